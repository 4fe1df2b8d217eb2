/// The frame both reports share: a complete HTML document with the inline style sheet, no
/// script and nothing fetched.
enum ReportPage {
  /// The document titled `title` whose body `body` writes.
  static func document(title: String, _ body: (inout HTMLWriter) -> Void) -> String {
    var html = HTMLWriter()
    html.trusted("<!DOCTYPE html>\n")
    html.element("html", ["lang": "en"]) { html in
      html.element("head") { html in
        html.open("meta", ["charset": "utf-8"])
        html.open("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
        html.element("title", text: title)
        html.element("style") { html in html.trusted(ReportStyle.css) }
      }
      html.newline()
      html.element("body") { html in body(&html) }
    }
    html.newline()
    return html.html
  }

  /// `<li>` labels in a list named `name`; nothing when there are none.
  static func labels(_ labels: [ReportLabel], name: String, differing: Set<String> = [], to html: inout HTMLWriter) {
    guard !labels.isEmpty else { return }
    html.element("ul", ["class": "labels", "aria-label": name]) { html in
      for label in labels {
        let differs = label.field.map(differing.contains) ?? false
        html.element(
          "li", ["class": label.kind + (differs ? " diff" : ""), "title": label.title],
          text: label.text + (differs ? " (differs)" : ""))
      }
    }
  }

  /// The step's call as a heading, its full URL and params, and its facts.
  static func description(_ description: StepDescription, index: Int, to html: inout HTMLWriter) {
    html.element("h4", text: "step \(index): " + description.call)
    if let url = description.url { html.element("p") { html in html.element("code", text: url) } }
    if let params = description.params {
      let shown =
        params.count > StepDescription.paramsLimit ? String(params.prefix(StepDescription.paramsLimit)) + "…" : params
      html.element("p") { html in html.element("code", ["title": params == shown ? nil : params], text: shown) }
    }
    guard !description.facts.isEmpty else { return }
    html.element("dl", ["class": "facts"]) { html in
      for fact in description.facts {
        html.element("dt", text: fact.name)
        html.element("dd", text: fact.value)
      }
    }
  }
}
