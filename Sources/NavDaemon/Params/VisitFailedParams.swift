import JSONRPC
import NavJSON

/// `session/visitFailed` (docs/web-side.md): a visit failed; the entry shows its error view.
struct VisitFailedParams: MethodParams {
  static let statusCode = RequiredParam("statusCode", statusCodeKind, summary: "0 (a network error) or 400 to 599")
  static let entry = Param("entry", .integer, summary: "an entry id (default: the active stack's top)")
  static var declared: [any DeclaredParam] {
    [CommonParams.client, CommonParams.tab, statusCode, entry, CommonParams.state]
  }

  /// The failed visit's status.
  let statusCode: Int
  /// The entry, `nil` for the active stack's top.
  let entry: Int64?
  /// The tab, `nil` for the active one.
  let tab: String?
  /// Whether the result carries `state`.
  let wantsState: Bool
  /// The client id.
  let client: String

  init(_ params: ParamReader) throws(RPCError) {
    statusCode = try params.read(Self.statusCode)
    entry = try params.read(Self.entry)
    tab = try params.read(CommonParams.tab)
    wantsState = try params.read(CommonParams.state)
    client = try params.read(CommonParams.client)
  }

  /// `statusCode`: `0` or 400–599.
  private static let statusCodeKind = ParamKind<Int>(
    schema: Schema.integer("0 for a network error, else 400 to 599")
  ) { params, key throws(RPCError) in
    guard let code = try params.integer(key) else { return nil }
    guard code == 0 || (400...599).contains(code) else {
      throw params.invalid(
        key, JSONShapeIssue.wrongValue(expected: "0 or an HTTP error status from 400 to 599", got: "\(code)").message)
    }
    return Int(code)
  }
}
