import JSONRPC
import NavJSON
import NavProtocol

/// The `explain` param (``CommonParams/explain``) of `route`, `router/decide`,
/// `pathConfiguration/properties` and `routes/resolve` (docs/protocol.md §10).
enum ExplainFlag {
  /// A trace to record into when `explain` is `true`; `nil` when it is `false`.
  static func trace(_ explain: Bool) -> DecisionTrace? {
    explain ? DecisionTrace() : nil
  }

  /// `result` with `explanation` appended when there is one.
  static func attach(_ explanation: JSONValue?, to result: JSONValue) -> JSONValue {
    guard let explanation, case .object(var object) = result else { return result }
    object["explanation"] = explanation
    return .object(object)
  }
}
