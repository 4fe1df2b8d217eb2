import JSONRPC
import NavJSON
import NavProtocol

/// The typed route table (docs/protocol.md §8, docs/routes.md): `routes/resolve`,
/// `routes/print`, `routes/coverage`.
enum RouteTableMethods {
  static var all: [MethodDescriptor<NavigationMethodLayer>] { [resolve, print, coverage] }

  static let resolve = MethodDescriptor<NavigationMethodLayer>(
    "routes/resolve", summary: "Resolves a URL to a named route with typed params, or unknown with a reason.",
    params: [
      CommonParams.client,
      ParamDescriptor("url", required: true, schema: Schema.string(), summary: "any string; never an error"),
      CommonParams.explain,
    ],
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
  ) { context, raw in
    let params = ParamReader(raw)
    let url = try params.requiredString("url")
    let trace = try ExplainFlag.trace(params)
    return try context.withClient(params) { _, client throws(RPCError) in
      let resolution = client.configuration.routeTable.resolve(url, trace: trace)
      client.coverage.record(resolution)
      let explanation = trace.map { ExplanationJSON.resolution($0, platform: ExplanationJSON.platform(of: client)) }
      return ExplainFlag.attach(explanation, to: resolution.jsonValue)
    }
  }

  static let print = MethodDescriptor<NavigationMethodLayer>(
    "routes/print", summary: "Prints a named route with params back to its canonical URL.",
    params: [
      CommonParams.client, ParamDescriptor("name", required: true, schema: Schema.string()),
      ParamDescriptor("params", schema: Schema.anyObject(), summary: "the route's params (default {})"),
    ],
    result: ResultDescriptor("printed", schema: Schema.object([("url", Schema.string())], required: ["url"]))
  ) { context, raw in
    let params = ParamReader(raw)
    let name = try params.requiredString("name")
    let routeParams = try params.object("params") ?? JSONObject()
    return try context.withClient(params) { _, client throws(RPCError) in
      do throws(RoutePrintError) {
        let url = try client.configuration.routeTable.print(name: name, params: routeParams)
        return .object(JSONObject([("url", .string(url))]))
      } catch {
        throw RPCError(error)
      }
    }
  }

  static let coverage = MethodDescriptor<NavigationMethodLayer>(
    "routes/coverage", summary: "What this client's traffic exercised of its route table.",
    params: [CommonParams.client],
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
  ) { context, raw in
    try context.withClient(ParamReader(raw)) { _, client throws(RPCError) in client.coverage.jsonValue }
  }
}
