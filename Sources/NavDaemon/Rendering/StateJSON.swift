import NavJSON
import NavProtocol

/// Renders State (docs/protocol.md §6) for one navigator of a client.
enum StateJSON {
  /// `{client, startLocation, activeTab, tabs, main, modal, presented,
  /// modalStyle, activeStack, currentVisitableURL}` of `navigator` (one of
  /// `client`'s; `activeTab` is the client's active tab whichever navigator is shown).
  static func render(_ client: Client, navigator: Navigator) -> JSONValue {
    let group = client.group
    let tabs: [JSONValue] = group.navigators.compactMap { tabNavigator in
      guard let tab = tabNavigator.tab else { return nil }
      return .object(
        JSONObject([
          ("id", .string(tab.id)), ("title", .string(tab.title)), ("url", tab.url.wireJSON),
          ("started", .bool(tabNavigator.isStarted)),
        ]))
    }
    return .object(
      JSONObject([
        ("client", .string(client.id)),
        ("startLocation", navigator.startLocation.wireJSON),
        ("activeTab", group.activeTabID.map(JSONValue.string) ?? .null),
        ("tabs", .array(tabs)),
        ("main", navigator.mainStack.wireJSON),
        ("modal", navigator.modalStack.wireJSON),
        ("presented", .bool(navigator.presented)),
        ("modalStyle", navigator.modalStyle.map { .string($0.rawValue) } ?? .null),
        ("activeStack", .string(navigator.activeStackKind.rawValue)),
        ("currentVisitableURL", navigator.currentVisitableURLString.wireJSON),
      ]))
  }
}
