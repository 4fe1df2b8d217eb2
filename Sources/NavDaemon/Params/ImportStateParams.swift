import JSONRPC
import NavJSON

/// `state/import`: `{client, tab, state}`.
struct ImportStateParams: MethodParams {
  private static let shortEntry = Schema.object(
    [
      ("url", Schema.url("the stamp; absent makes an unstamped entry")),
      ("viewController", Schema.string("default \"web\"")),
      ("currentURL", Schema.url()), ("pullToRefreshEnabled", Schema.boolean()),
      ("modalDismissGestureEnabled", Schema.boolean()),
    ], additional: false)

  static let state = RequiredParam(
    "state",
    .object(
      Schema.oneOf([
        Schema.object(
          [("format", Schema.constant(StateExport.format))], required: ["format"], "a state/export document"),
        Schema.object(
          [
            ("main", Schema.array(shortEntry)), ("modal", Schema.array(shortEntry)),
            ("presented", Schema.boolean()), ("modalStyle", WireSchemas.modalStyle),
          ], additional: false, "the short form"),
      ])))
  static var declared: [any DeclaredParam] { [CommonParams.client, CommonParams.tab, state] }

  /// The client id.
  let client: String
  /// The tab shown in the result (and set by the short form), `nil` for the active one.
  let tab: String?
  /// A `state/export` document or the short form, checked by ``StateImport``.
  let state: JSONObject

  init(_ params: ParamReader) throws(RPCError) {
    state = try params.read(Self.state)
    tab = try params.read(CommonParams.tab)
    client = try params.read(CommonParams.client)
  }
}
