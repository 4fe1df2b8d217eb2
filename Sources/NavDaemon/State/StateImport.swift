import JSONRPC
import NavJSON
import NavProtocol

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `state/import` (docs/protocol.md §6): an export read back, or the short form
/// `{main, modal, presented, modalStyle}` for the active navigator.
///
/// Everything is decoded and checked first; only then does anything change.
enum StateImport {
  /// An import, decoded and checked.
  enum Plan {
    /// The short form, for one navigator.
    case stacks(ImportedStacks)
    /// An export: configuration, stacks of every navigator, active tab, coverage.
    case export(ExportPlan)
  }

  /// A decoded export.
  struct ExportPlan {
    var configuration: ClientConfiguration
    var startLocation: URL?
    var activeTab: String?
    var navigators: [(tab: String?, started: Bool, stacks: ImportedStacks)]
    var coverage: [String: Int]
  }

  private static let shortFormKeys: Set<String> = ["main", "modal", "presented", "modalStyle"]
  private static let exportKeys: Set<String> = [
    "format", "version", "configuration", "startLocation", "activeTab", "nextEntryID", "navigators", "coverage",
  ]

  /// Decodes `state` (found at `state` in the params) for a client of `platform`
  /// (an export brings its own platform with its configuration).
  static func decode(
    _ state: JSONObject, platform: Platform, decoder: ConfigurationDecoder, limits: NavigationLimits
  ) throws(RPCError) -> Plan {
    let reader = ParamReader(state, path: "state")
    guard reader.has("format") else {
      try reader.rejectUnknownKeys(allowed: shortFormKeys)
      return .stacks(try ImportedStacks.decode(reader, exported: false, platform: platform, limits: limits))
    }
    try reader.rejectUnknownKeys(allowed: exportKeys)
    guard try reader.string("format") == StateExport.format else {
      throw reader.invalid("format", "must be \"\(StateExport.format)\" (a state/export document)")
    }
    guard let version = try reader.integer("version") else { throw reader.invalid("version", "is required") }
    guard version == StateExport.version else {
      throw reader.invalid(
        "version", JSONShapeIssue.wrongValue(expected: "\(StateExport.version)", got: "\(version)").message)
    }
    let configurationJSON = try reader.object("configuration") ?? JSONObject()
    let startLocation = try reader.url("startLocation")
    let activeTab = try reader.string("activeTab")
    _ = try reader.integer("nextEntryID")
    let coverage = try decodeCoverage(reader)
    let exportedPlatform =
      try ParamReader(configurationJSON, path: "state.configuration")
      .enumeration(ClientConfiguration.Field.platform, as: Platform.self) ?? .default
    let navigators = try decodeNavigators(reader, platform: exportedPlatform, limits: limits)
    let configuration = try decoder.decode(configurationJSON, path: "state.configuration").configuration

    let tabIDs = configuration.navigator.tabs.map(\.id)
    let navigatorTabs = navigators.map(\.tab)
    let expected: [String?] = tabIDs.isEmpty ? [nil] : tabIDs
    guard navigatorTabs == expected else {
      throw reader.invalid(
        "navigators", "must list one navigator per configured tab, in order (\(describe(expected)))")
    }
    if tabIDs.isEmpty {
      if activeTab != nil { throw reader.invalid("activeTab", "must be null: the configuration has no tabs") }
    } else {
      guard let activeTab else { throw reader.invalid("activeTab", "is required: the configuration has tabs") }
      guard tabIDs.contains(activeTab) else { throw reader.invalid("activeTab", "is not a configured tab") }
    }
    return .export(
      ExportPlan(
        configuration: configuration, startLocation: startLocation, activeTab: activeTab, navigators: navigators,
        coverage: coverage))
  }

  private static func decodeNavigators(
    _ reader: ParamReader, platform: Platform, limits: NavigationLimits
  ) throws(RPCError) -> [(tab: String?, started: Bool, stacks: ImportedStacks)] {
    guard let elements = try reader.array("navigators") else { throw reader.invalid("navigators", "is required") }
    var navigators: [(tab: String?, started: Bool, stacks: ImportedStacks)] = []
    for (index, element) in elements.enumerated() {
      let path = JSONPath.element(reader.field("navigators"), index)
      guard let object = element.objectValue else {
        throw .invalidParams(field: path, reason: JSONShapeIssue.wrongType("an object", element).message)
      }
      let navigator = ParamReader(object, path: path)
      try navigator.rejectUnknownKeys(
        allowed: ["tab", "started", "main", "modal", "presented", "modalStyle", "webSessions"])
      let tab = try navigator.string("tab")
      let started = try navigator.bool("started") ?? false
      let stacks = try ImportedStacks.decode(navigator, exported: true, platform: platform, limits: limits)
      navigators.append((tab, started, stacks))
    }
    return navigators
  }

  private static func decodeCoverage(_ reader: ParamReader) throws(RPCError) -> [String: Int] {
    guard let coverage = try reader.nested("coverage") else { return [:] }
    guard let routes = try coverage.array("routes") else { return [:] }
    var hits: [String: Int] = [:]
    for (index, element) in routes.enumerated() {
      let path = JSONPath.element(coverage.field("routes"), index)
      guard let object = element.objectValue else {
        throw .invalidParams(field: path, reason: JSONShapeIssue.wrongType("an object", element).message)
      }
      let route = ParamReader(object, path: path)
      let name = try route.requiredString("name")
      guard let count = try route.integer("hits"), count >= 0 else {
        throw route.invalid("hits", "must be a non-negative integer")
      }
      hits[name] = Int(clamping: count)
    }
    return hits
  }

  private static func describe(_ tabs: [String?]) -> String {
    tabs.map { $0.map { "\"\($0)\"" } ?? "null" }.joined(separator: ", ")
  }
}
