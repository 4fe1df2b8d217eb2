import NavDaemon

/// One step of a scenario run as the HTML report shows it: the call (none for a step that only
/// expects) and what it did on the run's platform.
struct RecordedStep: Sendable {
  /// The step's index in the scenario's `steps`.
  var index: Int
  /// The call; `nil` when the step only checks the screen after the previous step.
  var step: Step?
  /// What the call did, and the State afterwards.
  var outcome: StepOutcome
}
