import JSONRPC
import NavJSON
import NavProtocol

/// Runs steps (docs/protocol.md §11, §13) on one fresh, private client of one platform, through the
/// method layer's own handlers, and builds each step's View.
///
/// The client lives in services of its own: it is never in a daemon's `client/list`, and
/// nothing it does is notified. `compare` runs two of these side by side; `navd test` one per
/// scenario and platform.
package struct StepRunner {
  /// The client's platform.
  package let platform: Platform
  /// The configured `startLocation` a `/path` shorthand resolves against (before the active tab's URL).
  package let startLocation: String?
  private var context: MethodContext<NavigationMethodLayer>
  private let limits: MessageLimits

  /// A runner whose client has `configuration` (over `services`' base configuration) and
  /// `platform`; errors of the configuration are reported under `field` (`ios`, `configuration`).
  /// - Throws: `-32602`/`-32011` for an invalid configuration, as `client/open` would.
  init(
    platform: Platform, configuration: JSONObject, field: String, sharingSetupOf services: NavigationMethodLayer,
    limits: MessageLimits
  ) throws(RPCError) {
    self.platform = platform
    self.limits = limits
    startLocation = configuration[ClientConfiguration.Field.startLocation]?.stringValue
    // `platform` first: the decoder reads it before the fields it decides (docs/protocol.md §4).
    var fields = JSONObject([(ClientConfiguration.Field.platform, .string(platform.rawValue))])
    for (key, value) in configuration { fields[key] = value }
    var privateServices = NavigationMethodLayer(sharingSetupOf: services)
    let made = try privateServices.clients.makeClient(
      id: ClientRegistry.defaultClientID, configuration: fields, path: field)
    _ = try made.client.loadTabs()
    privateServices.clients.insert(made.client)
    context = MethodContext(services: privateServices, limits: limits, logger: .silent)
  }

  /// A runner for a command-line tool (`navd test`), sharing `environment` with the run's other runners.
  package init(
    platform: Platform, configuration: JSONObject, field: String = "configuration",
    environment: StepEnvironment
  ) throws(RPCError) {
    try self.init(
      platform: platform, configuration: configuration, field: field, sharingSetupOf: environment.services,
      limits: environment.limits)
  }

  /// Whether a `/path` shorthand can be resolved on a client with `configuration`: it has a
  /// `startLocation` or `tabs`.
  package static func hasStartLocation(_ configuration: JSONObject) -> Bool {
    if configuration[ClientConfiguration.Field.startLocation]?.stringValue != nil { return true }
    return !(configuration[ClientConfiguration.Field.tabs]?.arrayValue ?? []).isEmpty
  }

  /// Runs `step`: a shorthand's path is resolved against ``startLocation``, else the active
  /// tab's URL. A failing step changes nothing (as any failing request) and is in the outcome.
  package mutating func run(_ step: Step) -> StepOutcome {
    var params = step.params
    if let shorthand = step.shorthand {
      params["url"] = .string(resolve(shorthand))
    }
    let result = call(step.method, params)
    var stateParams = JSONObject()
    if let tab = params["tab"], tab.stringValue != nil { stateParams["tab"] = tab }
    var state = call("state", stateParams)
    if case .failure = state { state = call("state", JSONObject()) }
    return StepOutcome(method: step.method, params: params, result: result, state: (try? state.get()) ?? .null)
  }

  /// The State of the active navigator, as a step that only expects sees it before any other step.
  package mutating func currentState() -> JSONValue {
    (try? call("state", JSONObject()).get()) ?? .null
  }

  private mutating func call(_ method: String, _ params: JSONObject) -> Result<JSONValue, RPCError> {
    let result = StepMethods.call(method, params: params, in: &context)
    if !context.outbox.isEmpty {
      // Nothing a private client does is notified: drop what a `notifications: true` configuration queued.
      context = MethodContext(services: context.services, limits: limits, logger: .silent)
    }
    return result
  }

  private mutating func resolve(_ shorthand: String) -> String {
    guard StepDecoder.isPath(shorthand) else { return shorthand }
    if let startLocation { return StepDecoder.resolve(path: shorthand, against: startLocation) }
    let state = currentState()
    let active = state["activeTab"]
    let tab = state["tabs"]?.arrayValue?.first { $0["id"] == active }
    guard let base = tab?["url"]?.stringValue else { return shorthand }
    return StepDecoder.resolve(path: shorthand, against: base)
  }
}
