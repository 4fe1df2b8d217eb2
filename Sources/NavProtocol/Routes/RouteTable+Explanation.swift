/// Explanations of a resolution (docs/explain.md): how every pattern of the URL's source fared.
///
/// Which patterns match is asked of the same path and query tests the linear scan uses, and the
/// winner is the one the index chose; only the sentences for people are made here.
extension RouteTable {
  /// Every pattern of `url`'s source, in declaration order: `winner` `matched`, every other
  /// pattern that matches too `lost`, the rest `noMatch`, each with why.
  func explainPatterns(for url: ScannedRouteURL, winner: Int?) -> [RoutePatternTrace] {
    var traces: [RoutePatternTrace] = []
    var losers = 0
    for (id, pattern) in matcher.patterns.enumerated() where matcher.patternSourceIDs[id] == url.sourceID {
      let result: RoutePatternTrace.Result
      let reason: String
      if id == winner {
        result = .matched
        reason = ""
      } else if let winner, RouteMatcher.pathMatches(pattern, url.segments),
        RouteQueryMatcher.matches(pattern, url.query)
      {
        result = .lost
        reason = Self.lossReason(pattern, to: matcher.patterns[winner], segments: url.segments)
        losers += 1
      } else {
        result = .noMatch
        reason = Self.mismatchReason(pattern, url)
      }
      traces.append(
        RoutePatternTrace(name: routes[pattern.routeIndex].name, pattern: pattern.text, result: result, reason: reason))
    }
    // The winner's reason counts the patterns it beat, known only once all are classified.
    if let index = traces.firstIndex(where: { $0.result == .matched }) {
      let won = traces[index]
      let reason =
        losers == 0
        ? "matches; the only pattern that does"
        : "matches and ranks highest of the \(losers + 1) patterns that match"
      traces[index] = RoutePatternTrace(name: won.name, pattern: won.pattern, result: .matched, reason: reason)
    }
    return traces
  }

  /// Why `loser`, which matches, ranks below `winner`: the first place their rank keys differ.
  private static func lossReason(_ loser: RoutePattern, to winner: RoutePattern, segments: [String]) -> String {
    let count = segments.count
    let loserKey = loser.rankKey(segmentCount: count)
    let winnerKey = winner.rankKey(segmentCount: count)
    let against = "ranks below \(winner.text)"
    guard let position = loserKey.indices.first(where: { loserKey[$0] != winnerKey[$0] }) else {
      return "\(against), which ranks the same and is declared first"
    }
    if position < count {
      let winning = winner.describeElement(at: position)
      let losing = loser.describeElement(at: position)
      return "\(against): at segment \(position + 1) (\"\(segments[position])\") \(winning) beats \(losing)"
    }
    if position == count { return "\(against): its catch-all takes no segment" }
    return "\(against): it requires \(loser.fixedQueryCount) fixed query value(s), the winner \(winner.fixedQueryCount)"
  }

  /// Why `pattern` does not match `url`: the first path or query item that fails.
  private static func mismatchReason(_ pattern: RoutePattern, _ url: ScannedRouteURL) -> String {
    let count = url.segments.count
    let needed = pattern.path.count
    if pattern.catchAllName == nil, count != needed {
      return "the URL has \(count) path segment(s), the pattern \(needed)"
    }
    if pattern.catchAllName != nil, count < needed {
      return "the URL has \(count) path segment(s), the pattern needs at least \(needed)"
    }
    for (offset, (element, segment)) in zip(pattern.path, url.segments).enumerated() where !element.accepts(segment) {
      switch element {
      case .literal(let text):
        return "segment \(offset + 1) is \"\(segment)\", not \"\(text)\""
      case .parameter(let name, let type):
        return "segment \(offset + 1) \"\(segment)\" is not {\(name)}: it must be \(type.expectation)"
      }
    }
    for item in pattern.query {
      let value = url.query.presentValue(item.key)
      switch item.value {
      case .fixed(let fixed) where value != fixed:
        return "query \"\(item.key)\" is \(value.map { "\"\($0)\"" } ?? "absent"), not \"\(fixed)\""
      case .parameter(let name, let type, let presence):
        if let value, !type.accepts(value) {
          return "query \"\(item.key)\" is \"\(value)\", but {\(name)} must be \(type.expectation)"
        }
        if value == nil, case .required = presence { return "query \"\(item.key)\" is required and absent" }
      default:
        continue
      }
    }
    return "does not match"
  }
}

extension RoutePattern {
  /// What ranks this pattern at path position `position`: "a literal", "a typed parameter {id:int}", ...
  fileprivate func describeElement(at position: Int) -> String {
    guard position < path.count else { return "a catch-all {*\(catchAllName ?? "")}" }
    switch path[position] {
    case .literal(let text): return "the literal \"\(text)\""
    case .parameter(let name, let type):
      switch path[position].kind {
      case .enumeration: return "an enum {\(name)} (\(type.expectation))"
      case .typed: return "a typed parameter {\(name)} (\(type.expectation))"
      default: return "a string parameter {\(name)}"
      }
    }
  }
}
