import NavJSON

/// What the deciding code did for one request, recorded while it decided (docs/explain.md).
///
/// The path configuration, the router, the navigator and the route table each take an
/// optional trace and record into it at their decision points, so an explanation is never
/// a second implementation of the rules. A `nil` trace records nothing: every recording is
/// one optional-chaining call whose arguments are not even evaluated.
///
/// A class, so that every layer a request passes through records into the same value.
public final class DecisionTrace {
  /// The string the path-configuration patterns were searched in.
  public internal(set) var subject: String?
  /// Each matching rule, in the order rules apply (loaded rules, then built-ins), with the
  /// first of its patterns that matched.
  public internal(set) var matches: [RuleMatch] = []
  /// Every typed accessor, then every other key set, with its value and where it came from.
  public internal(set) var properties: [ExplainedProperty] = []
  /// The route decision handlers asked, in order, up to the first that matched.
  public internal(set) var router: [RouterStep] = []
  /// The rule that placed the proposal; `nil` when no presentation rule ran (the router
  /// cancelled or the delegate rejected).
  public internal(set) var rule: PresentationRuleTrace?
  /// Every identity comparison made, in order, each entry–URL pair once.
  public internal(set) var comparisons: [IdentityComparison] = []
  /// The second pass of a rule that routes again (Android's modal result); `nil` when there is none.
  public internal(set) var modalResult: DecisionTrace?
  /// Every route pattern of the URL's source, in declaration order, and how it fared.
  public internal(set) var routes: [RoutePatternTrace] = []

  /// Where each property key's value came from so far (the last setter wins).
  /// What the web side decided (proposals and form submissions).
  public internal(set) var webSide: WebSideTrace?

  private var origins: [String: PropertyOrigin] = [:]

  /// An empty trace.
  public init() {}

  /// Records that `rule` matched through `pattern`.
  func recordMatch(_ rule: PathRuleReference, pattern: String) {
    matches.append(RuleMatch(rule: rule, pattern: pattern))
  }

  /// Records that `origin` set `key` (a later setter replaces an earlier one).
  func recordSetter(of key: String, _ origin: PropertyOrigin) {
    origins[key] = origin
  }

  /// Records that the request's `overrides` set each of their keys.
  func recordRequestProperties(_ overrides: JSONObject) {
    for (key, _) in overrides { origins[key] = .request }
  }

  /// Records the properties as they were finally resolved: `typed` in their order (a value
  /// that was not used, absent or fallen back, comes from `default`), then every other key of
  /// `values` with its raw value.
  func recordResolvedProperties(typed: [TypedPropertyValue], values: JSONObject) {
    var explained: [ExplainedProperty] = []
    explained.reserveCapacity(typed.count + values.count)
    for property in typed {
      let origin = property.usesSetValue ? origins[property.key] ?? .default : .default
      explained.append(ExplainedProperty(key: property.key, value: property.value, from: origin))
    }
    for (key, value) in values where !typed.contains(where: { $0.key == key }) {
      explained.append(ExplainedProperty(key: key, value: value, from: origins[key] ?? .default))
    }
    properties = explained
  }

  /// Records that `handler` was asked.
  func recordRouterStep(_ step: RouterStep) {
    router.append(step)
  }

  /// Records the presentation and context the rule was chosen for, and the state it was chosen in.
  func recordRuleInput(presentation: String, context: Navigation.Context, presented: Bool) {
    rule = PresentationRuleTrace(presentation: presentation, context: context, presented: presented)
  }

  /// Records the row of docs/navigator.md §3.5 that applied.
  func recordRow(_ row: PresentationRow) {
    rule?.row = row
  }

  /// Records the mode of a platform rule that has modes (Android's).
  func recordMode(_ mode: NavigationRuleMode) {
    rule?.mode = mode
  }

  /// Records an identity comparison, unless the same entry was already compared.
  func recordComparison(_ comparison: IdentityComparison) {
    guard !comparisons.contains(where: { $0.entry == comparison.entry }) else { return }
    comparisons.append(comparison)
  }

  /// Records the trace of a second pass.
  func recordModalResult(_ trace: DecisionTrace) {
    modalResult = trace
  }

  /// Records the route patterns tried.
  func recordRoutes(_ patterns: [RoutePatternTrace]) {
    routes = patterns
  }

  /// Records what a web session's proposal did before (or instead of) routing.
  func recordProposalRule(_ rule: ProposalRule, session: StackKind) {
    var webSide = self.webSide ?? WebSideTrace()
    webSide.session = session
    webSide.proposalRule = rule
    self.webSide = webSide
  }

  /// Records Turbo's outcome for a form submission in `session`, and its proposal's action.
  func recordForm(_ outcome: FormOutcome, action: VisitAction?, reason: String?, session: StackKind) {
    var webSide = self.webSide ?? WebSideTrace()
    webSide.session = session
    webSide.formOutcome = outcome
    webSide.formAction = action
    webSide.formActionReason = reason
    self.webSide = webSide
  }
}
