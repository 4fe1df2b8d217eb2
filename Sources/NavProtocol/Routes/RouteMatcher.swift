import NavJSON

/// Finds the best pattern for a scanned URL, through the index or by trying
/// every pattern in turn; both apply the same precedence.
struct RouteMatcher {
  /// The table's patterns (ids are positions).
  let patterns: [RoutePattern]
  /// The source id of each pattern.
  let patternSourceIDs: [Int]
  /// The index over `patterns`.
  let index: RouteIndex

  /// How much work a search did: index nodes visited plus patterns tried.
  struct Work: Sendable, Equatable {
    var nodesVisited = 0
    var patternsTried = 0
  }

  /// The id of the best pattern, found through the index.
  func bestByIndex(_ url: ScannedRouteURL, work: inout Work) -> Int? {
    search(node: url.sourceID, depth: 0, url: url, work: &work)
  }

  /// The id of the best pattern, found by trying every pattern in turn.
  func bestByLinearScan(_ url: ScannedRouteURL, work: inout Work) -> Int? {
    var best: Int?
    for (id, pattern) in patterns.enumerated() {
      work.patternsTried += 1
      guard patternSourceIDs[id] == url.sourceID, Self.pathMatches(pattern, url.segments),
        RouteQueryMatcher.matches(pattern, url.query)
      else { continue }
      best = best.map { better($0, id, segmentCount: url.segments.count) } ?? id
    }
    return best
  }

  /// The parameters and undeclared query of `url` under pattern `id`, which matches it.
  func result(of id: Int, for url: ScannedRouteURL) -> (parameters: JSONObject, query: JSONObject) {
    let pattern = patterns[id]
    var parameters = JSONObject()
    for (element, segment) in zip(pattern.path, url.segments) {
      if case .parameter(let name, let type) = element, let value = type.value(of: segment) {
        parameters[name] = value
      }
    }
    if let catchAllName = pattern.catchAllName {
      parameters[catchAllName] = .array(url.segments.dropFirst(pattern.path.count).map { .string($0) })
    }
    RouteQueryMatcher.addParameters(of: pattern, in: url.query, to: &parameters)
    return (parameters, RouteQueryMatcher.undeclared(by: pattern, in: url.query))
  }

  static func pathMatches(_ pattern: RoutePattern, _ segments: [String]) -> Bool {
    if pattern.catchAllName == nil {
      guard segments.count == pattern.path.count else { return false }
    } else {
      guard segments.count >= pattern.path.count else { return false }
    }
    for (element, segment) in zip(pattern.path, segments) where !element.accepts(segment) { return false }
    return true
  }

  private func search(node id: Int, depth: Int, url: ScannedRouteURL, work: inout Work) -> Int? {
    work.nodesVisited += 1
    guard depth < url.segments.count else {
      return bestByQuery(index.nodes[id].terminalPatterns, url: url, work: &work)
        ?? bestByQuery(index.nodes[id].catchAllPatterns, url: url, work: &work)
    }
    let segment = url.segments[depth]
    if let child = index.literalChild(of: id, for: segment),
      let found = search(node: child, depth: depth + 1, url: url, work: &work)
    {
      return found
    }
    if let found = bestInGroup(index.nodes[id].enumChildren, segment, depth: depth, url: url, work: &work) {
      return found
    }
    if let found = bestInGroup(index.nodes[id].typedChildren, segment, depth: depth, url: url, work: &work) {
      return found
    }
    if let child = index.nodes[id].stringChild,
      let found = search(node: child, depth: depth + 1, url: url, work: &work)
    {
      return found
    }
    return bestByQuery(index.nodes[id].catchAllPatterns, url: url, work: &work)
  }

  /// The best match below the branches of one precedence group that accept `segment`.
  private func bestInGroup(
    _ branches: [RouteIndex.Branch], _ segment: String, depth: Int, url: ScannedRouteURL, work: inout Work
  ) -> Int? {
    var best: Int?
    for branch in branches where branch.type.accepts(segment) {
      guard let found = search(node: branch.child, depth: depth + 1, url: url, work: &work) else { continue }
      best = best.map { better($0, found, segmentCount: url.segments.count) } ?? found
    }
    return best
  }

  /// Among patterns with the same path, the one whose query matches with the most fixed values.
  private func bestByQuery(_ ids: [Int], url: ScannedRouteURL, work: inout Work) -> Int? {
    var best: Int?
    for id in ids {
      work.patternsTried += 1
      guard RouteQueryMatcher.matches(patterns[id], url.query) else { continue }
      if let current = best, patterns[current].fixedQueryCount >= patterns[id].fixedQueryCount { continue }
      best = id
    }
    return best
  }

  /// The higher-ranked of two matching patterns; the earlier one on a tie
  /// (which a valid table never has).
  func better(_ first: Int, _ second: Int, segmentCount: Int) -> Int {
    let firstKey = patterns[first].rankKey(segmentCount: segmentCount)
    let secondKey = patterns[second].rankKey(segmentCount: segmentCount)
    if firstKey == secondKey { return min(first, second) }
    return firstKey.lexicographicallyPrecedes(secondKey) ? second : first
  }
}
