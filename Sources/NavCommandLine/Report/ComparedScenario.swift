import JSONRPC
import NavDaemon
import NavJSON
import NavProtocol

/// A scenario's steps run on each platform for `navd compare --html`: every step's outcome on
/// each side, and the View fields in which the sides differ.
struct ComparedScenario: Sendable {
  /// One step on every side.
  struct ComparedStep: Sendable {
    /// The scenario's step index.
    var index: Int
    /// The call.
    var step: Step
    /// The outcome on each side, in ``ComparedScenario/sides`` order.
    var outcomes: [StepOutcome]
    /// The View fields that differ between the first two sides, in View order.
    var differing: [String]
  }

  /// The scenario's file.
  var file: String
  /// The scenario's name.
  var name: String
  /// The sides (iOS, then Android).
  var sides: [ScreenPlatform]
  /// The steps that call a method (a step that only expects compares nothing).
  var steps: [ComparedStep]

  /// Runs `steps` (the scenario's step index and call) on a fresh client of each of `platforms`
  /// configured with `configurations`, as the `compare` method does.
  /// - Throws: `-32602`/`-32011` for a configuration `compare` would refuse.
  static func run(
    file: String, name: String, steps: [(index: Int, step: Step)], platforms: [Platform],
    configurations: [Platform: JSONObject], environment: StepEnvironment
  ) throws(RPCError) -> ComparedScenario {
    var runners: [StepRunner] = []
    for platform in platforms {
      runners.append(
        try StepRunner(
          platform: platform, configuration: configurations[platform] ?? JSONObject(), environment: environment))
    }
    var compared: [ComparedStep] = []
    for (index, step) in steps {
      var outcomes: [StepOutcome] = []
      for side in runners.indices { outcomes.append(runners[side].run(step)) }
      let differing = outcomes.count < 2 ? [] : outcomes[0].view.differingFields(from: outcomes[1].view)
      compared.append(ComparedStep(index: index, step: step, outcomes: outcomes, differing: differing))
    }
    return ComparedScenario(
      file: file, name: name,
      sides: platforms.map { ScreenPlatform(platform: $0, configuration: configurations[$0] ?? JSONObject()) },
      steps: compared)
  }
}
