import NavDaemon
import NavJSON
import NavProtocol

/// Runs one scenario on one platform in a fresh private client, stopping at the first step
/// that fails (docs/protocol.md §13).
enum ScenarioRunner {
  /// The result of running `scenario` (from `file`) on `platform`.
  static func run(
    _ scenario: Scenario, platform: Platform, file: String, environment: StepEnvironment
  ) -> ScenarioRunResult {
    let clock = ContinuousClock()
    let start = clock.now
    let failure = failure(of: scenario, platform: platform, environment: environment)
    let elapsed = start.duration(to: clock.now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return ScenarioRunResult(file: file, name: scenario.name, platform: platform, failure: failure, seconds: seconds)
  }

  private static func failure(of scenario: Scenario, platform: Platform, environment: StepEnvironment)
    -> ScenarioFailure?
  {
    var runner: StepRunner
    let field = scenario.configurationPaths[platform] ?? "configuration"
    do {
      runner = try StepRunner(
        platform: platform, configuration: scenario.configurations[platform] ?? JSONObject(), field: field,
        environment: environment)
    } catch {
      return .setup("\(field): error \(error.code.rawValue): \(error.message)")
    }
    for scenarioStep in scenario.steps {
      let outcome: StepOutcome
      if let step = scenarioStep.step {
        outcome = runner.run(step)
      } else {
        // An expect-only step checks the state after the previous step, never that step's
        // (expected) error: it only allows state keys.
        let state = runner.currentState()
        outcome = StepOutcome(method: "state", params: JSONObject(), result: .success(state), state: state)
      }
      let expectations = scenarioStep.expectations(for: platform)
      if let error = outcome.error, !expectations.contains(where: { $0.key == .error }) {
        return .unexpectedError(step: scenarioStep.index, code: error.code.rawValue, message: error.message)
      }
      for expectation in expectations {
        if let failure = ExpectationMatcher.check(expectation, outcome, step: scenarioStep.index) { return failure }
      }
    }
    return nil
  }
}
