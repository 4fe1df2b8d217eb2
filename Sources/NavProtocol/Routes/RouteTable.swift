import NavJSON

/// A validated table of named routes: resolves app URLs to typed routes and
/// prints routes back to canonical URLs (docs/routes.md). See docs/routes.md.
///
/// Resolving walks a per-source trie, one level per path segment, so its cost
/// does not grow with the number of routes; ``resolveByLinearScan(_:)`` is the
/// naive baseline that tries every pattern and must always agree.
public struct RouteTable: Sendable, Equatable {
  /// The routes, in declaration order, exactly as given.
  public let routes: [RouteDefinition]
  /// The pattern ids of each route, in declaration order.
  let patternIDsByRoute: [[Int]]
  private let routeIndexByName: [String: Int]
  /// The compiled patterns and their index.
  let matcher: RouteMatcher
  /// Every query key some pattern declares: the only keys matching ever reads.
  private let queryKeysInUse: Set<String>

  /// Builds and validates a table; on failure throws every problem at once,
  /// with paths like `routes[1].patterns[0]` under `pathPrefix`.
  public init(_ routes: [RouteDefinition], pathPrefix: String = "routes") throws(RouteTableError) {
    try self.init(drafts: routes.map(RouteDraft.init), pathPrefix: pathPrefix)
  }

  /// Builds a table from the JSON `routes` array of docs/protocol.md §4
  /// (`[{"name": ..., "patterns": [...]}]`); wrong shapes are problems too.
  public init(json: JSONValue, pathPrefix: String = "routes") throws(RouteTableError) {
    switch RouteTableDraftReader.drafts(from: json) {
    case .failure(let issue):
      throw RouteTableError(problems: [ConfigurationProblem(path: pathPrefix, reason: issue.message)])
    case .success(let drafts): try self.init(drafts: drafts, pathPrefix: pathPrefix)
    }
  }

  /// An empty table: every URL is `unknown` (`unsupportedSource`).
  public init() {
    routes = []
    patternIDsByRoute = []
    routeIndexByName = [:]
    matcher = RouteMatcher(patterns: [], patternSourceIDs: [], index: RouteIndex(patterns: []))
    queryKeysInUse = []
  }

  private init(drafts: [RouteDraft], pathPrefix: String) throws(RouteTableError) {
    var builder = RouteTableBuilder(pathPrefix: pathPrefix)
    let compiled: RouteTableBuilder.Compiled
    switch builder.build(drafts) {
    case .failure(let error): throw error
    case .success(let result): compiled = result
    }
    routes = zip(drafts, compiled.names).map { draft, name in
      RouteDefinition(name: name, patterns: draft.patterns.compactMap(\.text))
    }
    patternIDsByRoute = compiled.patternIDsByRoute
    var byName: [String: Int] = [:]
    for (offset, name) in compiled.names.enumerated() { byName[name] = offset }
    routeIndexByName = byName
    let index = RouteIndex(patterns: compiled.patterns)
    matcher = RouteMatcher(
      patterns: compiled.patterns,
      patternSourceIDs: compiled.patterns.map { index.catalog.ids[$0.source] ?? -1 },
      index: index)
    queryKeysInUse = Set(compiled.patterns.flatMap { $0.query.map(\.key) })
    let shadowed = shadowedPrintProblems(pathPrefix: pathPrefix)
    guard shadowed.isEmpty else { throw RouteTableError(problems: shadowed) }
  }

  /// Route names in declaration order.
  public var routeNames: [String] { routes.map(\.name) }

  /// Resolves `url` to a route, or `unknown` with the first applicable reason.
  /// Total: never throws or traps, whatever the input.
  ///
  /// `trace` gets every pattern of the URL's source and how it fared, when the URL matched or
  /// is `noMatch` (nothing for another `unknown` reason).
  public func resolve(_ url: String, trace: DecisionTrace? = nil) -> RouteResolution {
    var work = RouteMatcher.Work()
    return resolve(url, byIndex: true, work: &work, trace: trace)
  }

  /// The same as ``resolve(_:)`` but by trying every pattern in turn and keeping
  /// the best by the same precedence (also for the canonical URL's round-trip
  /// check): the naive baseline the index is measured against.
  public func resolveByLinearScan(_ url: String) -> RouteResolution {
    var work = RouteMatcher.Work()
    return resolve(url, byIndex: false, work: &work)
  }

