extension RouteTable {
  /// A pattern that resolves URLs to params its route cannot print, because
  /// another pattern of the same route takes the URL those params print as.
  ///
  /// Checked once the rest of the table is valid, since whether a URL reaches a
  /// pattern and whether its params print depends on every pattern. For each
  /// ordered pair of patterns of one route, ``RouteShadowWitness`` proposes URLs
  /// the lower-ranked pattern may resolve while the higher-ranked one may take
  /// their printed form; a URL is a problem only when resolving it really
  /// reaches a pattern of some route, `print` of its params really fails, and the
  /// matched pattern's own rendering really resolves through another pattern of
  /// that route to other params. A rendering that resolves to another route is
  /// not reported (docs/routes.md: canonicalURL then falls back to that rendering).
  func shadowedPrintProblems(pathPrefix: String) -> [ConfigurationProblem] {
    var found: [(matched: Int, claimer: Int, problem: ConfigurationProblem)] = []
    var work = RouteMatcher.Work()
    let otherKeys = rejectedQueryValues()
    for ids in patternIDsByRoute where ids.count > 1 {
      for (lower, higher) in rankedPairs(ids) {
        let candidates = RouteShadowWitness.candidates(
          lower: matcher.patterns[lower], higher: matcher.patterns[higher], otherKeys: otherKeys)
        for url in candidates {
          guard let shadow = shadowedPrint(of: url, work: &work) else { continue }
          if found.contains(where: { $0.matched == shadow.matched && $0.claimer == shadow.claimer }) { break }
          let matched = matcher.patterns[shadow.matched]
          let claimer = matcher.patterns[shadow.claimer]
          let issue = RouteTableIssue.shadowedPrint(
            pattern: matched.text, example: url, printed: shadow.printed, otherPattern: claimer.text,
            otherPath: Self.patternPath(pathPrefix, claimer))
          found.append(
            (
              shadow.matched, shadow.claimer,
              ConfigurationProblem(path: Self.patternPath(pathPrefix, matched), reason: issue.message)
            ))
          break
        }
      }
    }
    return found.sorted { ($0.matched, $0.claimer) < ($1.matched, $1.claimer) }.map(\.problem)
  }

  /// What decides a pattern's rank for any URL it matches: patterns with the same
  /// shape never outrank each other, so they are never paired.
  private struct RankShape: Hashable {
    var source: RouteSource
    var kinds: [RouteSegmentKind]
    var hasCatchAll: Bool
    var fixedQueryCount: Int
  }

  /// The ordered pairs of one route's patterns (ids) that share a source but not a
  /// shape, so that one may outrank the other; a route of many same-shaped
  /// patterns (literal alternatives) costs no more than its distinct shapes.
  private func rankedPairs(_ ids: [Int]) -> [(lower: Int, higher: Int)] {
    var groups: [RankShape: [Int]] = [:]
    var shapes: [RankShape] = []
    for id in ids {
      let pattern = matcher.patterns[id]
      let shape = RankShape(
        source: pattern.source, kinds: pattern.path.map(\.kind), hasCatchAll: pattern.catchAllName != nil,
        fixedQueryCount: pattern.fixedQueryCount)
      if groups[shape] == nil { shapes.append(shape) }
      groups[shape, default: []].append(id)
    }
    var pairs: [(lower: Int, higher: Int)] = []
    for first in shapes {
      for second in shapes where second != first && second.source == first.source {
        for lower in groups[first] ?? [] {
          for higher in groups[second] ?? [] { pairs.append((lower, higher)) }
        }
      }
    }
    return pairs
  }

  /// Every query key the table reads (sorted), with a value that none of its
  /// typed parameters or fixed values accepts: `x` (or `xx`, ... when an enum or
  /// fixed value of that key is `x`); a string parameter accepts it, nothing avoids that.
  private func rejectedQueryValues() -> [(key: String, rejected: String)] {
    var taken: [String: Set<String>] = [:]
    for pattern in matcher.patterns {
      for item in pattern.query {
        switch item.value {
        case .fixed(let value): taken[item.key, default: []].insert(value)
        case .parameter(_, .enumeration(let values), _): taken[item.key, default: []].formUnion(values)
        case .parameter: taken[item.key, default: []].formUnion([])
        }
      }
    }
    return taken.keys.sorted().map { key in
      var rejected = "x"
      while taken[key]?.contains(rejected) == true { rejected += "x" }
      return (key, rejected)
    }
  }

  private static func patternPath(_ pathPrefix: String, _ pattern: RoutePattern) -> String {
    "\(pathPrefix)[\(pattern.routeIndex)].patterns[\(pattern.patternIndex)]"
  }

  /// When `url` resolves to params that do not print (or print only with a
  /// default they lack, which resolving adds) because the matched
  /// pattern's rendering resolves through another pattern of the same route to
  /// other params: the two patterns and the rendering.
  private func shadowedPrint(
    of url: String, work: inout RouteMatcher.Work
  ) -> (matched: Int, claimer: Int, printed: String)? {
    guard case .scanned(let scanned) = RouteURLScanner.scan(url, catalog: matcher.index.catalog),
      let matched = matcher.bestByIndex(scanned, work: &work)
    else { return nil }
    let pattern = matcher.patterns[matched]
    let params = matcher.result(of: matched, for: scanned).parameters
    // Printed faithfully: some pattern gives the params back (not one that adds a default they lack).
    if let url = try? print(name: routes[pattern.routeIndex].name, params: params, byIndex: true, work: &work),
      case .matched(let again) = resolve(url, byIndex: true, work: &work),
      again.name == routes[pattern.routeIndex].name, again.params == params
    {
      return nil
    }
    guard case .success(let rendering) = RoutePrinter.render(pattern, params: params) else { return nil }
    let printed = ScannedRouteURL(
      sourceID: scanned.sourceID, segments: rendering.segments, query: RouteURLQuery(items: rendering.queryItems))
    guard let claimer = matcher.bestByIndex(printed, work: &work), claimer != matched,
      matcher.patterns[claimer].routeIndex == pattern.routeIndex,
      matcher.result(of: claimer, for: printed).parameters
        != RoutePrinter.expectedParameters(pattern, params: params)
    else { return nil }
    return (matched, claimer, rendering.url)
  }
}
