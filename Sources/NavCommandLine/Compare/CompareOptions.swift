/// What `navd compare` was asked to do.
package struct CompareOptions: Sendable, Hashable {
  /// The operands given; ``CompareCommand`` accepts exactly one, the scenario file.
  package var operands: [String] = []
  /// The configuration files given, keyed `configuration`, `ios` or `android`.
  package var files: [String: String] = [:]
  /// `--html FILE`: the HTML report (docs/compare.md).
  package var htmlFile: String?

  /// The scenario file.
  var scenarioFile: String { operands[0] }

  /// The configuration files given, keyed `configuration`, `ios` or `android`, in that order.
  var configurationFiles: [(key: String, file: String)] {
    ["configuration", "ios", "android"].compactMap { key in files[key].map { (key: key, file: $0) } }
  }

  /// Parses the arguments after `compare` as ``CompareCommand/options`` declares them; `nil` for `--help`.
  static func parse(_ arguments: [String]) throws(ArgumentError) -> CompareOptions? {
    try CompareCommand.parse(arguments)
  }
}
