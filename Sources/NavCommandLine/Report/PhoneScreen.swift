import NavJSON

/// What a phone shows after a step, read from the step's State (docs/protocol.md §6): the main
/// stack, the modal over it in its kind, the tab bar.
struct PhoneScreen: Sendable, Hashable {
  /// One tab of the tab bar.
  struct Tab: Sendable, Hashable {
    /// The tab's id.
    var id: String
    /// Its title (the id when it has none).
    var title: String
  }

  /// The main stack, bottom first.
  var main: [ScreenEntry]
  /// The modal stack, bottom first.
  var modal: [ScreenEntry]
  /// How the modal is drawn; `nil` when none is presented.
  var modalKind: ModalKind?
  /// The tabs, in order; empty without a tab bar.
  var tabs: [Tab]
  /// The active tab's id.
  var activeTab: String?
  /// Whether the tab bar shows; `nil` when the State does not say (it shows).
  var tabBarVisible: Bool?
  /// `main` or `modal`.
  var activeStack: String
  /// The identifier of a plain web screen, which its card does not name.
  var webViewController: String

  /// The screen of `state` on `platform`.
  init(state: JSONValue, platform: ScreenPlatform) {
    webViewController = platform.webViewController
    main = (state["main"]?.arrayValue ?? []).map(ScreenEntry.init)
    modal = (state["modal"]?.arrayValue ?? []).map(ScreenEntry.init)
    let presented = state["presented"]?.boolValue ?? false
    modalKind =
      presented
      ? ModalKind(
        modalStyle: state["modalStyle"]?.stringValue, topViewController: modal.last?.viewController,
        dialogs: platform.dialogs)
      : nil
    tabs = (state["tabs"]?.arrayValue ?? []).compactMap { tab in
      guard let id = tab["id"]?.stringValue else { return nil }
      return Tab(id: id, title: tab["title"]?.stringValue ?? id)
    }
    activeTab = state["activeTab"]?.stringValue
    tabBarVisible = state["tabBarVisible"]?.boolValue
    activeStack = state["activeStack"]?.stringValue ?? "main"
  }

  /// Whether the tab bar is drawn (there are tabs, and the State does not hide it).
  var showsTabBar: Bool { !tabs.isEmpty && tabBarVisible != false }

  /// What a screen reader reads for the whole phone: `main: /posts, /posts/1; modal (large):
  /// /posts/1/edit; tab: Home of Home, Search`.
  var spoken: String {
    var parts = ["main: " + Self.spokenList(main)]
    if let modalKind { parts.append("modal (\(modalKind.label)): " + Self.spokenList(modal)) }
    if !tabs.isEmpty {
      let active = tabs.first { $0.id == activeTab }?.title ?? "none"
      var tabText = "tab: \(active) of " + tabs.map(\.title).joined(separator: ", ")
      if tabBarVisible == false { tabText += " (tab bar hidden)" }
      parts.append(tabText)
    }
    return parts.joined(separator: "; ")
  }

  private static func spokenList(_ entries: [ScreenEntry]) -> String {
    guard !entries.isEmpty else { return "empty" }
    let shown = StackWindow(count: entries.count)
    var words = shown.head.map { entries[$0].spoken }
    if shown.hidden > 0 { words.append("… \(shown.hidden) more …") }
    words += shown.tail.map { entries[$0].spoken }
    return words.joined(separator: ", ")
  }
}
