import Foundation
import NavDaemon

/// A scratch directory of files for `navd check`, and a way to run it and keep its output.
struct CheckCommandScratch {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navd-check-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// Writes `contents` to `name` in the directory and returns its path.
  func file(_ name: String, _ contents: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(contents.utf8).write(to: url)
    return url.path
  }

  /// The path of `name` in the directory (which may not exist).
  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  func remove() { try? FileManager.default.removeItem(at: directory) }
}

/// What one `navd check` run printed and returned.
struct CheckRun {
  var status: Int32
  var standardOutput: String
  var standardError: String

  init(_ arguments: [String]) {
    var output = ""
    var error = ""
    status = CheckCommand.run(arguments: arguments, standardOutput: { output += $0 }, standardError: { error += $0 })
    standardOutput = output
    standardError = error
  }
}

/// Sample files for the command tests.
enum CheckSamples {
  static let cleanPathConfiguration =
    #"{"settings": {}, "rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#
  static let modalTypo = """
    {"settings": {},
     "rules": [
       {"patterns": ["/new$"], "properties": {"context": "Modal"}},
       {"patterns": ["/edit("], "properties": {"presentation": "replace"}}
     ]}
    """
  static let ambiguousRoutes =
    #"[{"name": "album", "patterns": ["kkbox://album/{id}"]}, {"name": "playlist", "patterns": ["kkbox://album/{name}"]}]"#
  static let cleanRoutes = #"{"routes": [{"name": "album", "patterns": ["kkbox://album/{id:digits}"]}]}"#
  static let syntaxError = "{\n  \"rules\": [\n    {\"patterns\": [\"/a\"],}\n  ]\n}\n"
  static let emptyRule = #"{"rules": [{"patterns": [], "properties": {"context": "modal"}}]}"#
}
