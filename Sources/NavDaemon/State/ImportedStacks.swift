import JSONRPC
import NavJSON
import NavProtocol

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
    return ImportedStacks(main: main, modal: modal, presented: presented, modalStyle: modalStyle)
  }

  private static let shortKeys: Set<String> = [
    "url", "viewController", "currentURL", "pullToRefreshEnabled", "modalDismissGestureEnabled",
  ]
  private static let exportedKeys: Set<String> = [
    "id", "viewController", "visitable", "routedLocation", "currentURL", "pullToRefreshEnabled",
    "modalDismissGestureEnabled", "dialog",
  ]

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
          visitable: exported ? try entry.bool("visitable") : nil, dialog: exported ? try entry.bool("dialog") : nil))
    }
    return specs
  }
}
