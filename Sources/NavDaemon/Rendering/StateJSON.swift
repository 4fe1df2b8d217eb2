import NavJSON
import NavProtocol

/// Renders State (docs/protocol.md §6) for one navigator of a client.
enum StateJSON {
  /// `{client, startLocation, activeTab, tabs, main, modal, presented,
  /// modalStyle, activeStack, currentVisitableURL, webSessions, tabBarVisible}` of `navigator`
  /// (one of `client`'s; `activeTab` and `tabBarVisible` are the client's, whichever navigator
  /// is shown).
  static func render(_ client: Client, navigator: Navigator) -> JSONValue {
    JSONTreeSink.value { write(client, navigator: navigator, to: &$0) }
  }

  /// Writes the state of `navigator` (see ``render(_:navigator:)``) into `sink`.
  static func write<Sink: JSONSink>(_ client: Client, navigator: Navigator, to sink: inout Sink) {
    let group = client.group
    sink.beginObject()
    sink.member("client", client.id)
    sink.member("startLocation", navigator.startLocation?.absoluteString)
    sink.member("activeTab", group.activeTabID)
    sink.key("tabs")
    sink.beginArray()
    for tabNavigator in group.navigators {
      guard let tab = tabNavigator.tab else { continue }
      sink.beginObject()
      sink.member("id", tab.id)
      sink.member("title", tab.title)
      sink.key("url")
      sink.string(tab.url.absoluteString)
      sink.member("started", tabNavigator.isStarted)
      sink.endObject()
    }
    sink.endArray()
    sink.key("main")
    navigator.mainStack.write(to: &sink)
    sink.key("modal")
    navigator.modalStack.write(to: &sink)
    sink.member("presented", navigator.presented)
    sink.member("modalStyle", navigator.modalStyle?.rawValue)
    sink.member("activeStack", navigator.activeStackKind.rawValue)
    sink.member("currentVisitableURL", navigator.currentVisitableURLString)
    sink.key("webSessions")
    sink.beginArray()
    for session in navigator.webSessions { session.write(to: &sink) }
    sink.endArray()
    sink.key("tabBarVisible")
    if let visible = group.tabBarVisible { sink.bool(visible) } else { sink.null() }
    sink.endObject()
  }
}
