import JSONRPC
import NavProtocol

/// Turns the library's errors into the JSON-RPC errors of docs/protocol.md §3.
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
}
