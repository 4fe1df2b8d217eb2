import NavJSON

/// Reads the JSON `routes` array of docs/protocol.md §4 into drafts, noting wrong shapes.
enum RouteTableDraftReader {
  /// The drafts, or the problem when `json` is not an array at all.
  static func drafts(from json: JSONValue) -> Result<[RouteDraft], RouteTableIssue> {
    guard case .array(let entries) = json else { return .failure(.notAnArray(got: json.typeName)) }
    return .success(entries.map(draft))
  }

  private static func draft(from entry: JSONValue) -> RouteDraft {
    var draft = RouteDraft()
    guard case .object(let object) = entry else {
      draft.routeIssues.append(("", .routeNotAnObject(got: entry.typeName)))
      return draft
    }
    for key in object.keys where key != "name" && key != "patterns" {
      draft.routeIssues.append(("." + key, .unknownRouteKey))
    }
    switch object["name"] {
    case nil: draft.nameIssue = .missingName
    case .string(let name)?: draft.name = name
    case let other?: draft.nameIssue = .nameNotAString(got: other.typeName)
    }
    switch object["patterns"] {
    case nil: draft.patternsIssue = .missingPatterns
    case .array(let patterns)?:
      if patterns.isEmpty { draft.patternsIssue = .emptyPatterns }
      draft.patterns = patterns.map { pattern in
        if case .string(let text) = pattern { return RouteDraft.PatternDraft(text: text) }
        return RouteDraft.PatternDraft(text: nil, issue: .patternNotAString(got: pattern.typeName))
      }
    case let other?: draft.patternsIssue = .patternsNotAnArray(got: other.typeName)
    }
    return draft
  }
}
