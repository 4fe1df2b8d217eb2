import NavJSON
import NavProtocol

/// Renders the `route` result (docs/protocol.md §5) without its `state`.
enum RouteResultJSON {
  /// `{decision, handler, external, proposal, proposalResult, operations, visits, route, warnings}`.
  static func render(_ routed: RouteOutcome, route: JSONValue, platform: Platform) -> JSONObject {
    JSONObject([
      ("decision", .string(routed.decision.rawValue)),
      ("handler", routed.handler.map(JSONValue.string) ?? .null),
      ("external", routed.external?.wireJSON ?? .null),
      ("proposal", routed.proposal.wireJSON(on: platform)),
      ("proposalResult", routed.proposalResult?.wireJSON ?? .null),
      ("operations", routed.operations.wireJSON),
      ("visits", routed.visits.wireJSON),
      ("route", route),
      ("warnings", routed.warnings.map(WireWarning.init).wireJSON),
    ])
  }
}
