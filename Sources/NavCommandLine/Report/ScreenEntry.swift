import NavJSON

/// One entry of a stack as a phone draws it: a card titled with its URL's path.
struct ScreenEntry: Sendable, Hashable {
  /// The entry's id.
  var id: Int64?
  /// The stamp (`routedLocation`); `nil` for an entry pushed from outside the navigator.
  var stamp: String?
  /// The URL the web view shows (`currentURL`).
  var currentURL: String?
  /// The view controller (iOS) or destination URI (Android).
  var viewController: String
  /// Whether the entry is a web screen.
  var visitable: Bool
  /// Whether pull-to-refresh is on.
  var pullToRefreshEnabled: Bool
  /// The status code of a failed load, when the State reports one (`error.statusCode`).
  var errorStatus: Int64?

  /// The entry of a State's `main` or `modal` list.
  init(_ value: JSONValue) {
    id = value["id"]?.integerValue
    stamp = value["routedLocation"]?.stringValue
    currentURL = value["currentURL"]?.stringValue
    viewController = value["viewController"]?.stringValue ?? ""
    visitable = value["visitable"]?.boolValue ?? true
    pullToRefreshEnabled = value["pullToRefreshEnabled"]?.boolValue ?? false
    errorStatus = value["error"]?["statusCode"]?.integerValue
  }

  /// The full URL shown on hover: the stamp, else the current URL.
  var url: String? { stamp ?? currentURL }

  /// The card's title: the URL's path (and query), `unstamped` for an entry without a stamp.
  var title: String {
    guard let stamp else { return "unstamped" }
    return ScreenEntry.path(of: stamp)
  }

  /// What a screen reader says for the card: the title, then what is special about it.
  var spoken: String {
    var text = title
    if stamp == nil, let currentURL { text += " (" + ScreenEntry.path(of: currentURL) + ")" }
    if !visitable { text += " [native \(viewController)]" }
    if let errorStatus { text += " [error \(errorStatus)]" }
    return text
  }

  /// `url`'s path and query (`/posts/1?tab=2`), `/` for none; the whole text when it has no
  /// `scheme://authority` (a `mailto:` URL, a path).
  static func path(of url: String) -> String {
    let characters = Array(url.utf8)
    guard let colon = characters.firstIndex(of: UInt8(ascii: ":")), characters.count > colon + 2,
      characters[colon + 1] == UInt8(ascii: "/"), characters[colon + 2] == UInt8(ascii: "/")
    else { return url }
    let afterAuthority = url.utf8.dropFirst(colon + 3)
    guard
      let slash = afterAuthority.firstIndex(where: {
        $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
      })
    else { return "/" }
    let rest = String(Substring(url.utf8[slash...]))
    return rest.hasPrefix("/") ? rest : "/" + rest
  }
}
