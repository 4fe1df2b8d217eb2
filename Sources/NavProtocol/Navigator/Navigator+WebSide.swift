import NavJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a web view tells its navigator (docs/web-side.md): proposals, form submissions,
/// cross-origin redirects and failed visits. Each plans on one planner, so a request the limits
/// refuse changes nothing, web sessions included.
extension Navigator {
  /// The session `name` as a proposing session: `nil` means the active stack's; the platform must
  /// have it, and the iOS `modal` session needs a modal entry to show.
  /// - Throws: ``NavigationError/unknownWebSession(_:sessions:)``, ``NavigationError/modalSessionEmpty``.
  public func proposingSession(_ name: StackKind?) throws(NavigationError) -> StackKind {
    let profile = configuration.platform.profile
    guard let name else { return profile.webSession(visiting: activeStackKind) }
    guard profile.webSessionNames.contains(name) else {
      throw .unknownWebSession(name.rawValue, sessions: profile.webSessionNames.map(\.rawValue))
    }
    if name == .modal && modalEntries.isEmpty { throw .modalSessionEmpty }
    return name
  }

  /// `session/proposeVisit`: a proposal from the web session `session` (default: the active stack's).
  /// A URL the session shows re-renders in place; otherwise, on iOS, a redirected proposal first
  /// follows Hotwire iOS's redirect rules; then it is routed like `route`.
  /// - Throws: the session's errors (``proposingSession(_:)``), ``NavigationError/stackLimitExceeded(stack:limit:)``.
  @discardableResult
  public func proposeVisit(
    _ request: RouteRequest, session: StackKind? = nil, trace: DecisionTrace? = nil
  ) throws(NavigationError) -> RouteOutcome {
    try proposeVisit(request, session: proposingSession(session), trace: trace) { _ in }
  }

  /// `proposeVisit` after `prepare` planned what the request does first.
  func proposeVisit(
    _ request: RouteRequest, session name: StackKind, trace: DecisionTrace?,
    prepare: (inout NavigationPlanner) -> Void
  ) throws(NavigationError) -> RouteOutcome {
    let proposal = proposal(for: request, trace: trace)
    let profile = configuration.platform.profile
    if webSession(name)?.renderedAbsoluteString == request.url.absoluteString {
      trace?.recordProposalRule(.inPlace, session: name)
      var planner = makePlanner()
      prepare(&planner)
      planner.routeCarriesResponse = proposal.options.response.map { (200...299).contains($0.statusCode) } ?? false
      let kind = profile.stack(shownBy: name, activeStack: activeStackKind)
      if let top = planner.top(kind), top.visitable {
        let load: PageLoad = planner.routeCarriesResponse ? .response : .network
        planner.visit(
          Visit(
            stack: kind, entry: top.id, url: request.url, action: request.options.action, reason: .route, load: load))
      }
      var routed = RouteOutcome(
        decision: .navigate, handler: nil, external: nil, proposal: proposal, proposalResult: nil,
        outcome: try commit(&planner))
      routed.inPlace = true
      return routed
    }
    let rule = redirectRule(for: proposal, from: name)
    trace?.recordProposalRule(rule, session: name)
    return try route(proposal, proposalResult: request.proposalResult, trace: trace) { planner in
      prepare(&planner)
      switch rule {
      case .dismissModal: planner.dismiss(animated: true)
      case .popActiveStack: rules.planPop(animated: false, in: &planner)
      case .inPlace, .notRedirected, .sameContext, .routedAsIs: break
      }
    }
  }

  /// The rule a proposal from `session` follows before it is routed (`session(_:didProposeVisit:)`).
  func redirectRule(for proposal: VisitProposal, from session: StackKind) -> ProposalRule {
    guard configuration.platform.profile.appliesRedirectRules else { return .routedAsIs }
    guard proposal.options.response?.redirected == true else { return .notRedirected }
    let sessionIsModal = session == .modal
    let proposalIsModal = proposal.context == .modal
    if sessionIsModal && !proposalIsModal { return .dismissModal }
    if sessionIsModal != proposalIsModal { return .popActiveStack }
    return .sameContext
  }

