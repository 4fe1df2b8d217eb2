import NavJSON

/// Which later rules overwrite which keys of a rule wherever one of its patterns applies: what
/// the language server's hover on a pattern shows. The same analysis as the `overwrittenRule`
/// finding (``RuleOverwriteAnalysis``, with the platform's automata), asked about one pattern.
package enum PatternOverwrites {
  /// For pattern `patternIndex` (its position in `patterns` as written) of rule `ruleIndex` of the
  /// path configuration `json`: each later rule (`rules[N]`, or a built-in) proved to be found
  /// wherever the pattern is, with the keys it overwrites there; then, for a key that no single
  /// later rule overwrites everywhere but the later rules that set it do together (`/(a|b)$`
  /// followed by `/a$` and `/b$`), those rules with that key, as `overwrittenRule` counts them.
  /// `nil` when the rule or the pattern cannot be analysed (unreadable rule, invalid pattern,
  /// work budget spent).
  package static func overwrites(
    ruleIndex: Int, patternIndex: Int, in json: JSONValue, prefix: String = "", platform: Platform = .default
  ) -> [(rules: [String], keys: [String])]? {
    let checker = PathConfigurationChecker(prefix: prefix, platform: platform)
    guard let single = checker.patternOverwrites(ruleIndex: ruleIndex, patternIndex: patternIndex, in: json) else {
      return nil
    }
    var found = single.map { (rules: [$0.rule], keys: $0.keys) }
    let coveredAlone = Set(single.flatMap(\.keys))
    let rules = json["rules"]?.arrayValue ?? []
    let ruleKeys = rules.indices.contains(ruleIndex) ? rules[ruleIndex]["properties"]?.objectValue?.keys ?? [] : []
    guard !ruleKeys.allSatisfy(coveredAlone.contains),
      let alone = onlyPattern(patternIndex, ofRule: ruleIndex, in: json),
      let keys = checker.overwrites(ofRule: ruleIndex, in: alone)
    else { return found }
    for key in keys where key.everywhere && !key.rules.isEmpty && !coveredAlone.contains(key.key) {
      if let same = found.firstIndex(where: { $0.rules == key.rules && $0.rules.count > 1 }) {
        found[same].keys.append(key.key)
      } else {
        found.append((rules: key.rules, keys: [key.key]))
      }
    }
    return found
  }

  /// `json` with rule `ruleIndex`'s `patterns` reduced to its pattern `patternIndex`, so that the
  /// rule-wide analysis answers for that pattern alone.
  private static func onlyPattern(_ patternIndex: Int, ofRule ruleIndex: Int, in json: JSONValue) -> JSONValue? {
    guard case .object(var root) = json, case .array(var rules)? = root["rules"], rules.indices.contains(ruleIndex),
      case .object(var rule) = rules[ruleIndex], case .array(let patterns)? = rule["patterns"],
      patterns.indices.contains(patternIndex)
    else { return nil }
    rule["patterns"] = .array([patterns[patternIndex]])
    rules[ruleIndex] = .object(rule)
    root["rules"] = .array(rules)
    return .object(root)
  }
}
