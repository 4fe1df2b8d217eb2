import JSONRPC
import NavJSON
import NavProtocol

/// `client/open`, `client/close`, `client/list`, `client/configure` (docs/protocol.md §4).
enum ClientMethods {
  typealias Context = MethodContext<NavigationMethodLayer>

  static var all: [MethodDescriptor<NavigationMethodLayer>] { [open, close, list, configure] }

  static let open = MethodDescriptor<NavigationMethodLayer>(
    "client/open", summary: "Creates a client (replacing one with the same id) with an optional configuration.",
    params: OpenClientParams.self,
    result: ResultDescriptor(
      "opened",
      schema: Schema.object(
        [
          ("client", Schema.string()), ("visits", WireSchemas.tabStartVisits), ("state", WireSchemas.state),
          ("warnings", WireSchemas.warnings),
        ],
        required: ["client", "visits", "state", "warnings"]))
  ) { context, params throws(RPCError) in
    let id = params.client
    try context.services.clients.checkRoom(for: id)
    let made = try context.services.clients.makeClient(
      id: id, configuration: params.configuration, path: "configuration")
    let starts = try made.client.loadTabs()
    context.services.clients.insert(made.client)
    let navigator = made.client.group.activeNavigator
    let warnings = made.warnings.map(WireWarning.init)
    context.notify(made.client, starts: starts)
    context.notifyWarnings(made.client, warnings)
    return .object(
      JSONObject([
        ("client", .string(id)), ("visits", starts.visitsWireJSON),
        ("state", StateJSON.render(made.client, navigator: navigator)), ("warnings", warnings.wireJSON),
      ]))
  }

  static let close = MethodDescriptor<NavigationMethodLayer>(
    "client/close", summary: "Removes a client and all its state.",
    params: ClientParams.self,
    result: ResultDescriptor("closed", schema: Schema.null)
  ) { context, params throws(RPCError) in
    guard context.services.clients.remove(params.client) else { throw RPCError.unknownClient(params.client) }
    return .null
  }

  static let list = MethodDescriptor<NavigationMethodLayer>(
    "client/list", summary: "Lists the client ids, in creation order.", params: NoParams.self,
    result: ResultDescriptor(
      "clients", schema: Schema.object([("clients", Schema.array(Schema.string()))], required: ["clients"]))
  ) { context, _ throws(RPCError) in
    .object(JSONObject([("clients", .array(context.services.clients.ids.map(JSONValue.string)))]))
  }

  static let configure = MethodDescriptor<NavigationMethodLayer>(
    "client/configure",
    summary: "Replaces the given configuration fields, keeping the stacks.",
    description: "A field set to null goes back to its default. A tab that keeps its id keeps its navigator.",
    params: ConfigureClientParams.self,
    result: ResultDescriptor(
      "configured",
      schema: Schema.object(
        [("visits", WireSchemas.tabStartVisits), ("state", WireSchemas.state), ("warnings", WireSchemas.warnings)],
        required: ["visits", "state", "warnings"]))
  ) { context, params throws(RPCError) in
    let changes = params.changes
    return try context.withClient(params.client) { context, client throws(RPCError) in
      try ConfigurationDecoder.checkPlatformKept(
        changes, platform: client.configuration.platform, path: "configuration")
      let fields = ConfigurationDecoder.merge(changes, over: client.configuration.json)
      let decoded = try context.services.clients.decoder.decode(fields, path: "configuration")
      let starts = try client.reconfigure(decoded.configuration)
      let navigator = client.group.activeNavigator
      let warnings =
        changes[ClientConfiguration.Field.pathConfiguration] != nil ? decoded.warnings.map(WireWarning.init) : []
      context.notify(client, starts: starts)
      context.notifyWarnings(client, warnings)
      return .object(
        JSONObject([
          ("visits", starts.visitsWireJSON), ("state", StateJSON.render(client, navigator: navigator)),
          ("warnings", warnings.wireJSON),
        ]))
    }
  }
}
