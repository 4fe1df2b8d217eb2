import JSONRPC
import NavJSON
import NavProtocol

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decodes a configuration object (docs/protocol.md §4) into a ``ClientConfiguration``.
///
/// Shape errors are `-32602` naming the first bad field (`configuration.tabs[0].url`);
/// once every field has the right shape, an invalid path configuration or route
/// table is one `-32011` listing every problem of both. Nothing is kept from a
/// configuration that fails.
struct ConfigurationDecoder {
  /// Where compiled path configurations and route tables are shared.
  let cache: CompilationCache

  /// A configuration and the warnings its path configuration produced.
  struct Decoded {
    /// The configuration.
    var configuration: ClientConfiguration
    /// Skipped invalid patterns of `pathConfiguration` (`invalidPattern`).
    var warnings: [PathConfigurationWarning]
  }

  private typealias Field = ClientConfiguration.Field

  /// Decodes `json`, found at `path` in the request (`"configuration"`).
  func decode(_ json: JSONObject, path: String) throws(RPCError) -> Decoded {
    let reader = ParamReader(json, path: path)
    try reader.rejectUnknownKeys(allowed: ClientConfiguration.fieldNames)

    let platform = try reader.enumeration(Field.platform, as: Platform.self) ?? .default
    let startLocation = try reader.url(Field.startLocation)
    let pathConfigurationJSON = try reader.object(Field.pathConfiguration)
    let matchQueryStrings = try reader.bool(Field.matchQueryStrings) ?? true
    let routeDecisionHandlers = try handlers(reader, on: platform)
    let webViewPolicyHandlers =
      try names(reader, Field.webViewPolicyHandlers, allowed: WebViewPolicyHandlerName.allCases)
      ?? NavigatorConfiguration.defaultWebViewPolicyHandlers
    let invalidSchemes = try reader.stringArray(Field.invalidSchemes) ?? NavigatorConfiguration.defaultInvalidSchemes
    let visitableViewControllers = try reader.stringArray(Field.visitableViewControllers)
    let dialogViewControllers = try reader.stringArray(Field.dialogViewControllers)
    let tabs = try decodeTabs(reader)
    let tabBar = try decodeTabBar(reader, tabs: tabs)
    let routesJSON = try reader.array(Field.routes)
    let notifications = try reader.bool(Field.notifications)

    var problems: [ConfigurationProblem] = []
    var pathConfiguration = PathConfiguration(platform: platform)
    if let pathConfigurationJSON {
      switch cache.pathConfiguration(for: .object(pathConfigurationJSON), platform: platform) {
      case .success(let compiled): pathConfiguration = compiled
      case .failure(let error):
        problems += error.problems.map { $0.prefixed(by: reader.field(Field.pathConfiguration)) }
      }
    }
    var routeTable = RouteTable()
    if let routesJSON {
      switch cache.routeTable(for: .array(routesJSON)) {
      case .success(let compiled): routeTable = compiled
      case .failure(let error):
        problems += error.problems.map { $0.prefixed(by: reader.path) }
      }
    }
    guard problems.isEmpty else { throw .invalidConfiguration(problems: problems) }

    var navigator = NavigatorConfiguration(
      platform: platform, startLocation: startLocation, pathConfiguration: pathConfiguration,
      matchQueryStrings: matchQueryStrings, routeDecisionHandlers: routeDecisionHandlers,
      webViewPolicyHandlers: webViewPolicyHandlers, invalidSchemes: invalidSchemes,
      visitableViewControllers: visitableViewControllers, dialogViewControllers: dialogViewControllers, tabs: tabs)
    navigator.tabBar = tabBar
    let configuration = ClientConfiguration(
      json: json, navigator: navigator, routeTable: routeTable, notifications: notifications)
    return Decoded(configuration: configuration, warnings: pathConfiguration.warnings)
  }

  /// Checks that `changes` (a `client/configure`'s configuration at `path`)
  /// keeps `platform`: it may repeat it, any other value (`null` included) is `-32602`.
  static func checkPlatformKept(_ changes: JSONObject, platform: Platform, path: String) throws(RPCError) {
    guard let requested = changes[Field.platform] else { return }
    guard requested.stringValue != platform.rawValue else { return }
    let given = requested.stringValue.map { "\"\($0)\"" } ?? requested.typeName
    throw .invalidParams(
      field: JSONPath.member(path, Field.platform),
      reason: "is chosen when the client is opened: this client is \"\(platform.rawValue)\", not \(given)")
  }

