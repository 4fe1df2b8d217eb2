import JSONRPC
import NavJSON
import NavProtocol

/// `client/open`, `client/close`, `client/list`, `client/configure` (docs/protocol.md §4).
enum ClientMethods {
  typealias Context = MethodContext<NavigationMethodLayer>

  static var all: [MethodDescriptor<NavigationMethodLayer>] { [open, close, list, configure] }

  private static let configurationParam = ParamDescriptor(
    "configuration", schema: WireSchemas.configuration, summary: "a client configuration (docs/protocol.md §4)")

  static let open = MethodDescriptor<NavigationMethodLayer>(
    "client/open", summary: "Creates a client (replacing one with the same id) with an optional configuration.",
    params: [CommonParams.client, configurationParam],
    result: ResultDescriptor(
      "opened",
      schema: Schema.object(
        [("client", Schema.string()), ("state", WireSchemas.state), ("warnings", WireSchemas.warnings)],
        required: ["client", "state", "warnings"]))
  ) { context, raw in
    let params = ParamReader(raw)
    let id = try Context.clientID(params)
    let configuration = try params.object("configuration")
    try context.services.clients.checkRoom(for: id)
    let made = try context.services.clients.makeClient(id: id, configuration: configuration, path: "configuration")
    let outcome = try made.client.startActiveTab()
    context.services.clients.insert(made.client)
    let navigator = made.client.group.activeNavigator
    let warnings = made.warnings.map(WireWarning.init)
    context.notify(made.client, navigator: navigator, outcome: outcome)
    context.notifyWarnings(made.client, warnings)
    return .object(
      JSONObject([
        ("client", .string(id)), ("state", StateJSON.render(made.client, navigator: navigator)),
        ("warnings", warnings.wireJSON),
      ]))
  }

  static let close = MethodDescriptor<NavigationMethodLayer>(
    "client/close", summary: "Removes a client and all its state.",
    params: [CommonParams.client],
    result: ResultDescriptor("closed", schema: Schema.null)
  ) { context, raw in
    let params = ParamReader(raw)
    let id = try Context.clientID(params)
    guard context.services.clients.remove(id) else { throw RPCError.unknownClient(id) }
    return .null
  }

  static let list = MethodDescriptor<NavigationMethodLayer>(
    "client/list", summary: "Lists the client ids, in creation order.",
    result: ResultDescriptor(
      "clients", schema: Schema.object([("clients", Schema.array(Schema.string()))], required: ["clients"]))
  ) { context, _ in
    .object(JSONObject([("clients", .array(context.services.clients.ids.map(JSONValue.string)))]))
  }

  static let configure = MethodDescriptor<NavigationMethodLayer>(
    "client/configure",
    summary: "Replaces the given configuration fields, keeping the stacks.",
    description: "A field set to null goes back to its default. A tab that keeps its id keeps its navigator.",
    params: [
      CommonParams.client,
      ParamDescriptor(
        "configuration", required: true, schema: WireSchemas.configuration, summary: "the fields to replace"),
    ],
    result: ResultDescriptor(
      "configured",
      schema: Schema.object(
        [("state", WireSchemas.state), ("warnings", WireSchemas.warnings)], required: ["state", "warnings"]))
  ) { context, raw in
    let params = ParamReader(raw)
    guard let changes = try params.object("configuration") else {
      throw params.invalid("configuration", "is required")
    }
    return try context.withClient(params) { context, client throws(RPCError) in
      try ConfigurationDecoder.checkPlatformKept(
        changes, platform: client.configuration.platform, path: "configuration")
      let fields = ConfigurationDecoder.merge(changes, over: client.configuration.json)
      let decoded = try context.services.clients.decoder.decode(fields, path: "configuration")
      let outcome = try client.reconfigure(decoded.configuration)
      let navigator = client.group.activeNavigator
      let warnings =
        changes[ClientConfiguration.Field.pathConfiguration] != nil ? decoded.warnings.map(WireWarning.init) : []
      context.notify(client, navigator: navigator, outcome: outcome)
      context.notifyWarnings(client, warnings)
      return .object(
        JSONObject([
          ("state", StateJSON.render(client, navigator: navigator)), ("warnings", warnings.wireJSON),
        ]))
    }
  }
}
