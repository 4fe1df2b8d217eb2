/// What `navd scaffold` was asked to do.
package struct ScaffoldOptions: Sendable, Hashable {
  /// What the input is.
  enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A route table.
    case routes
    /// A path configuration.
    case paths
  }

  /// What the input is.
  var kind: Kind
  /// The input file.
  var input: String
  /// `--output FILE`.
  var output: String?
  /// `--start-location URL` (paths).
  var startLocation = defaultStartLocation

  /// The origin of `--start-location` when it is not given.
  static let defaultStartLocation = "https://app.example/"

  /// What a `navd scaffold` command line says so far, as it is read.
  package struct Arguments: Sendable {
    /// The operands: the kind word, then the input file.
    var operands: [String] = []
    /// `--output FILE`.
    var output: String?
    /// `--start-location URL`, when given.
    var startLocation: String?
  }

  /// Parses the arguments after `scaffold` as ``ScaffoldCommand/options`` declares them; `nil` for `--help`.
  static func parse(_ arguments: [String]) throws(ArgumentError) -> ScaffoldOptions? {
    try ScaffoldCommand.parse(arguments)
  }
}
