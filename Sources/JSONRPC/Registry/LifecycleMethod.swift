/// The methods the session itself implements (docs/protocol.md §2).
enum LifecycleMethod: CaseIterable {
  case initialize
  case initialized
  case shutdown
  case exit
  case cancelRequest
  case discover

  var documentation: MethodDocumentation {
    switch self {
    case .initialize:
      MethodDocumentation(
        name: "initialize",
        summary: "Starts the session; must be the first request.",
        description: "Applies `configuration` to the `default` client. A second `initialize` is -32600.",
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
            summary: "`notifications: true` asks for navigator/didChange and window/logMessage."),
          ParamDescriptor(
            "configuration", schema: ["type": "object"],
            summary: "A client configuration (docs/protocol.md §4) for the `default` client."),
        ],
        result: ResultDescriptor(
          "initializeResult",
          schema: [
            "type": "object",
            "required": ["serverInfo", "protocolVersion", "capabilities"],
            "properties": [
              "serverInfo": [
                "type": "object", "required": ["name", "version"],
                "properties": ["name": ["const": "navd"], "version": ["type": "string"]],
              ],
              "protocolVersion": ["const": 1],
              "capabilities": [
                "type": "object", "required": ["methods", "framing", "batches"],
                "properties": [
                  "methods": ["type": "array", "items": ["type": "string"]],
                  "framing": ["enum": ["lsp", "ndjson"]],
                  "batches": ["const": true],
                ],
              ],
            ],
          ]))
    case .initialized:
      MethodDocumentation(
        name: "initialized", summary: "Client notification after `initialize`; no effect.", result: nil)
    case .shutdown:
      MethodDocumentation(
        name: "shutdown", summary: "Ends the session: afterwards every request but `exit` is -32600.",
        result: ResultDescriptor("null", schema: ["type": "null"]))
    case .exit:
      MethodDocumentation(
        name: "exit", summary: "Client notification: the process exits, status 0 after `shutdown`, else 1.",
        result: nil)
    case .cancelRequest:
      MethodDocumentation(
        name: "$/cancelRequest",
        summary: "Client notification: a queued request with this id is answered -32800 instead of running.",
        params: [
          ParamDescriptor(
            "id", required: true, schema: ["type": ["string", "integer"]], summary: "The id of the request to cancel.")
        ],
        result: nil)
    case .discover:
      MethodDocumentation(
        name: "rpc.discover", summary: "This OpenRPC 1.3.2 document.",
        result: ResultDescriptor(
          "openrpcDocument", schema: ["type": "object", "required": ["openrpc", "info", "methods"]]))
    }
  }
}
