import Foundation
import NavdTestKit

@testable import NavCommandLine

/// `navd test` run in-process with its output collected.
struct ScenarioTestRun {
  var status: Int32
  var standardOutput: String
  var standardError: String

  init(_ arguments: [String]) {
    var output = ""
    var error = ""
    status = TestCommand.run(arguments: arguments, standardOutput: { output += $0 }, standardError: { error += $0 })
    standardOutput = output
    standardError = error
  }

  /// Runs the scenario file `contents` (written as `name` in `scratch`) with `options` first.
  init(_ contents: String, in scratch: ScratchDirectory, name: String = "flow.json", options: [String] = []) throws {
    let file = try scratch.file(name, contents)
    self.init(options + [file])
  }

  /// The output lines.
  var lines: [String] { standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}

/// Configurations the scenario tests share.
enum ScenarioSamples {
  static let blogRules = """
    {"settings": {}, "rules": [
      {"patterns": ["/new$", "/edit$"], "properties": {"context": "modal"}},
      {"patterns": ["/sheet$"], "properties": {"context": "modal", "modal_style": "medium"}},
      {"patterns": ["^/$"], "properties": {"presentation": "replace_root"}}
    ]}
    """

  static let blogConfiguration = """
    {"startLocation": "https://blog.example/", "pathConfiguration": \(blogRules)}
    """

  /// A scenario named `name` on the blog configuration with `steps` (JSON text).
  static func scenario(_ name: String = "flow", steps: String, extra: String = "") -> String {
    """
    {"name": "\(name)", \(extra)"configuration": \(blogConfiguration), "steps": \(steps)}
    """
  }
}
