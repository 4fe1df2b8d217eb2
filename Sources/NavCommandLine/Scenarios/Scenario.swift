import NavDaemon
import NavJSON
import NavProtocol

/// One scenario of a file (docs/protocol.md §13): a name, the platforms it runs on, each platform's
/// configuration (files already read) and its steps.
struct Scenario: Sendable {
  /// The scenario's `name`, unique within its file.
  var name: String
  /// Where the scenario is in its file: `""` for a file holding one, `[2]` in an array.
  var path: String
  /// The platforms it runs on, in the order listed (default `["ios"]`).
  var platforms: [Platform]
  /// Each platform's client configuration: its own block, else the shared `configuration`.
  var configurations: [Platform: JSONObject]
  /// The JSON path of each platform's configuration in the file (`[2].ios`), for errors.
  var configurationPaths: [Platform: String]
  /// The steps.
  var steps: [ScenarioStep]
}
