/// Builds an HTML document as text: elements by name with attributes, text always through
/// ``HTMLText/escape(_:)``. Element and attribute names are the report's own literals; every value
/// from a scenario or a state (URLs, names, messages) goes through ``text(_:)`` or an attribute.
struct HTMLWriter {
  /// The document so far.
  private(set) var html = ""

  /// An empty document.
  init() {}

  /// Opens `tag` with `attributes` (a `nil` value leaves the attribute out; `""` writes it bare).
  mutating func open(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
    html += "<" + tag
    for (name, value) in attributes {
      guard let value else { continue }
      html += value.isEmpty ? " \(name)" : " \(name)=\"\(HTMLText.escape(value))\""
    }
    html += ">"
  }

  /// Closes `tag`.
  mutating func close(_ tag: String) {
    html += "</" + tag + ">"
  }

  /// `text`, escaped.
  mutating func text(_ text: String) {
    html += HTMLText.escape(text)
  }

  /// `<tag attributes>text</tag>`.
  mutating func element(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:], text content: String) {
    open(tag, attributes)
    text(content)
    close(tag)
  }

  /// `<tag attributes>…</tag>` around what `body` writes.
  mutating func element(
    _ tag: String, _ attributes: KeyValuePairs<String, String?> = [:], _ body: (inout HTMLWriter) -> Void
  ) {
    open(tag, attributes)
    body(&self)
    close(tag)
  }

  /// Markup the report itself wrote (its style sheet, its icons): never text from a scenario.
  mutating func trusted(_ markup: StaticString) {
    html += markup.description
  }

  /// A line break in the source, to keep the file readable.
  mutating func newline() {
    html += "\n"
  }
}
