import NavJSON
import NavProtocol

/// A client's route coverage (`routes/coverage`): one hit per named result of
/// `routes/resolve` or `route`, per route of its table, in declaration order.
///
/// Kept here rather than in `RouteCoverage` because a state import restores
/// counts directly.
struct RouteHits: Sendable, Hashable {
  /// The routes counted, in declaration order.
  private(set) var names: [String]
  private var hits: [String: Int]

  /// Zero hits for each route of `table`.
  init(table: RouteTable) {
    self.init(names: table.routeNames, hits: [:])
  }

  /// `hits` for each of `names` (missing ones at zero, names not listed dropped).
  init(names: [String], hits: [String: Int]) {
    var unique: [String] = []
    var counts: [String: Int] = [:]
    for name in names where counts[name] == nil {
      unique.append(name)
      counts[name] = max(0, hits[name] ?? 0)
    }
    self.names = unique
    self.hits = counts
  }

  /// Counts a hit for a matched resolution; `unknown` is not counted.
  mutating func record(_ resolution: RouteResolution) {
    guard let name = resolution.route?.name, let count = hits[name] else { return }
    hits[name] = count == Int.max ? count : count + 1
  }

  /// The hits of `name` (0 for a route not in the table).
  func hits(for name: String) -> Int { hits[name] ?? 0 }

  /// The counts for a new table, keeping the hits of routes that keep their name.
  func rebased(onto table: RouteTable) -> RouteHits {
    RouteHits(names: table.routeNames, hits: hits)
  }

  /// `{routes: [{name, hits}], unused: [name...]}`.
  var wireJSON: JSONValue {
    .object(
      JSONObject([
        (
          "routes",
          .array(
            names.map { name in
              .object(JSONObject([("name", .string(name)), ("hits", .integer(Int64(hits(for: name))))]))
            })
        ),
        ("unused", .array(names.filter { hits(for: $0) == 0 }.map(JSONValue.string))),
      ]))
  }
}
