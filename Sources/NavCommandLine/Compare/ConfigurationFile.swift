import JSONRPC
import NavDaemon
import NavJSON
import NavProtocol

/// A client configuration file named on the command line (`navd compare --configuration F`):
/// a JSON object whose `{"file": …}` references are read relative to it.
enum ConfigurationFile {
  /// The configuration in `file`, or its problems.
  static func read(_ file: String, environment: StepEnvironment) -> (
    configuration: JSONObject?, problems: [ScenarioFileProblem]
  ) {
    let document: JSONValue
    switch ScenarioPaths.readJSON(file) {
    case .success(let read): document = read
    case .failure(let problem): return (nil, [problem])
    }
    var decoder = ScenarioDecoder(file: file, directory: ScenarioPaths.directory(of: file), environment: environment)
    let configuration = decoder.decodeConfiguration(document, path: "")
    guard decoder.problems.isEmpty else { return (nil, decoder.problems) }
    return (configuration ?? JSONObject(), [])
  }
}
