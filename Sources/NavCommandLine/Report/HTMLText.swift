/// The one place the HTML reports escape text (docs/scenarios.md, "An HTML report").
enum HTMLText {
  /// `text` safe as an HTML element's content and inside a double- or single-quoted attribute:
  /// `&`, `<`, `>`, `"` and `'` as character references, and every control character other
  /// than tab and line feed (which HTML forbids as a character reference's target) replaced by
  /// U+FFFD.
  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      case "\n", "\t": escaped.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF {
          escaped.unicodeScalars.append("\u{FFFD}")
        } else {
          escaped.unicodeScalars.append(scalar)
        }
      }
    }
    return escaped
  }
}
