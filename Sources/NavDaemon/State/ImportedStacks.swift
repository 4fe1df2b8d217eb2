import JSONRPC
import NavJSON
import NavProtocol

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The stacks of one navigator as a `state/import` sets them.
struct ImportedStacks {
  /// Main's entries, bottom first.
  var main: [EntrySpec]
  /// Modal's entries, bottom first.
  var modal: [EntrySpec]
  /// Whether the modal stack is presented (agrees with `modal` being non-empty).
  var presented: Bool
  /// The modal style while presented.
  var modalStyle: Navigation.ModalStyle?
  /// The web sessions (an export's `webSessions`); the short form has none, so they start empty.
  var webSessions: [WebSession] = []

  /// Reads `main`, `modal`, `presented`, `modalStyle` from `reader`.
  ///
  /// - Parameters:
  ///   - exported: entries written by `state/export` (which carry `id`,
  ///     `routedLocation`, `visitable`, and on Android `dialog`) rather than the short form (`url`).
  ///   - platform: the platform of the client the stacks are for: its web screen
  ///     is the default `viewController`, and Android, which has no modal
  ///     styles, ignores `modalStyle` (a valid one is accepted and has no effect).
  static func decode(
    _ reader: ParamReader, exported: Bool, platform: Platform, limits: NavigationLimits
  ) throws(RPCError) -> ImportedStacks {
    let main = try entries(reader, "main", exported: exported, platform: platform)
    let modal = try entries(reader, "modal", exported: exported, platform: platform)
    let presented = try reader.bool("presented") ?? !modal.isEmpty
    guard presented == !modal.isEmpty else {
      throw reader.invalid(
        "presented",
        presented
          ? "is true but the modal stack is empty" : "is false but the modal stack has \(modal.count) entries")
    }
    var modalStyle = try reader.enumeration("modalStyle", as: Navigation.ModalStyle.self)
    if !platform.profile.hasModalStyles { modalStyle = nil }
    if modalStyle != nil && !presented {
      throw reader.invalid("modalStyle", "applies only while the modal stack is presented")
    }
    if presented && modalStyle == nil { modalStyle = .large }
    if main.count > limits.maxStackEntries || modal.count > limits.maxStackEntries {
      throw limits.reached(.maxStackEntries)
    }
    let webSessions = exported ? try decodeWebSessions(reader, platform: platform) : []
    return ImportedStacks(
      main: main, modal: modal, presented: presented, modalStyle: modalStyle, webSessions: webSessions)
  }

  /// An export's `webSessions`: `[{name, renderedURL, snapshots, snapshotsStale?}]`, names of the platform.
  private static func decodeWebSessions(_ reader: ParamReader, platform: Platform) throws(RPCError) -> [WebSession] {
    guard let elements = try reader.array("webSessions") else { return [] }
    let names = platform.profile.webSessionNames
    var sessions: [WebSession] = []
    for (index, element) in elements.enumerated() {
      let path = JSONPath.element(reader.field("webSessions"), index)
      guard let object = element.objectValue else {
        throw .invalidParams(field: path, reason: JSONShapeIssue.wrongType("an object", element).message)
      }
      let session = ParamReader(object, path: path)
      try session.rejectUnknownKeys(allowed: ["name", "renderedURL", "snapshots", "snapshotsStale"])
      guard let name = try session.enumeration("name", as: StackKind.self), names.contains(name) else {
        throw session.invalid("name", "must name one of this platform's web sessions (\(names.map(\.rawValue)))")
      }
      var snapshots: [URL] = []
      for (snapshotIndex, string) in (try session.stringArray("snapshots") ?? []).enumerated() {
        guard let url = AbsoluteURL.parse(string) else {
          throw .invalidParams(
            field: JSONPath.element(session.field("snapshots"), snapshotIndex),
            reason: AbsoluteURL.invalidReason(string))
        }
        snapshots.append(url)
      }
      sessions.append(
        WebSession(
          name: name, renderedURL: try session.url("renderedURL"), snapshots: snapshots,
          snapshotsStale: try session.bool("snapshotsStale") ?? false))
    }
    return sessions
  }

  private static let shortKeys: Set<String> = [
    "url", "viewController", "currentURL", "pullToRefreshEnabled", "modalDismissGestureEnabled",
  ]
  private static let exportedKeys: Set<String> = [
    "id", "viewController", "visitable", "routedLocation", "currentURL", "pullToRefreshEnabled",
    "modalDismissGestureEnabled", "dialog", "error",
  ]

  /// An exported entry's `error`: `null` or `{statusCode}`.
  private static func entryError(_ entry: ParamReader) throws(RPCError) -> EntryError? {
    guard let error = try entry.nested("error") else { return nil }
    try error.rejectUnknownKeys(allowed: ["statusCode"])
    guard let statusCode = try error.integer("statusCode") else {
      throw error.invalid("statusCode", JSONShapeIssue.required.message)
    }
    return EntryError(statusCode: Int(clamping: statusCode))
  }

  private static func entries(
    _ reader: ParamReader, _ key: String, exported: Bool, platform: Platform
  ) throws(RPCError) -> [EntrySpec] {
    guard let elements = try reader.array(key) else { return [] }
    var specs: [EntrySpec] = []
    specs.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      let path = JSONPath.element(reader.field(key), index)
      guard let object = element.objectValue else {
        throw .invalidParams(field: path, reason: JSONShapeIssue.wrongType("an object", element).message)
      }
      let entry = ParamReader(object, path: path)
      try entry.rejectUnknownKeys(allowed: exported ? exportedKeys : shortKeys)
      let viewController = try entry.string("viewController") ?? platform.webViewController
      guard !viewController.isEmpty else { throw entry.invalid("viewController", "must not be empty") }
      let stamp = try entry.url(exported ? "routedLocation" : "url")
      if exported { _ = try entry.integer("id") }
      specs.append(
        EntrySpec(
          viewController: viewController, routedLocation: stamp, currentURL: try entry.url("currentURL"),
          pullToRefreshEnabled: try entry.bool("pullToRefreshEnabled") ?? true,
          modalDismissGestureEnabled: try entry.bool("modalDismissGestureEnabled") ?? true,
          visitable: exported ? try entry.bool("visitable") : nil, dialog: exported ? try entry.bool("dialog") : nil,
          error: exported ? try entryError(entry) : nil))
    }
    return specs
  }
}
