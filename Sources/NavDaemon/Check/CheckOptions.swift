/// What `navd check` was asked to do.
public struct CheckOptions: Sendable, Hashable {
  /// The files to check, in order, as given.
  public var files: [String]
  /// Print one JSON document instead of text lines.
  public var json: Bool

  /// Options for `files`, as text unless `json`.
  public init(files: [String], json: Bool = false) {
    self.files = files
    self.json = json
  }
}

/// What the `navd check` command line asks for.
public enum CheckInvocation: Sendable, Hashable {
  /// Check files.
  case check(CheckOptions)
  /// `--help`.
  case help

  /// Parses the arguments after `check`: `[--json] [--] FILE...`, or `-h`/`--help`.
  public static func parse(_ arguments: [String]) throws(CheckArgumentError) -> CheckInvocation {
    var files: [String] = []
    var json = false
    var optionsEnded = false
    for argument in arguments {
      if optionsEnded || !argument.hasPrefix("-") {
        files.append(argument)
        continue
      }
      switch argument {
      case "--": optionsEnded = true
      case "--json": json = true
      case "-h", "--help": return .help
      default: throw .unknownOption(argument)
      }
    }
    guard !files.isEmpty else { throw .noFiles }
    return .check(CheckOptions(files: files, json: json))
  }
}

/// A `navd check` command line that cannot run (exit status 2).
public enum CheckArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An option `navd check` does not have.
  case unknownOption(String)
  /// No FILE argument.
  case noFiles

  /// The message, without the `navd check:` prefix.
  public var message: String {
    switch self {
    case .unknownOption(let option): "unknown option \(option)"
    case .noFiles: "no FILE to check"
    }
  }

  public var description: String { message }
}
