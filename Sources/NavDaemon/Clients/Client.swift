import JSONRPC
import NavJSON
import NavProtocol

/// One client (docs/protocol.md §4): an isolated world with its configuration, its
/// navigators (one per tab, sharing one entry-id counter) and its route coverage.
final class Client {
  /// The client id.
  let id: String
  /// The configuration in effect.
  private(set) var configuration: ClientConfiguration
  /// The navigators, one per tab (a single one without tabs).
  let group: NavigatorGroup
  /// What `route` and `routes/resolve` exercised of the route table.
  var coverage: RouteCoverage

  /// A client with `configuration`; nothing is started yet (see ``loadTabs()``).
  init(id: String, configuration: ClientConfiguration, limits: NavigatorLimits) {
    self.id = id
    self.configuration = configuration
    group = NavigatorGroup(configuration: configuration.navigator, limits: limits)
    coverage = RouteCoverage(table: configuration.routeTable)
  }

  /// Whether this client gets notifications: its `notifications` setting, else
  /// `initialize`'s `capabilities.notifications`.
  func wantsNotifications(requestedAtInitialize: Bool) -> Bool {
    configuration.notifications ?? requestedAtInitialize
  }

  /// The navigator of `tab` (the active one when `nil`).
  /// - Throws: `-32602` with `data.field: "tab"` for a tab this client does not have.
  func navigator(tab: String?) throws(RPCError) -> Navigator {
    try RPCError.converting { () throws(NavigationError) in try group.navigator(forTab: tab) }
  }

  /// With tabs, loads them: every tab that has not started starts, in tab order (only the
  /// active one with `lazyLoadTabs`); implicit starts, no warnings.
  func loadTabs() throws(RPCError) -> [TabStart] {
    try RPCError.converting { () throws(NavigationError) in try group.loadTabs() }
  }

  /// Replaces the configuration, keeping the stacks (and loading the tabs, unless
  /// `loadingTabs` is false). Changes nothing when it throws.
  ///
  /// A start location adopted from routed traffic is kept while neither the
  /// old nor the new configuration sets one, unless `keepAdoptedStartLocation` is false.
  func reconfigure(
    _ newConfiguration: ClientConfiguration, keepAdoptedStartLocation: Bool = true, loadingTabs: Bool = true
  ) throws(RPCError) -> [TabStart] {
    var navigatorConfiguration = newConfiguration.navigator
    let field = ClientConfiguration.Field.startLocation
    if keepAdoptedStartLocation, navigatorConfiguration.startLocation == nil, newConfiguration.json[field] == nil,
      configuration.json[field] == nil
    {
      // Keep a start location adopted from routed traffic when none is configured either way.
      navigatorConfiguration.startLocation = group.configuration.startLocation
    }
    let starts = try RPCError.converting { () throws(NavigationError) in
      try group.configure(navigatorConfiguration, loadingTabs: loadingTabs)
    }
    configuration = newConfiguration
    coverage = coverage.rebased(onto: newConfiguration.routeTable)
    return starts
  }

  /// Replaces only the configuration's JSON record and compiled parts that do
  /// not touch the navigators' tabs (a loaded path configuration).
  func replacePathConfiguration(_ pathConfiguration: PathConfiguration, json: JSONValue) throws(RPCError) {
    var newConfiguration = configuration
    newConfiguration.json[ClientConfiguration.Field.pathConfiguration] = json
    newConfiguration.navigator.pathConfiguration = pathConfiguration
    _ = try reconfigure(newConfiguration, loadingTabs: false)
  }
}
