import JSONRPC
import NavJSON

/// The methods a step may call (docs/protocol.md §5–§8) and their handlers, looked up by name.
///
/// A step runs through the very handlers `rpc.discover` describes and a JSON-RPC request
/// reaches ([`NavigationMethodLayer.methods`](NavigationMethodLayer)): the same code, params and
/// errors, only without the JSON text around it. Client management (§4) and `compare`
/// itself are not steps: a step acts on its runner's private client.
package enum StepMethods {
  /// The step methods, in the protocol's order.
  package static let names: [String] = [
    "route", "pop", "clearAll", "reload", "currentVisitableURL", "start",
    "state", "state/export", "state/import",
    "ui/back", "ui/dismissModal", "ui/push", "visitable/didChangeURL", "tabs/select",
    "router/decide", "webView/decidePolicy", "pathConfiguration/properties", "pathConfiguration/load",
    "routes/resolve", "routes/print", "routes/coverage",
    "session/proposeVisit", "session/formSubmitted", "session/crossOriginRedirect", "session/visitFailed",
    "deepLink/open",
  ]

  /// Every method of the layer by name, as the JSON-RPC session's registry dispatches them.
  private static let handlers: [String: MethodDescriptor<NavigationMethodLayer>.Handler] = {
    var table: [String: MethodDescriptor<NavigationMethodLayer>.Handler] = [:]
    for method in NavigationMethodLayer.methods { table[method.name] = method.handler }
    return table
  }()

  private static let stepNames = Set(names)

  /// Whether `name` is a step method.
  package static func isStepMethod(_ name: String) -> Bool { stepNames.contains(name) }

  /// Calls method `name` with `params` in `context`, as the JSON-RPC session does for a request: the
  /// result, or the error a client would receive (a written result that does not parse back is `-32603`).
  static func call(_ name: String, params: JSONObject, in context: inout MethodContext<NavigationMethodLayer>)
    -> Result<JSONValue, RPCError>
  {
    guard let handler = handlers[name] else { return .failure(.methodNotFound(name)) }
    let result: MethodResult
    do throws(RPCError) {
      result = try handler(&context, params)
    } catch {
      return .failure(error)
    }
    do throws(JSONParseError) {
      return .success(try result.jsonValue())
    } catch {
      return .failure(.internalError(String(describing: error)))
    }
  }
}
