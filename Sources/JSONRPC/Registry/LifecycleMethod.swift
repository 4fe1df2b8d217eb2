import NavJSON

/// The methods the session itself implements (docs/protocol.md §2).
enum LifecycleMethod: CaseIterable {
  case initialize
  case initialized
  case shutdown
  case exit
  case cancelRequest
  case discover

  /// The method name on the wire.
  var name: String {
    switch self {
    case .initialize: "initialize"
    case .initialized: "initialized"
    case .shutdown: "shutdown"
    case .exit: "exit"
    case .cancelRequest: "$/cancelRequest"
    case .discover: "rpc.discover"
    }
  }

  /// The method's description in the OpenRPC document of a server that is `server` and whose
  /// method layer describes `initialize` as `initialize`.
  func documentation(server: ServerInfo, initialize: InitializeDocumentation) -> MethodDocumentation {
    switch self {
    case .initialize:
      MethodDocumentation(
        name: name,
        summary: "Starts the session; must be the first request.",
        description: initialize.description,
        params: [
          ParamDescriptor(
            "clientInfo",
            schema: [
              "type": "object",
              "properties": ["name": ["type": "string"], "version": ["type": "string"]],
            ], summary: "Who the client is."),
          ParamDescriptor(
            "capabilities",
            schema: ["type": "object", "properties": ["notifications": ["type": "boolean"]]],
            summary: initialize.capabilitiesSummary),
          ParamDescriptor(
            "configuration", schema: ["type": "object"],
            summary: initialize.configurationSummary),
        ],
        result: ResultDescriptor("initializeResult", schema: Self.initializeResultSchema(server)))
    case .initialized:
      MethodDocumentation(
        name: name, summary: "Client notification after `initialize`; no effect.", result: nil)
    case .shutdown:
      MethodDocumentation(
        name: name, summary: "Ends the session: afterwards every request but `exit` is -32600.",
        result: ResultDescriptor("null", schema: ["type": "null"]))
    case .exit:
      MethodDocumentation(
        name: name, summary: "Client notification: the process exits, status 0 after `shutdown`, else 1.",
        result: nil)
    case .cancelRequest:
      MethodDocumentation(
        name: name,
        summary: "Client notification: a queued request with this id is answered -32800 instead of running.",
        params: [
          ParamDescriptor(
            "id", required: true, schema: ["type": ["string", "integer"]], summary: "The id of the request to cancel.")
        ],
        result: nil)
    case .discover:
      MethodDocumentation(
        name: name, summary: "This OpenRPC 1.3.2 document.",
        result: ResultDescriptor(
          "openrpcDocument", schema: ["type": "object", "required": ["openrpc", "info", "methods"]]))
    }
  }

  /// The schema of the default ``MethodLayer/initializeResult(context:methodNames:)`` of `server`.
  private static func initializeResultSchema(_ server: ServerInfo) -> JSONValue {
    var required: [JSONValue] = ["serverInfo"]
    var infoProperties: JSONObject = ["name": ["const": .string(server.name)], "version": ["type": "string"]]
    for (key, value) in server.details { infoProperties[key] = ["const": value] }
    var properties: JSONObject = [
      "serverInfo": [
        "type": "object", "required": .array((["name", "version"] + server.details.keys).map { .string($0) }),
        "properties": .object(infoProperties),
      ]
    ]
    if let protocolVersion = server.protocolVersion {
      required.append("protocolVersion")
      properties["protocolVersion"] = ["const": .integer(Int64(protocolVersion))]
    }
    required.append("capabilities")
    properties["capabilities"] = [
      "type": "object", "required": ["methods", "framing", "batches"],
      "properties": [
        "methods": ["type": "array", "items": ["type": "string"]],
        "framing": ["enum": ["lsp", "ndjson"]],
        "batches": ["const": true],
      ],
    ]
    return ["type": "object", "required": .array(required), "properties": .object(properties)]
  }
}
