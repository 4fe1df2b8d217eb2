import JSONRPC
import NavJSON
import NavProtocol

/// `pathConfiguration/properties` and `pathConfiguration/load` (docs/protocol.md §8).
enum PathConfigurationMethods {
  static var all: [MethodDescriptor<NavigationMethodLayer>] { [properties, load] }

  static let properties = MethodDescriptor<NavigationMethodLayer>(
    "pathConfiguration/properties",
    summary: "The merged path-configuration properties for a URL and the indices of the rules that matched.",
    params: PathPropertiesParams.self,
    result: ResultDescriptor(
      "properties",
      schema: Schema.object(
        [
          ("properties", Schema.anyObject()),
          ("matchedRules", Schema.array(Schema.integer(), "loaded rules first, built-ins after them")),
          ("explanation", ExplanationJSON.schema),
        ], required: ["properties", "matchedRules"]))
  ) { context, params throws(RPCError) in
    let trace = ExplainFlag.trace(params.explain)
    return try context.withClient(params.client) { _, client throws(RPCError) in
      let configuration = client.group.configuration
      let match = configuration.pathConfiguration.properties(
        for: params.url, matchQueryStrings: configuration.matchQueryStrings, trace: trace)
      let result = JSONValue.object(
        JSONObject([
          ("properties", .object(match.properties.values)),
          ("matchedRules", .array(match.matchedRules.map { .integer(Int64($0)) })),
        ]))
      let explanation = trace.map { ExplanationJSON.properties($0, platform: ExplanationJSON.platform(of: client)) }
      return ExplainFlag.attach(explanation, to: result)
    }
  }

  static let load = MethodDescriptor<NavigationMethodLayer>(
    "pathConfiguration/load",
    summary: "Loads path-configuration sources in order; the last valid one wins, invalid ones are reported.",
    params: LoadPathConfigurationParams.self,
    result: ResultDescriptor(
      "loaded",
      schema: Schema.object(
        [
          ("rules", Schema.integer("loaded rules in effect, built-ins excluded")),
          ("settings", Schema.anyObject()),
          (
            "problems",
            Schema.array(
              Schema.object(
                [("source", Schema.integer()), ("path", Schema.string()), ("reason", Schema.string())],
                required: ["source", "path", "reason"]))
          ),
          ("warnings", WireSchemas.warnings),
        ], required: ["rules", "settings", "problems", "warnings"]))
  ) { context, params throws(RPCError) in
    let maxDepth = context.limits.maxDepth
    return try context.withClient(params.client) { context, client throws(RPCError) in
      let loaded = PathConfigurationSources.load(
        params.sources, platform: client.configuration.platform, cache: context.services.clients.cache,
        maxDepth: maxDepth)
      if let configuration = loaded.configuration, let document = loaded.document {
        try client.replacePathConfiguration(configuration, json: document)
      }
      let warnings = loaded.warnings.map(WireWarning.init)
      context.notifyWarnings(client, warnings)
      let configuration = client.group.configuration.pathConfiguration
      return .object(
        JSONObject([
          ("rules", .integer(Int64(configuration.rules.count))),
          ("settings", .object(configuration.settings)),
          ("problems", .array(loaded.problems.map(\.jsonValue))),
          ("warnings", warnings.wireJSON),
        ]))
    }
  }
}
