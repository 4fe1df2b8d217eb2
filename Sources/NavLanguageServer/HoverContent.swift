import NavJSON
import NavProtocol

/// What a hover shows, in Markdown: on a pattern, the properties its rule sets and which later
/// rules overwrite which of them wherever the pattern applies; on a typed property, its allowed values.
enum HoverContent {
  /// The hover text for `node` of an analysed document, or `nil` when there is nothing to say.
  static func markdown(node: Int, analysis: DocumentAnalysis) -> String? {
    guard let map = analysis.map, let json = analysis.json else { return nil }
    var steps = map.components(of: node)[...]
    var configuration = json
    var prefix = ""
    switch analysis.kind {
    case .pathConfiguration?:
      break
    case .clientConfiguration? where steps.first == .key("pathConfiguration"):
      steps = steps.dropFirst()
      prefix = "pathConfiguration"
      guard let member = json["pathConfiguration"] else { return nil }
      configuration = member
    default:
      return nil
    }
    guard steps.count == 4, steps[steps.startIndex] == .key("rules"),
      case .index(let ruleIndex) = steps[steps.startIndex + 1]
    else { return nil }
    let rule = configuration["rules"]?.arrayValue?[ruleIndex]
    switch (steps[steps.startIndex + 2], steps[steps.startIndex + 3]) {
    case (.key("patterns"), .index(let patternIndex)):
      guard let pattern = rule?["patterns"]?.arrayValue?[patternIndex].stringValue else { return nil }
      let name = JSONPath.element(JSONPath.member(prefix, "rules"), ruleIndex)
      return patternText(
        name: name, pattern: pattern, properties: rule?["properties"]?.objectValue,
        overwrites: PatternOverwrites.overwrites(
          ruleIndex: ruleIndex, patternIndex: patternIndex, in: configuration, prefix: prefix,
          platform: analysis.report?.platform ?? .default))
    case (.key("properties"), .key(let key)):
      return propertyText(key: key, platform: analysis.report?.platform ?? .default)
    default:
      return nil
    }
  }

  private static func patternText(
    name: String, pattern: String, properties: JSONObject?, overwrites: [(rules: [String], keys: [String])]?
  ) -> String {
    var lines = ["**`\(name)`** applies wherever `\(code(pattern))` is found"]
    guard let properties, !properties.isEmpty else {
      lines[0] += ", and sets no properties."
      return lines.joined(separator: "\n")
    }
    lines[0] += ", and sets:"
    for (key, value) in properties {
      lines.append("- `\(code(key))`: `\(code(value.jsonText))`")
    }
    lines.append("")
    guard let overwrites else {
      lines.append("Whether later rules overwrite them here is not known (the analysis gave up).")
      return lines.joined(separator: "\n")
    }
    guard !overwrites.isEmpty else {
      lines.append("No later rule overwrites them wherever this pattern applies.")
      return lines.joined(separator: "\n")
    }
    lines.append("Overwritten wherever this pattern applies:")
    for overwrite in overwrites {
      let keys = overwrite.keys.map { "`\(code($0))`" }.joined(separator: ", ")
      let rules = overwrite.rules.map { "`\(code($0))`" }
      let by =
        rules.count == 1
        ? rules[0] : "\(rules.dropLast().joined(separator: ", ")) and \(rules[rules.count - 1]) together"
      lines.append("- \(keys) by \(by)")
    }
    return lines.joined(separator: "\n")
  }

  private static func propertyText(key: String, platform: Platform) -> String? {
    guard let expectation = platform.profile.typedProperty(key)?.expectation else { return nil }
    let allowed: String
    switch expectation {
    case .oneOf(let values): allowed = "one of " + values.map { "`\($0)`" }.joined(separator: ", ")
    case .boolean: allowed = "`true` or `false`"
    case .string: allowed = "any string"
    }
    return "**`\(key)`**: \(allowed); `null` resets it to the default."
  }

  /// `text` safe inside a Markdown code span (backticks become `'`).
  private static func code(_ text: String) -> String {
    text.replacingBackticks()
  }

  /// The Markdown with its markup removed, for clients that only show plain text.
  static func plainText(_ markdown: String) -> String {
    String(markdown.filter { $0 != "`" && $0 != "*" })
  }
}

extension String {
  fileprivate func replacingBackticks() -> String {
    String(map { $0 == "`" ? "'" : $0 })
  }
}
