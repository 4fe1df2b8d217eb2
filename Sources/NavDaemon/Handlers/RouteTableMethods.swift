import JSONRPC
import NavJSON
import NavProtocol

/// The typed route table (docs/protocol.md §8, docs/routes.md): `routes/resolve`,
/// `routes/print`, `routes/coverage`.
enum RouteTableMethods {
  static var all: [MethodDescriptor<NavigationMethodLayer>] { [resolve, print, coverage] }

  static let resolve = MethodDescriptor<NavigationMethodLayer>(
    "routes/resolve", summary: "Resolves a URL to a named route with typed params, or unknown with a reason.",
    params: ResolveRouteParams.self,
    result: ResultDescriptor(
      "resolution",
      schema: Schema.oneOf([
        Schema.object(
          [
            ("name", Schema.string()), ("params", Schema.anyObject()), ("query", Schema.anyObject()),
            ("canonicalURL", Schema.string()), ("explanation", ExplanationJSON.schema),
          ], required: ["name", "params", "query", "canonicalURL"]),
        Schema.object(
          [
            ("name", Schema.constant("unknown")),
            (
              "reason",
              Schema.enumeration(UnknownRouteReason.allCases.map(\.rawValue))
            ),
            ("explanation", ExplanationJSON.schema),
          ], required: ["name", "reason"]),
      ]))
  ) { context, params throws(RPCError) in
    let trace = ExplainFlag.trace(params.explain)
    return try context.withClient(params.client) { _, client throws(RPCError) in
      let resolution = client.configuration.routeTable.resolve(params.url, trace: trace)
      client.coverage.record(resolution)
      let explanation = trace.map { ExplanationJSON.resolution($0, platform: ExplanationJSON.platform(of: client)) }
      return ExplainFlag.attach(explanation, to: resolution.jsonValue)
    }
  }

  static let print = MethodDescriptor<NavigationMethodLayer>(
    "routes/print", summary: "Prints a named route with params back to its canonical URL.",
    params: PrintRouteParams.self,
    result: ResultDescriptor("printed", schema: Schema.object([("url", Schema.string())], required: ["url"]))
  ) { context, params throws(RPCError) in
    try context.withClient(params.client) { _, client throws(RPCError) in
      do throws(RoutePrintError) {
        let url = try client.configuration.routeTable.print(name: params.name, params: params.routeParams)
        return .object(JSONObject([("url", .string(url))]))
      } catch {
        throw RPCError(error)
      }
    }
  }

  static let coverage = MethodDescriptor<NavigationMethodLayer>(
    "routes/coverage", summary: "What this client's traffic exercised of its route table.",
    params: ClientParams.self,
    result: ResultDescriptor(
      "coverage",
      schema: Schema.object(
        [
          (
            "routes",
            Schema.array(
              Schema.object([("name", Schema.string()), ("hits", Schema.integer())], required: ["name", "hits"]))
          ),
          ("unused", Schema.array(Schema.string())),
        ], required: ["routes", "unused"]))
  ) { context, params throws(RPCError) in
    try context.withClient(params.client) { _, client throws(RPCError) in client.coverage.jsonValue }
  }
}