  /// `session/formSubmitted`: Turbo's form-submission rules, then (for a successful HTML response) a
  /// proposal to the final URL from `session`, handled like ``proposeVisit(_:session:trace:)``.
  /// Every submission in the iOS `modal` session marks main's snapshots stale.
  /// - Throws: the session's errors, ``NavigationError/stackLimitExceeded(stack:limit:)``.
  public func formSubmitted(
    _ submission: FormSubmission, session: StackKind? = nil, trace: DecisionTrace? = nil
  ) throws(NavigationError) -> FormSubmissionOutcome {
    let name = try proposingSession(session)
    let outcome = Self.formOutcome(of: submission)
    let clearsSnapshots =
      switch outcome {
      case .renderedInPlace: true
      case .proposed: !submission.method.isSafe
      case .mustRedirect, .noHTML: false
      }
    let marksMainStale = name == .modal && webSession(.main) != nil
    let prepare = { (planner: inout NavigationPlanner) in
      if clearsSnapshots { planner.updateWebSession(name) { $0.clearSnapshots() } }
      if marksMainStale { planner.updateWebSession(.main) { $0.markSnapshotsStale() } }
    }
    guard outcome == .proposed else {
      trace?.recordForm(outcome, action: nil, reason: nil, session: name)
      var planner = makePlanner()
      prepare(&planner)
      return FormSubmissionOutcome(
        outcome: outcome, action: nil, actionReason: nil, proposal: nil, outcomeWithoutProposal: apply(&planner))
    }
    let (action, reason) = formAction(of: submission, in: name)
    trace?.recordForm(outcome, action: action, reason: reason, session: name)
    let response = VisitResponse(
      statusCode: submission.statusCode, redirected: submission.redirected,
      unknown: JSONObject())
    let options = VisitOptions(
      action: action, response: response,
      unknown: JSONObject([("shouldCacheSnapshot", .bool(submission.method.isSafe))]))
    let routed = try proposeVisit(
      RouteRequest(url: submission.url, options: options), session: name, trace: trace, prepare: prepare)
    return FormSubmissionOutcome(
      outcome: outcome, action: action, actionReason: reason, proposal: routed, outcomeWithoutProposal: .nothing)
  }

  /// Turbo's classification of a form response (`requestSucceededWithResponse`,
  /// `formSubmissionSucceededWithResponse`, `formSubmissionFailedWithResponse`).
  static func formOutcome(of submission: FormSubmission) -> FormOutcome {
    let succeeded = (200...299).contains(submission.statusCode)
    if succeeded && !submission.method.isSafe && submission.statusCode == 200 && !submission.redirected {
      return .mustRedirect
    }
    guard submission.html else { return .noHTML }
    return succeeded ? .proposed : .renderedInPlace
  }

  /// The proposal's action: the submitter's `data-turbo-action`, else `replace` when the response
  /// was redirected to the URL the session shows, else `advance` (Turbo's `#getDefaultAction`).
  private func formAction(of submission: FormSubmission, in session: StackKind) -> (VisitAction, String) {
    if let action = submission.submitterAction { return (action, "the submitter's data-turbo-action") }
    if submission.redirected, webSession(session)?.renderedAbsoluteString == submission.url.absoluteString {
      return (.replace, "the response was redirected to the URL the session shows")
    }
    return (.advance, "the default action")
  }

  /// `session/crossOriginRedirect`: pops the active stack (iOS without animation), then routes
  /// `url` with the default options, usually leaving the app through the router.
  /// - Throws: the session's errors, ``NavigationError/stackLimitExceeded(stack:limit:)``.
  @discardableResult
  public func crossOriginRedirect(
    to url: URL, session: StackKind? = nil, trace: DecisionTrace? = nil
  ) throws(NavigationError) -> RouteOutcome {
    _ = try proposingSession(session)
    let animated = configuration.platform.profile.crossOriginRedirectPopAnimated
    let proposal = proposal(for: RouteRequest(url: url), trace: trace)
    return try route(proposal, proposalResult: .accept, trace: trace) { planner in
      rules.planPop(animated: animated, in: &planner)
    }
  }

  /// `session/visitFailed`: entry `id` (default: the active stack's top) shows its error view
  /// until its next visit that renders. Navigation does not change.
  /// - Throws: ``NavigationError/unknownEntry(_:)``, ``NavigationError/noActiveEntry``.
  @discardableResult
  public func visitFailed(statusCode: Int, entry id: EntryID? = nil) throws(NavigationError) -> NavigationEntry {
    try updateEntry(id) { $0.error = EntryError(statusCode: statusCode) }
  }

  /// Sets the web sessions directly (state import); a session the platform lacks is ignored and
  /// one not given starts empty.
  public func setWebSessions(_ sessions: [WebSession]) {
    webSessions = configuration.platform.profile.webSessionNames.map { name in
      sessions.first { $0.name == name } ?? WebSession(name: name)
    }
  }
}
