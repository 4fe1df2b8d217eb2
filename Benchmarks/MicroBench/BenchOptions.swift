/// Command-line options of `navd-microbench`.
struct BenchOptions {
  /// `--quick`: fewer clients and iterations, for a fast smoke run.
  var quick = false
  /// `--only NAME`: run only the section whose name starts with NAME.
  var only: String?
  /// `--json`: print the exported figures as one JSON object on the last stdout line.
  var json = false

  /// The usage line printed for `--help` or an unknown argument.
  static let usage =
    "usage: navd-microbench [--quick] [--json] [--only memory|depth|path|routes|explain|check|diff|json|lsp]"

  /// Parses `arguments` (without the program name).
  static func parse(_ arguments: [String]) -> Result<BenchOptions, BenchUsageError> {
    var options = BenchOptions()
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case "--quick":
        options.quick = true
      case "--json":
        options.json = true
      case "--only":
        guard index + 1 < arguments.count else { return .failure(BenchUsageError(message: "--only needs a name")) }
        index += 1
        options.only = arguments[index]
      case "--help", "-h":
        return .failure(BenchUsageError(message: nil))
      default:
        return .failure(BenchUsageError(message: "unknown argument '\(arguments[index])'"))
      }
      index += 1
    }
    return .success(options)
  }

  /// Whether section `name` runs.
  func runs(_ name: String) -> Bool {
    guard let only else { return true }
    return name.hasPrefix(only)
  }
}

/// A command line `navd-microbench` does not accept; `message` is `nil` for `--help`.
struct BenchUsageError: Error {
  let message: String?
}
