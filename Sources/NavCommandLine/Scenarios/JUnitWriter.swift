/// JUnit XML for CI systems (GitHub Actions test reporters, GitLab, Jenkins): `<testsuites>`,
/// one `<testsuite>` per scenario file, one `<testcase>` per scenario × platform with its
/// time, and a `<failure>` carrying the FAIL text (docs/protocol.md §13).
enum JUnitWriter {
  /// The whole document for `results`, grouped by file in the order the files ran.
  static func document(_ results: [ScenarioRunResult]) -> String {
    var files: [String] = []
    var byFile: [String: [ScenarioRunResult]] = [:]
    for result in results {
      if byFile[result.file] == nil { files.append(result.file) }
      byFile[result.file, default: []].append(result)
    }
    let failures = results.count { !$0.passed }
    let total = results.reduce(0) { $0 + $1.seconds }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"navd test\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\""
    xml += " time=\"\(seconds(total))\">\n"
    for file in files {
      let cases = byFile[file] ?? []
      let suiteTime = cases.reduce(0) { $0 + $1.seconds }
      xml += "  <testsuite name=\"\(escape(file))\" tests=\"\(cases.count)\""
      xml += " failures=\"\(cases.count { !$0.passed })\" errors=\"0\" skipped=\"0\" time=\"\(seconds(suiteTime))\">\n"
      for result in cases {
        xml += "    <testcase name=\"\(escape(result.caseName))\" classname=\"\(escape(file))\""
        xml += " time=\"\(seconds(result.seconds))\""
        if let failure = result.failure {
          xml += ">\n      <failure message=\"\(escape(failure.message))\" type=\"failure\">"
          xml += "\(escape(result.line))</failure>\n    </testcase>\n"
        } else {
          xml += "/>\n"
        }
      }
      xml += "  </testsuite>\n"
    }
    xml += "</testsuites>\n"
    return xml
  }

  /// `text` safe inside an XML attribute or element: `&`, `<`, `>`, `"`, `'` escaped, line
  /// breaks and tabs as character references (attributes keep them), and every character
  /// XML 1.0 forbids (other control characters, unpaired surrogates cannot occur in a
  /// Swift string, U+FFFE/U+FFFF) replaced by U+FFFD.
  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\n": escaped += "&#10;"
      case "\r": escaped += "&#13;"
      case "\t": escaped += "&#9;"
      default:
        let value = scalar.value
        if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
          escaped.unicodeScalars.append("\u{FFFD}")
        } else {
          escaped.unicodeScalars.append(scalar)
        }
      }
    }
    return escaped
  }

  /// Seconds with millisecond precision (`0.004`).
  static func seconds(_ value: Double) -> String {
    let milliseconds = Int((max(0, value) * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
  }
}
