import NavJSON
import NavProtocol

/// A client's configuration (docs/protocol.md §4), decoded and compiled.
///
/// `json` holds the fields as given (merged over earlier `client/configure`
/// calls), so an export can carry the configuration and a later configure can
/// replace single fields. The compiled parts (path configuration, route table)
/// are shared with every other client whose JSON is identical.
struct ClientConfiguration: Sendable {
  /// The configuration's fields as JSON, in the order they were first given.
  var json: JSONObject
  /// What the navigators are configured with.
  var navigator: NavigatorConfiguration
  /// The typed route table (`routes`; empty when none was given).
  var routeTable: RouteTable
  /// `notifications`; `nil` means "follow `initialize`'s `capabilities.notifications`".
  var notifications: Bool?

  /// Whose navigation rules the client runs.
  var platform: Platform { navigator.platform }

  /// The keys a configuration object may have.
  static let fieldNames: Set<String> = [
    Field.platform, Field.startLocation, Field.pathConfiguration, Field.matchQueryStrings, Field.routeDecisionHandlers,
    Field.webViewPolicyHandlers, Field.invalidSchemes, Field.visitableViewControllers, Field.dialogViewControllers,
    Field.tabs,
    Field.lazyLoadTabs, Field.selectedTab, Field.clearNavigationOnTabReselection, Field.hideTabBarWhenPushed,
    Field.routes,
    Field.notifications,
  ]

  /// The configuration's field names.
  enum Field {
    static let platform = "platform"
    static let startLocation = "startLocation"
    static let pathConfiguration = "pathConfiguration"
    static let matchQueryStrings = "matchQueryStrings"
    static let routeDecisionHandlers = "routeDecisionHandlers"
    static let webViewPolicyHandlers = "webViewPolicyHandlers"
    static let invalidSchemes = "invalidSchemes"
    static let visitableViewControllers = "visitableViewControllers"
    static let dialogViewControllers = "dialogViewControllers"
    static let tabs = "tabs"
    static let lazyLoadTabs = "lazyLoadTabs"
    static let selectedTab = "selectedTab"
    static let clearNavigationOnTabReselection = "clearNavigationOnTabReselection"
    static let hideTabBarWhenPushed = "hideTabBarWhenPushed"
    static let routes = "routes"
    static let notifications = "notifications"
  }
}
