/// What decided the platform a document was checked as (the JSON and SARIF outputs' `platformFrom`).
public enum PlatformSource: String, Sendable, Hashable, CaseIterable {
  /// The command line or the session asked for it (`--platform ios`).
  case option
  /// `--platform auto` read it from the file's path (``PlatformPathEvidence``).
  case path
  /// `--platform auto` read it from the document: a client configuration's `platform`, or a
  /// rule with a key only that platform reads.
  case keys
  /// Nothing named a platform: iOS.
  case `default`

  /// How the text output says it: `from the file's path`.
  public var phrase: String {
    switch self {
    case .option: "as asked"
    case .path: "from the file's path"
    case .keys: "from the document's keys"
    case .default: "by default"
    }
  }
}
