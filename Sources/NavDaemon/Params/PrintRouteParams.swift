import JSONRPC
import NavJSON

/// `routes/print`: `{client, name, params}`.
struct PrintRouteParams: MethodParams {
  static let name = RequiredParam("name", .string)
  static let routeParams = DefaultedParam(
    "params", .object(), default: JSONObject(), summary: "the route's params (default {})")
  static var declared: [any DeclaredParam] { [CommonParams.client, name, routeParams] }

  /// The route's name.
  let name: String
  /// The route's params.
  let routeParams: JSONObject
  /// The client id.
  let client: String

  init(_ params: ParamReader) throws(RPCError) {
    name = try params.read(Self.name)
    routeParams = try params.read(Self.routeParams)
    client = try params.read(CommonParams.client)
  }
}
