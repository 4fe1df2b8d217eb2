import NavDaemon
import NavProtocol

/// One step of a scenario: what it calls (`nil` for a step that only expects) and what it
/// expects, shared and per platform.
struct ScenarioStep: Sendable {
  /// The step's index in the scenario's `steps`.
  var index: Int
  /// The call; `nil` when the step only checks the View after the previous step.
  var step: Step?
  /// The shared expectations, in the order written.
  var shared: [Expectation]
  /// The `expect.ios` / `expect.android` blocks, in the order written.
  var perPlatform: [Platform: [Expectation]]

  /// The expectations checked on `platform`: a platform block's keys replace shared keys of
  /// the same name; the `error` expectation comes first, then the others in written order.
  func expectations(for platform: Platform) -> [Expectation] {
    let own = perPlatform[platform] ?? []
    let replaced = Set(own.map(\.key))
    let merged = shared.filter { !replaced.contains($0.key) } + own
    return merged.filter { $0.key == .error } + merged.filter { $0.key != .error }
  }
}
