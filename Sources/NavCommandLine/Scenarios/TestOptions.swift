import NavProtocol

/// What `navd test` was asked to do.
package struct TestOptions: Sendable, Hashable {
  /// The files and directories, in order.
  var paths: [String] = []
  /// `--platform P`: only the scenarios that list P, and only on P.
  var platform: Platform?
  /// `--junit FILE`.
  var junitFile: String?
  /// `--html FILE`: the HTML report (docs/scenarios.md).
  var htmlFile: String?
  /// `--json`: one JSON document instead of the lines.
  var json = false
  /// `--shard K/N`: only the scenarios of part K of N (``ScenarioShard``).
  var shard: ScenarioShard?

  /// Parses the arguments after `test` as ``TestCommand/options`` declares them; `nil` for `--help`.
  static func parse(_ arguments: [String]) throws(ArgumentError) -> TestOptions? {
    try TestCommand.parse(arguments)
  }
}
