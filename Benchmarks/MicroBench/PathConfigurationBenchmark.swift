import Foundation
import NavProtocol

/// What path configuration adds to each `route` as the rule count grows
/// (regexes compiled once per configuration, cost printed for 10, 100, 200 rules).
struct PathConfigurationBenchmark {
  let ruleCounts: [Int]
  let iterations: Int

  func run() -> [BenchRow] {
    let urls = RealisticPathConfiguration.routedPaths.map { URL(string: "https://app.example" + $0)! }
    let empty = measure(PathConfiguration(), urls: urls)
    var rows = [
      BenchRow(info: "route, built-in rules only", Format.nanoseconds(empty.route), note: "baseline"),
      BenchRow(info: "lookup, built-in rules only", Format.nanoseconds(empty.lookup), note: "baseline"),
    ]
    for count in ruleCounts {
      let json = RealisticPathConfiguration.json(rules: count)
      let compile = Stopwatch.nanosecondsPerOperation(iterations: max(3, iterations / 2000), trials: 3) { repeats in
        for _ in 0..<repeats { _ = try? PathConfiguration(json: json) }
      }
      guard let configuration = try? PathConfiguration(json: json), configuration.warnings.isEmpty else {
        rows.append(BenchRow("\(count) rules", "invalid", target: "loads", met: false))
        continue
      }
      let cost = measure(configuration, urls: urls)
      let perRule = (cost.lookup - empty.lookup) / Double(count)
      rows.append(BenchRow(info: "\(count) rules: route", Format.nanoseconds(cost.route), note: "per route"))
      rows.append(BenchRow(info: "\(count) rules: lookup", Format.nanoseconds(cost.lookup), note: "properties(for:)"))
      rows.append(BenchRow(info: "\(count) rules: per rule", Format.nanoseconds(perRule), note: "lookup"))
      // Compiling is done once, when the configuration is loaded: a route costs a small
      // fraction of it. Were patterns compiled per request, a route would cost more than this.
      rows.append(
        BenchRow(
          "\(count) rules: compile once / route", Format.fixed(compile / cost.route, 1) + "×",
          target: "≥ 10× (no per-route compile)", met: compile >= 10 * cost.route))
    }
    return rows
  }

  /// ns per `route` (a replace, so the stack stays shallow) and per bare path-configuration lookup.
  private func measure(_ pathConfiguration: PathConfiguration, urls: [URL]) -> (route: Double, lookup: Double) {
    let configuration = NavigatorConfiguration(
      startLocation: URL(string: "https://app.example/")!, pathConfiguration: pathConfiguration)
    let navigator = Navigator(configuration: configuration)
    let requests = urls.map { RouteRequest(url: $0, options: VisitOptions(action: .replace)) }
    let route = Stopwatch.nanosecondsPerOperation(iterations: iterations) { count in
      for index in 0..<count {
        _ = try? navigator.route(requests[index % requests.count])
      }
    }
    var matched = 0
    let lookup = Stopwatch.nanosecondsPerOperation(iterations: iterations) { count in
      for index in 0..<count {
        matched &+= pathConfiguration.properties(for: urls[index % urls.count]).matchedRules.count
      }
    }
    withExtendedLifetime(matched) {}
    return (route, lookup)
  }
}
