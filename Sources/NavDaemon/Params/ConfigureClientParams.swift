import JSONRPC
import NavJSON

/// `client/configure`: `{client, configuration}`.
struct ConfigureClientParams: MethodParams {
  static let configuration = RequiredParam(
    "configuration", .object(WireSchemas.configuration), summary: "the fields to replace")
  static var declared: [any DeclaredParam] { [CommonParams.client, configuration] }

  /// The client id.
  let client: String
  /// The configuration fields to replace.
  let changes: JSONObject

  init(_ params: ParamReader) throws(RPCError) {
    changes = try params.read(Self.configuration)
    client = try params.read(CommonParams.client)
  }
}
