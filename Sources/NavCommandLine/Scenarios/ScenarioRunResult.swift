import NavDaemon
import NavProtocol

/// One scenario run on one platform: a JUnit test case, a line of `navd test`'s output.
struct ScenarioRunResult: Sendable {
  /// The scenario's file, as shown.
  var file: String
  /// The scenario's name.
  var name: String
  /// The platform it ran on.
  var platform: Platform
  /// Why it failed; `nil` when it passed.
  var failure: ScenarioFailure?
  /// How long it took, in seconds.
  var seconds: Double
  /// The steps that ran, with what each did, when the run was recorded for the HTML report
  /// (``ScenarioRunner/run(_:platform:file:environment:record:)``); else empty.
  var recorded: [RecordedStep] = []
  /// Every step's call (`nil` for a step that only expects), when the run was recorded; else empty.
  var calls: [Step?] = []
  /// How the run's platform and configuration draw a State, when the run was recorded.
  var screenPlatform: ScreenPlatform?

  /// Whether every step met its expectations.
  var passed: Bool { failure == nil }

  /// `NAME [PLATFORM]`, the test case's name.
  var caseName: String { "\(name) [\(platform.rawValue)]" }

  /// `ok   NAME [PLATFORM]` or `FAIL NAME [PLATFORM]: MESSAGE`.
  var line: String {
    guard let failure else { return "ok   \(caseName)" }
    return "FAIL \(caseName): \(failure.message)"
  }
}
