import JSONRPC
import NavJSON
import NavProtocol

extension MethodContext where Services == NavigationMethodLayer {
  /// Runs `action` on the navigator `target` selects (`client`, `tab`), notifies what it did, and
  /// answers an object of the members `render` writes for the outcome, with `state` appended when the
  /// `state` param asks for it.
  ///
  /// A refused action becomes its JSON-RPC error (``RPCError/init(_:)-(NavigationError)``) and, like any
  /// failing request, changes nothing.
  mutating func performNavigatorAction(
    _ target: NavigatorActionParams,
    _ action: (Navigator) throws(NavigationError) -> NavigationOutcome,
    render: (NavigationOutcome, inout JSONTextSink) -> Void
  ) throws(RPCError) -> JSONText {
    let wantsState = target.wantsState
    return try withClient(target.client) { context, client throws(RPCError) in
      let navigator = try client.navigator(tab: target.tab)
      let outcome = try RPCError.converting { () throws(NavigationError) in try action(navigator) }
      context.notify(client, navigator: navigator, outcome: outcome)
      return JSONText { sink in
        sink.beginObject()
        render(outcome, &sink)
        StateFlag.write(wanted: wantsState, client: client, navigator: navigator, to: &sink)
        sink.endObject()
      }
    }
  }
}