  /// Prints route `name` with `params` as its canonical URL: the route's first
  /// pattern that accepts the params and resolves back to the same route and params.
  /// A pattern that would add a default the params lack is used only when no
  /// pattern gives the params back exactly. Throws the first bad field (`name`,
  /// `params.albumID`, ...) of the first pattern otherwise.
  public func print(name: String, params: JSONObject) throws(RoutePrintError) -> String {
    var work = RouteMatcher.Work()
    return try print(name: name, params: params, byIndex: true, work: &work)
  }

  /// `print`, checking the round trip through the index or by the linear scan.
  func print(
    name: String, params: JSONObject, byIndex: Bool, work: inout RouteMatcher.Work
  ) throws(RoutePrintError) -> String {
    guard let route = routeIndexByName[name] else {
      throw RoutePrintError(field: "name", issue: .unknownRoute(name))
    }
    var firstError: RoutePrintError?
    var withAddedDefaults: String?
    for id in patternIDsByRoute[route] {
      switch RoutePrinter.render(matcher.patterns[id], params: params) {
      case .failure(let error):
        firstError = firstError ?? error
      case .success(let rendering):
        if let error = roundTripError(rendering, pattern: id, params: params, byIndex: byIndex, work: &work) {
          firstError = firstError ?? error
        } else if rendering.addedDefaults {
          withAddedDefaults = withAddedDefaults ?? rendering.url
        } else {
          return rendering.url
        }
      }
    }
    if let withAddedDefaults { return withAddedDefaults }
    throw firstError ?? RoutePrintError(field: "name", issue: .unknownRoute(name))
  }

  /// Why a rendering does not resolve back to route `route` with its expected params, if it does not.
  ///
  /// The rendering is matched from its decoded parts: a printed URL always has a
  /// known source, valid encoding, no dot segment, and `render` already refused
  /// URLs that are too long, so scanning its text again would find exactly these parts.
  private func roundTripError(
    _ rendering: RoutePrinter.Rendering, pattern: Int, params: JSONObject, byIndex: Bool,
    work: inout RouteMatcher.Work
  ) -> RoutePrintError? {
    let scanned = ScannedRouteURL(
      sourceID: matcher.patternSourceIDs[pattern], segments: rendering.segments,
      query: RouteURLQuery(items: rendering.queryItems))
    let best = byIndex ? matcher.bestByIndex(scanned, work: &work) : matcher.bestByLinearScan(scanned, work: &work)
    // The pattern that printed reads its own values back, typed as they were checked.
    if best == pattern { return nil }
    guard let id = best else {
      return RoutePrintError(field: "params", issue: .resolvesElsewhere(url: rendering.url, to: "unknown (noMatch)"))
    }
    let route = matcher.patterns[pattern].routeIndex
    let other = matcher.patterns[id].routeIndex
    guard other == route else {
      return RoutePrintError(
        field: "params", issue: .resolvesElsewhere(url: rendering.url, to: "route \"\(routes[other].name)\""))
    }
    let expected = RoutePrinter.expectedParameters(matcher.patterns[pattern], params: params)
    guard matcher.result(of: id, for: scanned).parameters == expected else {
      return RoutePrintError(field: "params", issue: .resolvesToOtherParams(url: rendering.url))
    }
    return nil
  }

  /// Tables are equal when their route definitions are.
  public static func == (lhs: RouteTable, rhs: RouteTable) -> Bool { lhs.routes == rhs.routes }

  // MARK: - Internals

