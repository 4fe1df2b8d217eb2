import NavJSON

/// Which later rules overwrite which keys of a rule wherever one of its patterns applies: what
/// the language server's hover on a pattern shows. The same analysis as the `overwrittenRule`
/// finding (``RuleOverwriteAnalysis``, with the platform's automata), asked about one pattern.
package enum PatternOverwrites {
  /// For pattern `patternIndex` (its position in `patterns` as written) of rule `ruleIndex` of the
  /// path configuration `json`: each later rule (`rules[N]`, or a built-in) proved to be found
  /// wherever the pattern is, with the keys it overwrites there. `nil` when the rule or the pattern
  /// cannot be analysed (unreadable rule, invalid pattern, work budget spent).
  package static func overwrites(
    ruleIndex: Int, patternIndex: Int, in json: JSONValue, prefix: String = "", platform: Platform = .ios
  ) -> [(rule: String, keys: [String])]? {
    PathConfigurationChecker(prefix: prefix, platform: platform).patternOverwrites(
      ruleIndex: ruleIndex, patternIndex: patternIndex, in: json)
  }
}
