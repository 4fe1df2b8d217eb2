/// Draws a ``PhoneScreen`` as HTML: a phone whose main stack is a deck of cards (the top one in
/// front), a modal over it in its kind, the tab bar, and under it the text a screen reader reads.
///
/// `differing` names the View fields (docs/protocol.md §11) in which this phone differs from the
/// other platform's: the parts that show them are outlined and say so in words.
struct PhoneDrawing {
  /// The phone's screen.
  var screen: PhoneScreen
  /// The platform's name, shown above a compared phone; `nil` in a test report.
  var heading: String?
  /// The data attribute naming the platform (`ios`).
  var platform: String
  /// The differing View fields.
  var differing: Set<String> = []

  /// Writes the phone.
  func write(to html: inout HTMLWriter) {
    let kind = screen.modalKind
    html.open(
      "figure",
      [
        "class": "phone", "data-platform": platform, "data-presented": kind == nil ? "false" : "true",
        "data-modal": kind?.rawValue,
      ])
    if let heading { html.element("p", ["class": "ph"], text: heading) }
    html.open("div", ["class": "screen" + (kind == nil ? "" : " behind-" + (kind?.cssClass ?? ""))])
    html.element("div", ["class": "area"]) { html in
      writeStack(screen.main, name: "main", stack: "main", to: &html)
    }
    if let kind {
      html.element("div", ["class": "scrim", "aria-hidden": "true"], text: "")
      let modalDiffers = differing.contains("modal") || differing.contains("presented")
      html.element(
        "section",
        ["class": "modal \(kind.cssClass)" + (modalDiffers ? " diff" : ""), "aria-label": "modal (\(kind.label))"]
      ) { html in
        html.element("p", ["class": "mk"], text: kind.label + (modalDiffers ? " (differs)" : ""))
        writeStack(screen.modal, name: "modal", stack: "modal", to: &html)
      }
    } else if differing.contains("presented") || differing.contains("modal") {
      html.element("p", ["class": "nomodal diff"], text: "no modal (differs)")
    }
    if !screen.tabs.isEmpty { writeTabs(to: &html) }
    html.close("div")
    html.element("figcaption", text: screen.spoken)
    html.close("figure")
  }

  private func writeStack(_ entries: [ScreenEntry], name: String, stack: String, to html: inout HTMLWriter) {
    let differs = differing.contains(stack)
    html.open("ol", ["class": "stack s-" + stack + (differs ? " diff" : ""), "aria-label": name + " stack"])
    if entries.isEmpty { html.element("li", ["class": "empty"], text: "empty") }
    let window = StackWindow(count: entries.count)
    for index in window.head { writeCard(entries[index], isTop: index == entries.count - 1, stack: stack, to: &html) }
    if window.hidden > 0 {
      let hidden = entries[(window.head.upperBound)..<window.tail.lowerBound]
      html.element(
        "li", ["class": "gap", "title": hidden.map(\.title).joined(separator: "\n")],
        text: "… \(window.hidden) more …")
    }
    for index in window.tail { writeCard(entries[index], isTop: index == entries.count - 1, stack: stack, to: &html) }
    html.close("ol")
    if differs { html.element("p", ["class": "dn"], text: stack + " differs") }
  }

  private func writeCard(_ entry: ScreenEntry, isTop: Bool, stack: String, to html: inout HTMLWriter) {
    var classes = "card"
    if isTop { classes += " top" }
    if entry.stamp == nil { classes += " unstamped" }
    if !entry.visitable { classes += " native" }
    let activeTop = isTop && stack == screen.activeStack
    let refreshDiffers = activeTop && differing.contains("pullToRefreshEnabled")
    html.open("li", ["class": classes, "title": entry.url ?? "unstamped entry"])
    html.element("span", ["class": "t"], text: entry.title)
    if entry.stamp == nil { html.element("span", ["class": "b"], text: "unstamped") }
    if !entry.visitable { html.element("span", ["class": "b vc"], text: "native " + entry.viewController) }
    if let status = entry.errorStatus { html.element("span", ["class": "b err"], text: "error \(status)") }
    if isTop {
      if entry.visitable && entry.viewController != screen.webViewController && !entry.viewController.isEmpty {
        html.element("span", ["class": "b vc"], text: entry.viewController)
      }
      if entry.pullToRefreshEnabled {
        html.open("span", ["class": refreshDiffers ? "b ptr diff" : "b ptr"])
        html.trusted(PhoneIcons.refresh)
        html.text("pull to refresh")
        html.close("span")
      } else if activeTop {
        html.element("span", ["class": refreshDiffers ? "b noptr diff" : "b noptr"], text: "no pull to refresh")
      }
    }
    html.close("li")
  }

  private func writeTabs(to html: inout HTMLWriter) {
    let differs = differing.contains("tabBarVisible")
    var classes = "tabs"
    if screen.tabBarVisible == false { classes += " hidden" }
    if differs { classes += " diff" }
    html.open("ul", ["class": classes, "aria-label": screen.tabBarVisible == false ? "tab bar (hidden)" : "tab bar"])
    for tab in screen.tabs {
      let active = tab.id == screen.activeTab
      html.element("li", ["class": active ? "on" : nil, "aria-current": active ? "page" : nil], text: tab.title)
    }
    html.close("ul")
  }
}