  /// Resolves and reports the work done (for the complexity tests).
  func resolve(
    _ url: String, byIndex: Bool, work: inout RouteMatcher.Work, trace: DecisionTrace? = nil
  ) -> RouteResolution {
    let scanned: ScannedRouteURL
    switch RouteURLScanner.scan(url, catalog: matcher.index.catalog) {
    case .unknown(let reason): return .unknown(reason)
    case .scanned(let url): scanned = url
    }
    let best = byIndex ? matcher.bestByIndex(scanned, work: &work) : matcher.bestByLinearScan(scanned, work: &work)
    guard let id = best else {
      trace?.recordRoutes(explainPatterns(for: scanned, winner: nil))
      return .unknown(.noMatch)
    }
    let (parameters, query) = matcher.result(of: id, for: scanned)
    let name = routes[matcher.patterns[id].routeIndex].name
    let canonicalURL =
      byIndex
      ? canonicalURL(of: scanned, name: name, params: parameters, matchedPattern: id, work: &work)
      : canonicalURL(name: name, params: parameters, matchedPattern: id, byIndex: false, work: &work)
    // The limit bounds the canonical form too: percent-encoding raw reserved ASCII
    // (`{`, `|`, `=`, ...) can push a URL within it over, and what cannot print does not resolve.
    guard let canonicalURL else { return .unknown(.tooLong) }
    trace?.recordRoutes(explainPatterns(for: scanned, winner: id))
    return .matched(ResolvedRoute(name: name, params: parameters, query: query, canonicalURL: canonicalURL))
  }

  /// The canonical URL of `scanned`, which pattern `id` matched giving `params`.
  ///
  /// When `id` is its route's first pattern, `print` starts by rendering it and
  /// checking that the rendering resolves back to `id`. If the rendering has the
  /// URL's own decoded segments and the same present value for every query key
  /// some pattern reads, resolving it would repeat the search that just chose
  /// `id` on identical input, so the check holds without running it. Usually
  /// that is known before rendering (``RoutePrinter/sameInputRendering(of:matchedBy:)``
  /// writes the URL from the scanned texts); otherwise the rendering is compared,
  /// and only when it differs is the round trip searched. `nil` when the canonical
  /// URL would be too long.
  private func canonicalURL(
    of scanned: ScannedRouteURL, name: String, params: JSONObject, matchedPattern id: Int,
    work: inout RouteMatcher.Work
  ) -> String? {
    let pattern = matcher.patterns[id]
    guard patternIDsByRoute[pattern.routeIndex].first == id else {
      return canonicalURL(name: name, params: params, matchedPattern: id, byIndex: true, work: &work)
    }
    if readsOnlyDeclaredKeys(scanned.query, pattern: pattern),
      let url = RoutePrinter.sameInputRendering(of: scanned, matchedBy: pattern)
    {
      return url
    }
    if case .success(let rendering) = RoutePrinter.render(pattern, params: params), !rendering.addedDefaults,
      hasSameMatchInput(rendering, as: scanned)
        || roundTripError(rendering, pattern: id, params: params, byIndex: true, work: &work) == nil
    {
      return rendering.url
    }
    return canonicalURL(name: name, params: params, matchedPattern: id, byIndex: true, work: &work)
  }

  /// Whether every present value of `query` that some pattern reads belongs to a key `pattern` declares.
  private func readsOnlyDeclaredKeys(_ query: RouteURLQuery, pattern: RoutePattern) -> Bool {
    for (key, value) in query.items where !value.isEmpty && !pattern.query.contains(where: { $0.key == key }) {
      if queryKeysInUse.contains(key) { return false }
    }
    return true
  }

  /// Whether matching `rendering` reads exactly what matching `scanned` read:
  /// equal segments, and equal present values for every query key in use.
  private func hasSameMatchInput(_ rendering: RoutePrinter.Rendering, as scanned: ScannedRouteURL) -> Bool {
    guard rendering.segments == scanned.segments else { return false }
    for (key, value) in rendering.queryItems where scanned.query.presentValue(key) != value { return false }
    for (key, value) in scanned.query.items where !value.isEmpty {
      if !rendering.queryItems.contains(where: { $0.key == key }), queryKeysInUse.contains(key) { return false }
    }
    return true
  }

  /// `print(name, params)`; if no pattern round-trips (a higher-ranked pattern
  /// would take the canonical URL), the matched pattern's own rendering; `nil`
  /// when that is too long too. (Params read by a match render on their own
  /// pattern with the URL's segment count and no dot segment, so length is the
  /// only way that rendering can fail.)
  private func canonicalURL(
    name: String, params: JSONObject, matchedPattern id: Int, byIndex: Bool, work: inout RouteMatcher.Work
  ) -> String? {
    if let url = try? print(name: name, params: params, byIndex: byIndex, work: &work) { return url }
    if case .success(let rendering) = RoutePrinter.render(matcher.patterns[id], params: params) { return rendering.url }
    return nil
  }
}
