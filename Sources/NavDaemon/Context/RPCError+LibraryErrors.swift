import JSONRPC
import NavProtocol

/// The one place the library's errors become JSON-RPC errors (docs/protocol.md §3): handlers
/// throw ``RPCError`` and convert a library error with these initializers, never rewording it.
extension RPCError {
  /// A navigator's refusal: `-32012` for the stack limit, else `-32602` naming the field.
  package init(_ error: NavigationError) {
    switch error {
    case .stackLimitExceeded(_, let limit):
      self = .limitReached(NavigationLimits.Name.maxStackEntries, value: limit)
    default:
      self = .invalidParams(field: error.field ?? "params", reason: error.message)
    }
  }

  /// Params a route cannot print: `-32602` at the param.
  package init(_ error: RoutePrintError) {
    self = .invalidParams(field: error.field, reason: error.reason)
  }

  /// Runs a navigator action, converting its refusal (``init(_:)-(NavigationError)``).
  @discardableResult
  package static func converting<Value>(_ action: () throws(NavigationError) -> Value) throws(RPCError) -> Value {
    do throws(NavigationError) {
      return try action()
    } catch {
      throw RPCError(error)
    }
  }
}