  /// `base`'s fields with `changes` replacing the ones it names; a `null` change
  /// removes the field (back to its default).
  static func merge(_ changes: JSONObject, over base: JSONObject) -> JSONObject {
    var merged = base
    for (key, value) in changes {
      merged[key] = value.isNull ? nil : value
    }
    return merged
  }

  /// `routeDecisionHandlers`: names `platform` has (a name of the other platform is invalid) and
  /// declared handlers (``RouteDecisionHandlerDecoder``); `nil` when absent.
  private func handlers(_ reader: ParamReader, on platform: Platform) throws(RPCError)
    -> [ConfiguredRouteDecisionHandler]?
  {
    guard let values = try reader.array(Field.routeDecisionHandlers) else { return nil }
    do {
      return try RouteDecisionHandlerDecoder.decode(
        values, path: reader.field(Field.routeDecisionHandlers), platform: platform)
    } catch {
      throw .invalidParams(field: error.field, reason: error.reason)
    }
  }

  /// An array of names from `allowed`.
  private func names<Name: RawRepresentable & CaseIterable & Equatable>(
    _ reader: ParamReader, _ key: String, allowed: [Name]
  ) throws(RPCError) -> [Name]? where Name.RawValue == String {
    guard let strings = try reader.stringArray(key) else { return nil }
    var names: [Name] = []
    for (index, string) in strings.enumerated() {
      guard let name = Name(rawValue: string), allowed.contains(name) else {
        throw .invalidParams(
          field: JSONPath.element(reader.field(key), index),
          reason: "must be one of \(JSONShapeIssue.choices(allowed.map(\.rawValue))), not \"\(string)\"")
      }
      names.append(name)
    }
    return names
  }

  /// `lazyLoadTabs`, `selectedTab` (one of `tabs`' ids), `clearNavigationOnTabReselection`,
  /// `hideTabBarWhenPushed`; each absent one is Hotwire Native 1.3's default.
  private func decodeTabBar(_ reader: ParamReader, tabs: [TabConfiguration]) throws(RPCError) -> TabBarConfiguration {
    let defaults = TabBarConfiguration()
    let selectedTab = try reader.string(Field.selectedTab)
    if let selectedTab, !tabs.contains(where: { $0.id == selectedTab }) {
      let reason =
        tabs.isEmpty
        ? "names no tab: the configuration has no tabs"
        : "must be one of the tab ids \(JSONShapeIssue.choices(tabs.map(\.id))), not \"\(selectedTab)\""
      throw reader.invalid(Field.selectedTab, reason)
    }
    return TabBarConfiguration(
      lazyLoadTabs: try reader.bool(Field.lazyLoadTabs) ?? defaults.lazyLoadTabs, selectedTab: selectedTab,
      clearNavigationOnTabReselection: try reader.bool(Field.clearNavigationOnTabReselection)
        ?? defaults.clearNavigationOnTabReselection,
      hideTabBarWhenPushed: try reader.bool(Field.hideTabBarWhenPushed) ?? defaults.hideTabBarWhenPushed)
  }

  private func decodeTabs(_ reader: ParamReader) throws(RPCError) -> [TabConfiguration] {
    guard let elements = try reader.array(Field.tabs) else { return [] }
    let tabsPath = reader.field(Field.tabs)
    var tabs: [TabConfiguration] = []
    var seen: [String: Int] = [:]
    for (index, element) in elements.enumerated() {
      let path = JSONPath.element(tabsPath, index)
      guard let object = element.objectValue else {
        throw .invalidParams(field: path, reason: JSONShapeIssue.wrongType("an object", element).message)
      }
      let tab = ParamReader(object, path: path)
      try tab.rejectUnknownKeys(allowed: ["id", "title", "url"])
      let id = try tab.requiredString("id")
      guard !id.isEmpty else { throw tab.invalid("id", "must not be empty") }
      if let first = seen[id] {
        throw tab.invalid("id", "duplicates \(JSONPath.element(tabsPath, first)).id \"\(id)\"")
      }
      seen[id] = index
      let title = try tab.string("title") ?? id
      let url = try tab.requiredURL("url")
      tabs.append(TabConfiguration(id: id, title: title, url: url))
    }
    return tabs
  }
}
