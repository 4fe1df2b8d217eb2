/// Validates drafts and compiles them: names, pattern syntax, and equal-rank
/// overlaps, with every problem reported at once.
struct RouteTableBuilder {
  /// The compiled table.
  struct Compiled: Sendable {
    var names: [String]
    var patternIDsByRoute: [[Int]]
    var patterns: [RoutePattern]
  }

  let pathPrefix: String
  private var problems: [ConfigurationProblem] = []

  init(pathPrefix: String) {
    self.pathPrefix = pathPrefix
  }

  private func routePath(_ route: Int) -> String { "\(pathPrefix)[\(route)]" }
  private func patternPath(_ route: Int, _ pattern: Int) -> String { "\(routePath(route)).patterns[\(pattern)]" }

  private mutating func report(_ path: String, _ issue: RouteTableIssue) {
    problems.append(ConfigurationProblem(path: path, reason: issue.message))
  }

  /// The compiled table, or every problem.
  mutating func build(_ drafts: [RouteDraft]) -> Result<Compiled, RouteTableError> {
    var names: [String] = []
    var patternIDsByRoute: [[Int]] = []
    var patterns: [RoutePattern] = []
    var firstRouteByName: [String: Int] = [:]
    for (route, draft) in drafts.enumerated() {
      for (suffix, issue) in draft.routeIssues { report(routePath(route) + suffix, issue) }
      let namePath = routePath(route) + ".name"
      if let issue = draft.nameIssue {
        report(namePath, issue)
      } else if let name = draft.name {
        if name.isEmpty {
          report(namePath, .emptyName)
        } else if name == "unknown" {
          report(namePath, .reservedName)
        } else if let first = firstRouteByName[name] {
          report(namePath, .duplicateName(firstPath: routePath(first) + ".name"))
        } else {
          firstRouteByName[name] = route
        }
      }
      if let issue = draft.patternsIssue { report(routePath(route) + ".patterns", issue) }
      var ids: [Int] = []
      for (index, patternDraft) in draft.patterns.enumerated() {
        if let issue = patternDraft.issue { report(patternPath(route, index), issue) }
        guard let text = patternDraft.text else { continue }
        switch RoutePatternParser.parse(text, routeIndex: route, patternIndex: index) {
        case .issues(let issues): for issue in issues { report(patternPath(route, index), issue) }
        case .pattern(let pattern):
          ids.append(patterns.count)
          patterns.append(pattern)
        }
      }
      names.append(draft.name ?? "")
      patternIDsByRoute.append(ids)
    }
    reportAmbiguities(patterns)
    guard problems.isEmpty else { return .failure(RouteTableError(problems: problems)) }
    return .success(Compiled(names: names, patternIDsByRoute: patternIDsByRoute, patterns: patterns))
  }

  /// Patterns that can only overlap at equal rank when they share source, segment
  /// kinds, literals, catch-all and fixed query count.
  private struct Bucket: Hashable {
    var source: RouteSource
    var kinds: [RouteSegmentKind]
    var literals: [String]
    var hasCatchAll: Bool
    var fixedQueryCount: Int

    init(_ pattern: RoutePattern) {
      source = pattern.source
      kinds = pattern.path.map(\.kind)
      literals = pattern.path.compactMap { if case .literal(let text) = $0 { text } else { nil } }
      hasCatchAll = pattern.catchAllName != nil
      fixedQueryCount = pattern.fixedQueryCount
    }
  }

  private mutating func reportAmbiguities(_ patterns: [RoutePattern]) {
    var buckets: [Bucket: [Int]] = [:]
    var order: [Bucket] = []
    for (id, pattern) in patterns.enumerated() {
      let bucket = Bucket(pattern)
      if buckets[bucket] == nil { order.append(bucket) }
      buckets[bucket, default: []].append(id)
    }
    var found: [(later: Int, problem: ConfigurationProblem)] = []
    for bucket in order {
      guard let ids = buckets[bucket], ids.count > 1 else { continue }
      for (offset, later) in ids.enumerated() {
        for earlier in ids[..<offset] {
          let first = patterns[earlier]
          let second = patterns[later]
          guard let example = RouteOverlap.example(first, second) else { continue }
          let issue = RouteTableIssue.ambiguous(
            pattern: second.text, otherPattern: first.text,
            otherPath: patternPath(first.routeIndex, first.patternIndex), example: example)
          found.append(
            (
              later,
              ConfigurationProblem(path: patternPath(second.routeIndex, second.patternIndex), reason: issue.message)
            ))
        }
      }
    }
    // Stable: by the later pattern's position, then by the earlier one's.
    problems += found.enumerated().sorted { ($0.element.later, $0.offset) < ($1.element.later, $1.offset) }.map(
      \.element.problem)
  }
}
