import JSONRPC
import NavJSON
import NavProtocol

/// `route` (docs/protocol.md §5): the ``RouteRequest`` (`url`, `options`, `parameters`, `properties`,
/// `proposalResult`) and `client`, `tab`, `state`, `explain`.
struct RouteParams: MethodParams {
  static let options = DefaultedParam(
    "options", .visitOptions, default: VisitOptions(), summary: "visit options (default action advance)")
  static let parameters = Param("parameters", .object(), summary: "passed through to the proposal")
  static let properties = Param(
    "properties", .object(), summary: "merged over the path-configuration properties")
  static let proposalResult = DefaultedParam(
    "proposalResult", proposalResultKind, default: .accept, summary: "what the app's delegate answers (default accept)")
  static var declared: [any DeclaredParam] {
    [
      CommonParams.client, CommonParams.tab, CommonParams.url, options, parameters, properties, proposalResult,
      CommonParams.state, CommonParams.explain,
    ]
  }

  /// What to route.
  let request: RouteRequest
  /// The tab, `nil` for the active one.
  let tab: String?
  /// Whether the result carries `state`.
  let wantsState: Bool
  /// Whether the result carries `explanation`.
  let explain: Bool
  /// The client id.
  let client: String

  init(_ params: ParamReader) throws(RPCError) {
    let url = try params.read(CommonParams.url)
    let options = try params.read(Self.options)
    let parameters = try params.read(Self.parameters)
    let properties = try params.read(Self.properties)
    let proposalResult = try params.read(Self.proposalResult)
    request = RouteRequest(
      url: url, options: options, parameters: parameters, properties: properties, proposalResult: proposalResult)
    tab = try params.read(CommonParams.tab)
    wantsState = try params.read(CommonParams.state)
    explain = try params.read(CommonParams.explain)
    client = try params.read(CommonParams.client)
  }

  /// `proposalResult`: `"accept"`, `"reject"` or `{"acceptCustom": "<viewController>"}`.
  static let proposalResultKind = ParamKind<ProposalResult>(
    schema: Schema.oneOf([
      Schema.enumeration(ProposalResult.names.filter { $0 != ProposalResult.acceptCustom("").name }),
      Schema.object([("acceptCustom", Schema.string())], required: ["acceptCustom"], additional: false),
    ])
  ) { params, key throws(RPCError) in
    guard let value = params.value(key) else { return nil }
    switch value {
    case .string("accept"): return .accept
    case .string("reject"): return .reject
    case .object(let object):
      let custom = ParamReader(object, path: params.field(key))
      try custom.rejectUnknownKeys(allowed: ["acceptCustom"])
      let identifier = try custom.requiredString("acceptCustom")
      guard !identifier.isEmpty else { throw custom.invalid("acceptCustom", "must not be empty") }
      return .acceptCustom(identifier)
    default:
      throw params.invalid(
        key,
        JSONShapeIssue.wrongValue("\"accept\", \"reject\" or {\"acceptCustom\": \"<viewController>\"}", value).message)
    }
  }
}
