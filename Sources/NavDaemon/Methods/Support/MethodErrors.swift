import NavProtocol

/// Turns the library's errors into the JSON-RPC errors of PROTOCOL.md §3.
enum MethodErrors {
  /// A navigator's refusal: `-32012` for the stack limit, else `-32602` naming the field.
  static func navigation(_ error: NavigationError) -> RPCError {
    switch error {
    case .stackLimitExceeded(_, let limit):
      return .limitReached(.maxStackEntries, value: limit)
    default:
      return .invalidParams(field: error.field ?? "params", reason: error.message)
    }
  }

  /// An invalid route table or path configuration, its problems under `prefix`.
  static func configurationProblems(_ problems: [(path: String, reason: String)], under prefix: String) -> RPCError {
    .invalidConfiguration(
      problems: problems.map { ConfigurationProblem(path: FieldPath.join(prefix, $0.path), reason: $0.reason) })
  }
}
