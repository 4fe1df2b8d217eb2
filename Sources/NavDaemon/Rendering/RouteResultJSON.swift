import NavJSON
import NavProtocol

/// Renders the `route` result (docs/protocol.md §5) without its `state`.
enum RouteResultJSON {
  /// Writes the members `decision, handler, external, proposal, proposalResult, operations, visits,
  /// route, warnings` into the object open in `sink`.
  static func writeMembers<Sink: JSONSink>(
    _ routed: RouteOutcome, route: JSONValue, platform: Platform, to sink: inout Sink
  ) {
    sink.member("decision", routed.inPlace ? nil : routed.decision.rawValue)
    sink.member("handler", routed.handler)
    sink.key("external")
    if let external = routed.external { external.write(to: &sink) } else { sink.null() }
    sink.key("proposal")
    routed.proposal.write(on: platform, to: &sink)
    sink.member("proposalResult", routed.proposalResult?.name)
    sink.key("operations")
    routed.operations.write(to: &sink)
    sink.key("visits")
    routed.visits.write(to: &sink)
    sink.member("route", route)
    sink.key("warnings")
    routed.warnings.map(WireWarning.init).write(to: &sink)
  }
}
