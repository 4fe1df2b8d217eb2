import JSONRPC
import NavJSON
import NavProtocol

/// `session/proposeVisit`, `session/formSubmitted`, `session/crossOriginRedirect`,
/// `session/visitFailed` (docs/web-side.md): what a web view tells its navigator.
enum WebSideMethods {
  typealias Context = MethodContext<NavigationMethodLayer>

  static var all: [MethodDescriptor<NavigationMethodLayer>] {
    [proposeVisit, formSubmitted, crossOriginRedirect, visitFailed]
  }

  /// The `route` result plus `inPlace`.
  private static let proposalResultSchema: JSONValue = {
    guard case .object(var schema) = WireSchemas.routeResult,
      case .object(var properties) = schema["properties"] ?? .null,
      case .array(var required) = schema["required"] ?? .null
    else { return WireSchemas.routeResult }
    properties["decision"] = Schema.nullable(WireSchemas.routerDecision)
    properties["inPlace"] = Schema.boolean("true: the web view re-rendered in place; decision is null")
    required.append(.string("inPlace"))
    schema["properties"] = .object(properties)
    schema["required"] = .array(required)
    return .object(schema)
  }()

  static let proposeVisit = MethodDescriptor<NavigationMethodLayer>.writing(
    "session/proposeVisit",
    summary: "A web session proposes a visit: re-rendered in place, or routed after iOS's redirect rules.",
    params: ProposeVisitParams.self,
    result: ResultDescriptor("proposed", schema: proposalResultSchema)
  ) { context, params throws(RPCError) in
    try NavigatingMethods.routing(&context, params.route, writesInPlace: true) {
      navigator, trace throws(NavigationError) in
      try navigator.proposeVisit(params.route.request, session: params.session, trace: trace)
    }
  }

  static let formSubmitted = MethodDescriptor<NavigationMethodLayer>.writing(
    "session/formSubmitted",
    summary: "A Turbo form submission finished: Turbo's rules decide whether it proposes a visit.",
    params: FormSubmittedParams.self,
    result: ResultDescriptor(
      "submitted",
      schema: Schema.object(
        [
          ("outcome", Schema.enumeration(of: FormOutcome.self)),
          ("proposal", Schema.nullable(proposalResultSchema)),
          ("state", WireSchemas.state), ("explanation", ExplanationJSON.schema),
        ], required: ["outcome", "proposal"]))
  ) { context, params throws(RPCError) in
    let wantsState = params.wantsState
    let trace = ExplainFlag.trace(params.explain)
    return try context.withClient(params.client) { context, client throws(RPCError) in
      let navigator = try client.navigator(tab: params.tab)
      let submission = try params.submission(startLocation: navigator.startLocation)
      let submitted = try RPCError.converting { () throws(NavigationError) in
        try navigator.formSubmitted(submission, session: params.session, trace: trace)
      }
      return JSONText { sink in
        sink.beginObject()
        sink.member("outcome", submitted.outcome.rawValue)
        sink.key("proposal")
        if let routed = submitted.proposal {
          context.routeResult(
            routed, client: client, navigator: navigator, wantsState: false, trace: trace, inPlace: routed.inPlace,
            to: &sink)
        } else {
          context.notify(client, navigator: navigator, outcome: submitted.outcomeWithoutProposal)
          sink.null()
        }
        StateFlag.write(wanted: wantsState, client: client, navigator: navigator, to: &sink)
        if let trace {
          sink.member(
            "explanation", ExplanationJSON.formSubmission(trace, platform: ExplanationJSON.platform(of: client)))
        }
        sink.endObject()
      }
    }
  }

  static let crossOriginRedirect = MethodDescriptor<NavigationMethodLayer>.writing(
    "session/crossOriginRedirect",
    summary: "A visit was redirected to another origin: pops the active stack, then routes the new URL.",
    params: CrossOriginRedirectParams.self,
    result: ResultDescriptor("routed", schema: WireSchemas.routeResult)
  ) { context, params throws(RPCError) in
    let wantsState = params.wantsState
    return try context.withClient(params.client) { context, client throws(RPCError) in
      let navigator = try client.navigator(tab: params.tab)
      let routed = try RPCError.converting { () throws(NavigationError) in
        try navigator.crossOriginRedirect(to: params.url, session: params.session)
      }
      return JSONText { sink in
        context.routeResult(routed, client: client, navigator: navigator, wantsState: wantsState, to: &sink)
      }
    }
  }

  static let visitFailed = MethodDescriptor<NavigationMethodLayer>.writing(
    "session/visitFailed",
    summary: "A visit failed: the entry (default: the active top) shows its error view until a visit renders.",
    params: VisitFailedParams.self,
    result: ResultDescriptor("failed", schema: Schema.object([("state", WireSchemas.state)]))
  ) { context, params throws(RPCError) in
    try context.withClient(params.client) { _, client throws(RPCError) in
      let navigator = try client.navigator(tab: params.tab)
      try RPCError.converting { () throws(NavigationError) in
        try navigator.visitFailed(statusCode: params.statusCode, entry: params.entry.map { EntryID($0) })
      }
      return JSONText { sink in
        sink.beginObject()
        StateFlag.write(wanted: params.wantsState, client: client, navigator: navigator, to: &sink)
        sink.endObject()
      }
    }
  }
}
