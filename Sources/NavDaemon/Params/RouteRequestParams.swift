import JSONRPC
import NavJSON
import NavProtocol

/// Decodes the params of `route` (docs/protocol.md §5) into a ``RouteRequest``.
enum RouteRequestParams {
  /// The request in `params`: `url`, `options`, `parameters`, `properties`, `proposalResult`.
  static func decode(_ params: ParamReader) throws(RPCError) -> RouteRequest {
    let url = try params.requiredURL("url")
    let options = try decodeOptions(params)
    let parameters = try params.object("parameters")
    let properties = try params.object("properties")
    let proposalResult = try decodeProposalResult(params)
    return RouteRequest(
      url: url, options: options, parameters: parameters, properties: properties, proposalResult: proposalResult)
  }

  private static func decodeOptions(_ params: ParamReader) throws(RPCError) -> VisitOptions {
    guard let options = try params.nested("options") else { return VisitOptions() }
    try options.rejectUnknownKeys(allowed: ["action", "response"])
    let action = try options.enumeration("action", as: VisitAction.self) ?? .advance
    guard let response = try options.nested("response") else { return VisitOptions(action: action) }
    try response.rejectUnknownKeys(allowed: ["statusCode", "redirected", "responseHTML"])
    guard let statusCode = try response.integer("statusCode") else {
      throw response.invalid("statusCode", "is required")
    }
    guard (100...999).contains(statusCode) else {
      throw response.invalid(
        "statusCode",
        JSONShapeIssue.wrongValue(expected: "an HTTP status code from 100 to 999", got: "\(statusCode)").message)
    }
    let redirected = try response.bool("redirected") ?? false
    let responseHTML = try response.string("responseHTML")
    return VisitOptions(
      action: action,
      response: VisitResponse(statusCode: Int(statusCode), redirected: redirected, responseHTML: responseHTML))
  }

  private static func decodeProposalResult(_ params: ParamReader) throws(RPCError) -> ProposalResult {
    let key = "proposalResult"
    guard let value = params.value(key) else { return .accept }
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
