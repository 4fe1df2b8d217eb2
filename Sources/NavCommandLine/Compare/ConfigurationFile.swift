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
    let bytes: [UInt8]
    do throws(FileReadError) {
      bytes = try FileReadError.readFile(file, maximumBytes: ScenarioPaths.maximumFileBytes)
    } catch {
      return (nil, [ScenarioFileProblem(file: file, location: "", message: "cannot read: \(error.reason)")])
    }
    let document: JSONValue
    do throws(JSONParseError) {
      document = try JSONParser.parse(bytes)
    } catch {
      let position = TextPosition(byteOffset: error.offset, in: bytes)
      let problem = ScenarioFileProblem(
        file: file, location: position.description, message: "invalid JSON: \(error.message)", isTextPosition: true)
      return (nil, [problem])
    }
    var decoder = ScenarioDecoder(file: file, directory: ScenarioPaths.directory(of: file), environment: environment)
    let configuration = decoder.decodeConfiguration(document, path: "")
    guard decoder.problems.isEmpty else { return (nil, decoder.problems) }
    return (configuration ?? JSONObject(), [])
  }
}
