import Foundation
import NavProtocol

/// What explaining costs (issue 12): the same `route` and typed `resolve` with and without a
/// ``DecisionTrace``, measured in the same run, interleaved round by round so that the machine's
/// drift hits both alike. Without a trace every recording is one `nil` check: explain off must
/// cost what a route cost before explanations existed (docs/explain.md has both figures).
struct ExplainBenchmark {
  let iterations: Int
  /// Rounds of (off, on); the median of each is reported.
  static let rounds = 7

  func run() -> [BenchRow] {
    var rows: [BenchRow] = []
    let route = measureRoute()
    rows.append(BenchRow(info: "route, 100 rules, explain off", Format.nanoseconds(route.off), note: "per route+pop"))
    rows.append(BenchRow(info: "route, 100 rules, explain on", Format.nanoseconds(route.on), note: "trace recorded"))
    rows.append(
      BenchRow(info: "route: explain on / off", Format.fixed(route.on / route.off, 2) + "×", note: "same run")
        .exported(as: "routeExplainOffNanos", route.off))
    let resolve = measureResolve()
    rows.append(BenchRow(info: "resolve, 1 000 routes, explain off", Format.nanoseconds(resolve.off), note: "per URL"))
    rows.append(
      BenchRow(info: "resolve, 1 000 routes, explain on", Format.nanoseconds(resolve.on), note: "trace recorded"))
    rows.append(
      BenchRow(info: "resolve: explain on / off", Format.fixed(resolve.on / resolve.off, 2) + "×", note: "same run"))
    return rows
  }

  /// ns per advance-to-a-new-URL + pop with the realistic 100-rule configuration, on a stack of
  /// three, so each route searches every rule and makes two identity comparisons.
  private func measureRoute() -> (off: Double, on: Double) {
    let pathConfiguration = try! PathConfiguration(json: RealisticPathConfiguration.json(rules: 100))
    let navigator = Navigator(
      configuration: NavigatorConfiguration(
        startLocation: URL(string: "https://app.example/")!, pathConfiguration: pathConfiguration))
    for path in ["/", "/articles", "/articles/7"] {
      _ = try? navigator.route(RouteRequest(url: URL(string: "https://app.example" + path)!))
    }
    let requests = RealisticPathConfiguration.routedPaths.map {
      RouteRequest(url: URL(string: "https://app.example" + $0)!, properties: ["animated": false])
    }
    var recorded = 0
    let result = Self.interleaved(iterations: iterations) { count, explain in
      for index in 0..<count {
        let trace = explain ? DecisionTrace() : nil
        let routed = try? navigator.route(requests[index % requests.count], trace: trace)
        // Pop back only what the route pushed (a modal is dismissed), so the stack keeps its shape.
        if let routed, routed.operations.contains(where: { if case .present = $0 { true } else { false } }) {
          navigator.performPop(animated: false)
        } else if routed?.operations.contains(where: { if case .push = $0 { true } else { false } }) == true {
          navigator.performPop(animated: false)
        }
        recorded &+= trace?.properties.count ?? 0
      }
    }
    precondition(navigator.mainStack.count == 3 && !navigator.presented, "explain benchmark lost its shape")
    withExtendedLifetime(recorded) {}
    return result
  }

  /// ns per typed resolve of the route-table benchmark's URLs.
  private func measureResolve() -> (off: Double, on: Double) {
    let definitions = (0..<RouteTableBenchmark.routeCount).map {
      RouteDefinition(name: "route\($0)", patterns: RouteTableBenchmark.patterns(of: $0))
    }
    let table = try! RouteTable(definitions)
    let urls = RouteTableBenchmark.urls()
    var sink = 0
    let result = Self.interleaved(iterations: iterations) { count, explain in
      for index in 0..<count {
        let trace = explain ? DecisionTrace() : nil
        sink &+= table.resolve(urls[index % urls.count], trace: trace).name.utf8.count + (trace?.routes.count ?? 0)
      }
    }
    withExtendedLifetime(sink) {}
    return result
  }

  /// The median ns per operation of `body(count, false)` and of `body(count, true)`, timed
  /// alternately for ``rounds`` rounds after one warm-up of each.
  private static func interleaved(iterations: Int, _ body: (Int, Bool) -> Void) -> (off: Double, on: Double) {
    body(max(1, iterations / 10), false)
    body(max(1, iterations / 10), true)
    var off: [Double] = []
    var on: [Double] = []
    for _ in 0..<rounds {
      for explain in [false, true] {
        let start = Stopwatch.now()
        body(iterations, explain)
        let perOperation = Double(Stopwatch.now() - start) / Double(iterations)
        if explain { on.append(perOperation) } else { off.append(perOperation) }
      }
    }
    return (off.sorted()[rounds / 2], on.sorted()[rounds / 2])
  }
}
