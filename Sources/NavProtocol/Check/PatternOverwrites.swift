import LinearRegex
import NavJSON

/// Which later rules overwrite which keys of a rule wherever one of its patterns applies: what
/// the language server's hover on a pattern shows. The same analysis as the `overwrittenRule`
/// finding (``RuleOverwriteAnalysis``), asked about one pattern.
package enum PatternOverwrites {
  /// For pattern `patternIndex` (its position in `patterns` as written) of rule `ruleIndex` of the
  /// path configuration `json`: each later rule (`rules[N]`, or a built-in) provably found wherever
  /// the pattern is, with the keys it overwrites there. `nil` when the rule or the pattern cannot
  /// be analysed (unreadable rule, invalid pattern, work budget spent).
  package static func overwrites(ruleIndex: Int, patternIndex: Int, in json: JSONValue, prefix: String = "")
    -> [(rule: String, keys: [String])]?
  {
    guard case .array(let values)? = json["rules"], values.indices.contains(ruleIndex) else { return nil }
    var rules: [RuleOverwriteAnalysis.Rule] = []
    var position: Int?
    var validIndex: Int?
    let rulesPath = JSONPath.member(prefix, "rules")
    for (index, value) in values.enumerated() {
      guard case .array(let patternValues)? = value["patterns"], case .object(let properties)? = value["properties"]
      else { continue }
      let texts = patternValues.compactMap(\.stringValue)
      guard texts.count == patternValues.count else { continue }
      let compiles = texts.map { (try? LinearRegex($0)) != nil }
      let valid = zip(texts, compiles).filter(\.1).map(\.0)
      if index == ruleIndex {
        guard compiles.indices.contains(patternIndex), compiles[patternIndex] else { return nil }
        position = rules.count
        validIndex = compiles[..<patternIndex].count { $0 }
      }
      rules.append(
        RuleOverwriteAnalysis.Rule(
          name: JSONPath.element(rulesPath, index), validPatterns: valid, keys: properties.keys))
    }
    rules += PathConfiguration.builtInRules.map { builtIn in
      RuleOverwriteAnalysis.Rule(
        name: "the built-in \(builtIn.patterns.joined(separator: ", ")) rule", validPatterns: builtIn.patterns,
        keys: builtIn.properties.keys)
    }
    guard let position, let validIndex else { return nil }
    var analysis = RuleOverwriteAnalysis(rules: rules)
    return analysis.overwrites(of: position, pattern: validIndex)
  }
}
