import NavJSON

/// How often each route was hit by resolved traffic (`routes/coverage`).
///
/// Count one hit per named result of `routes/resolve` or `route` — not
/// `routes/print`, not `unknown`.
public struct RouteCoverage: Sendable, Hashable {
  /// The routes counted, in declaration order.
  public let routeNames: [String]
  private var hitsByName: [String: Int]

  /// Zero hits for each of `routeNames` (duplicates are counted once).
  public init(routeNames: [String]) {
    self.init(routeNames: routeNames, hits: [:])
  }

  /// `hits` for each of `routeNames` (missing and negative counts at zero, names not listed dropped,
  /// duplicates counted once): how a state import restores a client's coverage.
  public init(routeNames: [String], hits: [String: Int]) {
    var unique: [String] = []
    var counts: [String: Int] = [:]
    for name in routeNames where counts[name] == nil {
      counts[name] = max(0, hits[name] ?? 0)
      unique.append(name)
    }
    self.routeNames = unique
    hitsByName = counts
  }

  /// Zero hits for every route of `table`.
  public init(table: RouteTable) {
    self.init(routeNames: table.routeNames)
  }

  /// Counts a hit for a matched resolution; `unknown` is not counted. Returns whether it counted.
  @discardableResult
  public mutating func record(_ resolution: RouteResolution) -> Bool {
    guard let route = resolution.route else { return false }
    return recordHit(name: route.name)
  }

  /// Counts a hit for route `name`; a name not in the table is not counted. Returns whether it counted.
  @discardableResult
  public mutating func recordHit(name: String) -> Bool {
    guard let hits = hitsByName[name] else { return false }
    hitsByName[name] = hits == Int.max ? hits : hits + 1
    return true
  }

  /// The hits of route `name` (0 for a name not in the table).
  public func hits(for name: String) -> Int { hitsByName[name] ?? 0 }

  /// Every route with its hits, in declaration order.
  public var report: [RouteHitCount] { routeNames.map { RouteHitCount(name: $0, hits: hits(for: $0)) } }

  /// The routes with zero hits, in declaration order.
  public var unusedRouteNames: [String] { routeNames.filter { hits(for: $0) == 0 } }

  /// Coverage for a new set of routes, keeping the hits of routes that keep their name.
  public func rebased(onto routeNames: [String]) -> RouteCoverage {
    RouteCoverage(routeNames: routeNames, hits: hitsByName)
  }

  /// Coverage for a new table, keeping the hits of routes that keep their name.
  public func rebased(onto table: RouteTable) -> RouteCoverage {
    rebased(onto: table.routeNames)
  }

  /// The `routes/coverage` result: `{routes: [{name, hits}], unused: [name...]}`.
  public var jsonValue: JSONValue {
    .object(
      JSONObject([
        ("routes", .array(report.map(\.jsonValue))),
        ("unused", .array(unusedRouteNames.map { .string($0) })),
      ]))
  }
}

/// One route's hit count.
public struct RouteHitCount: Sendable, Hashable {
  /// The route name.
  public let name: String
  /// How many resolutions named it.
  public let hits: Int

  /// A count of `hits` for `name`.
  public init(name: String, hits: Int) {
    self.name = name
    self.hits = hits
  }

  /// `{name, hits}`.
  public var jsonValue: JSONValue { .object(JSONObject([("name", .string(name)), ("hits", .integer(Int64(hits)))])) }
}
