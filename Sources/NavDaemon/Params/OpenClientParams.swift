import JSONRPC
import NavJSON

/// `client/open`: `{client, configuration?}`.
struct OpenClientParams: MethodParams {
  static let configuration = Param(
    "configuration", .object(WireSchemas.configuration), summary: "a client configuration (docs/protocol.md §4)")
  static var declared: [any DeclaredParam] { [CommonParams.client, configuration] }

  /// The id of the client to make.
  let client: String
  /// Its configuration, `nil` for the defaults.
  let configuration: JSONObject?

  init(_ params: ParamReader) throws(RPCError) {
    client = try params.read(CommonParams.client)
    configuration = try params.read(Self.configuration)
  }
}
