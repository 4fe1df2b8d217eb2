import NavJSON

/// Builds the `rpc.discover` result: an OpenRPC 1.3.2 document describing every method.
///
/// Params become content descriptors `{name, required, schema[, summary]}`;
/// results `{name, schema[, summary]}`. Notifications have no `result` and carry
/// the extension `"x-notification": true`, since OpenRPC cannot express them.
/// All methods take named params (`paramStructure: "by-name"`).
enum OpenRPCDocument {
  static let specificationVersion = "1.3.2"

  static func make(methods: [MethodDocumentation], server: ServerInfo) -> JSONValue {
    [
      "openrpc": .string(specificationVersion),
      "info": [
        "title": .string(server.name),
        "version": .string(server.version),
        "description": .string(server.summary),
      ],
      "methods": .array(methods.map(describe)),
    ]
  }

  private static func describe(_ method: MethodDocumentation) -> JSONValue {
    var object = JSONObject()
    object["name"] = .string(method.name)
    object["summary"] = .string(method.summary)
    if let description = method.description { object["description"] = .string(description) }
    object["paramStructure"] = "by-name"
    object["params"] = .array(
      method.params.map { param in
        var descriptor = JSONObject()
        descriptor["name"] = .string(param.name)
        if let summary = param.summary { descriptor["summary"] = .string(summary) }
        descriptor["required"] = .bool(param.required)
        descriptor["schema"] = param.schema
        return .object(descriptor)
      })
    if let result = method.result {
      var descriptor = JSONObject()
      descriptor["name"] = .string(result.name)
      if let summary = result.summary { descriptor["summary"] = .string(summary) }
      descriptor["schema"] = result.schema
      object["result"] = .object(descriptor)
    } else {
      object["x-notification"] = true
    }
    return .object(object)
  }
}
