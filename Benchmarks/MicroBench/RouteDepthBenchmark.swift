import Foundation
import NavProtocol

/// The cost of one `route` (advance to a new URL, then pop back) at several
/// stack depths: the target asks for it to be independent of depth.
struct RouteDepthBenchmark {
  let depths: [Int]
  let iterations: Int

  /// A depth's cost may be at most this many times the cheapest depth's and still count as flat
  /// (two shared cores make single figures wobble by a few tens of per cent).
  static let flatnessTolerance = 1.5

  func run() -> [BenchRow] {
    var costs: [(depth: Int, nanoseconds: Double)] = []
    for depth in depths {
      costs.append((depth, measure(depth: depth)))
    }
    var rows = costs.map {
      BenchRow(info: "route+pop at depth \($0.depth)", Format.nanoseconds($0.nanoseconds), note: "per cycle")
    }
    let cheapest = costs.map(\.nanoseconds).min() ?? 0
    let dearest = costs.map(\.nanoseconds).max() ?? 0
    let ratio = cheapest > 0 ? dearest / cheapest : 0
    rows.append(
      BenchRow(
        "deepest / cheapest", Format.fixed(ratio, 2) + "×", target: "≤ \(Self.flatnessTolerance)× (flat)",
        met: ratio <= Self.flatnessTolerance))
    return rows
  }

  /// ns per cycle of route(advance to a new URL) + pop, with `depth` entries at the peak.
  private func measure(depth: Int) -> Double {
    let navigator = Navigator(
      configuration: NavigatorConfiguration(startLocation: URL(string: "https://app.example/")!),
      limits: NavigatorLimits(maxStackEntries: depth))
    for index in 0..<(depth - 1) {
      _ = try? navigator.route(RouteRequest(url: URL(string: "https://app.example/items/\(index)")!))
    }
    let target = URL(string: "https://app.example/articles/42/comments?page=2")!
    let request = RouteRequest(url: target)
    var failures = 0
    let cost = Stopwatch.nanosecondsPerOperation(iterations: iterations) { count in
      for _ in 0..<count {
        do {
          try navigator.route(request)
        } catch {
          failures += 1
        }
        navigator.performPop(animated: true)
      }
    }
    precondition(failures == 0 && navigator.mainStack.count == depth - 1, "depth benchmark lost its shape")
    return cost
  }
}
