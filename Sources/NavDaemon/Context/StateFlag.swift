import JSONRPC
import NavJSON
import NavProtocol

/// The `state` param (``CommonParams/state``) of the §5–§7 methods: `false` leaves `state` out of
/// the result, so no work that grows with stack depth is done for it.
enum StateFlag {
  /// `result` with `state` appended when wanted.
  static func attach(
    to result: JSONObject, wanted: Bool, client: Client, navigator: Navigator
  ) -> JSONValue {
    guard wanted else { return .object(result) }
    var withState = result
    withState["state"] = StateJSON.render(client, navigator: navigator)
    return .object(withState)
  }

  /// Writes the `state` member into the object open in `sink` when wanted.
  static func write<Sink: JSONSink>(wanted: Bool, client: Client, navigator: Navigator, to sink: inout Sink) {
    guard wanted else { return }
    sink.key("state")
    StateJSON.write(client, navigator: navigator, to: &sink)
  }
}
