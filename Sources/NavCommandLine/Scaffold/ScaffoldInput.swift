import JSONRPC
import NavJSON
import NavProtocol

/// Reads the JSON file `navd scaffold` generates cases for.
enum ScaffoldInput {
  /// The document in `file`, or why it cannot be read.
  static func read(_ file: String) -> Result<JSONValue, ScenarioFileProblemError> {
    let bytes: [UInt8]
    do throws(FileReadError) {
      bytes = try FileReadError.readFile(file, maximumBytes: ScenarioPaths.maximumFileBytes)
    } catch {
      return .failure(
        ScenarioFileProblemError(ScenarioFileProblem(file: file, location: "", message: "cannot read: \(error.reason)"))
      )
    }
    do throws(JSONParseError) {
      return .success(try JSONParser.parse(bytes))
    } catch {
      let position = TextPosition(byteOffset: error.offset, in: bytes)
      return .failure(
        ScenarioFileProblemError(
          ScenarioFileProblem(
            file: file, location: position.description, message: "invalid JSON: \(error.message)", isTextPosition: true)
        ))
    }
  }
}

/// A ``ScenarioFileProblem`` as an error.
struct ScenarioFileProblemError: Error, CustomStringConvertible {
  /// The problem.
  var problem: ScenarioFileProblem
  init(_ problem: ScenarioFileProblem) { self.problem = problem }
  /// The problem's line.
  var description: String { problem.description }
}

/// What a scaffold produced: the scenarios, the cases it left out, or the input's problems.
struct ScaffoldOutput {
  /// The scenarios to write.
  var scenarios: [JSONObject] = []
  /// One line per case left out.
  var notes: [String] = []
  /// Why the input is invalid (nothing is written then).
  var problems: [ScenarioFileProblem] = []
}
