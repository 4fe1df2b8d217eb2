import NavDaemon
import NavJSON
import NavProtocol

/// Runs one scenario on one platform in a fresh private client, stopping at the first step
/// that fails (docs/protocol.md §13).
enum ScenarioRunner {
  /// The result of running `scenario` (from `file`) on `platform`; with `record`, it keeps
  /// each step's outcome for the HTML report.
  static func run(
    _ scenario: Scenario, platform: Platform, file: String, environment: StepEnvironment, record: Bool = false
  ) -> ScenarioRunResult {
    let clock = ContinuousClock()
    let start = clock.now
    var recorded: [RecordedStep]? = record ? [] : nil
    let failure = failure(of: scenario, platform: platform, environment: environment, recording: &recorded)
    let elapsed = start.duration(to: clock.now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    var result = ScenarioRunResult(
      file: file, name: scenario.name, platform: platform, failure: failure, seconds: seconds)
    if let recorded {
      result.recorded = recorded
      result.calls = scenario.steps.map(\.step)
      result.screenPlatform = ScreenPlatform(
        platform: platform, configuration: scenario.configurations[platform] ?? JSONObject())
    }
    return result
  }

  private static func failure(
    of scenario: Scenario, platform: Platform, environment: StepEnvironment, recording: inout [RecordedStep]?
  ) -> ScenarioFailure? {
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
      recording?.append(RecordedStep(index: scenarioStep.index, step: scenarioStep.step, outcome: outcome))
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
