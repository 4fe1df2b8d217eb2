import LinearRegex
import NavJSON

/// Checks one path-configuration source (docs/navigator.md §2) for `navd check`.
///
/// Reports, with JSON paths under `prefix`:
/// - every shape problem, exactly as ``PathConfiguration/init(json:)`` reports it, after a
///   warning for `settings` that is not an object (read as no settings);
/// - for each well-shaped rule, in rule order: invalid regexes, property values
///   navd would ignore (``PropertyValueChecker``), and rules that never apply or
///   never have an effect (empty `patterns`, no valid pattern, empty
///   `properties`, every key overwritten: ``RuleOverwriteAnalysis``, run only
///   when the source has no shape problem, since a rejected source applies no rule).
struct PathConfigurationChecker {
  /// Where the source sits in the file (`""`, or `pathConfiguration`).
  let prefix: String
  /// Whose rules apply.
  let platform: Platform

  /// What `platform` does differently.
  private var profile: any PlatformProfile { platform.profile }

  /// A rule whose `patterns` and `properties` could be read.
  private struct ReadableRule {
    var index: Int
    var validPatterns: [(index: Int, regex: LinearRegex)]
    var properties: JSONObject
  }

  /// Every problem of `json`; `cache` knows what earlier checks compiled and decided, and
  /// learns what this one does.
  func problems(of json: JSONValue, cache: inout CheckCache) -> [CheckProblem] {
    var structure: [CheckProblem] = []
    var decodable = json
    if profile.requiresRules, case .object(var root) = json, root["rules"] == nil || root["rules"] == .null {
      // A document without rules is rejected (missingRules, iOS); the rest is still checked.
      structure.append(CheckProblem(path: JSONPath.member(prefix, "rules"), issue: .missingRules))
      root["rules"] = .array([])
      decodable = .object(root)
    }
    structure += PathConfigurationDecoder.shapeProblems(of: decodable, platform: platform).map { problem in
      CheckProblem(path: JSONPath.join(prefix, problem.path), issue: .invalidStructure(reason: problem.reason))
    }
    var ignored: [CheckProblem] = []
    // iOS reads settings that is not an object as none (Android rejects it: a structure problem above).
    if !profile.rejectsNonObjectSettings, let settings = json["settings"], settings.objectValue == nil,
      settings != .null
    {
      ignored.append(CheckProblem(path: JSONPath.member(prefix, "settings"), issue: .ignoredSettings(got: settings)))
    }
    guard case .array(let ruleValues)? = json["rules"] else { return ignored + structure }
    var perRule: [[CheckProblem]] = Array(repeating: [], count: ruleValues.count)
    var readable: [ReadableRule] = []
    for (index, value) in ruleValues.enumerated() {
      guard case .object(let rule) = value else { continue }
      if let read = check(rule: rule, index: index, into: &perRule[index], cache: &cache) { readable.append(read) }
    }
    if structure.isEmpty {
      analyse(readable, into: &perRule, cache: &cache)
    }
    return ignored + structure + perRule.joined()
  }

  private func rulePath(_ index: Int) -> String { JSONPath.element(JSONPath.member(prefix, "rules"), index) }

  /// Checks one rule object; returns it for the overwrite analysis when both its parts are readable.
  private func check(
    rule: JSONObject, index: Int, into problems: inout [CheckProblem], cache: inout CheckCache
  ) -> ReadableRule? {
    let path = rulePath(index)
    let patternsPath = JSONPath.member(path, "patterns")
    var validPatterns: [(index: Int, regex: LinearRegex)]?
    if case .array(let elements)? = rule["patterns"] {
      let texts = elements.compactMap(\.stringValue)
      var valid: [(index: Int, regex: LinearRegex)] = []
      for (patternIndex, element) in elements.enumerated() {
        guard case .string(let pattern) = element else { continue }
        do {
          let regex = try cache.regex(pattern, caseInsensitive: profile.patternsIgnoreCase)
          valid.append((patternIndex, regex))
          let intents = PatternIntent.findings(
            of: pattern, regex: regex, caseInsensitive: profile.patternsIgnoreCase, cache: &cache)
          for intent in intents {
            problems.append(
              CheckProblem(path: JSONPath.element(patternsPath, patternIndex), issue: intent.issue, fix: intent.fix))
          }
        } catch {
          problems.append(
            CheckProblem(
              path: JSONPath.element(patternsPath, patternIndex),
              issue: .invalidPattern(pattern: pattern, error: error)))
        }
      }
      if texts.count == elements.count {
        validPatterns = valid
        if elements.isEmpty {
          problems.append(CheckProblem(path: patternsPath, issue: .emptyPatterns))
        } else if valid.isEmpty {
          problems.append(CheckProblem(path: patternsPath, issue: .noValidPattern))
        }
      }
    }
    guard case .object(let properties)? = rule["properties"] else { return nil }
    let propertiesPath = JSONPath.member(path, "properties")
    let values = PropertyValueChecker(platform: platform)
    for (key, value) in properties {
      if let (issue, fix) = values.issue(key: key, value: value, in: properties) {
        problems.append(CheckProblem(path: JSONPath.member(propertiesPath, key), issue: issue, fix: fix))
      }
    }
    if properties.isEmpty, validPatterns?.isEmpty == false {
      problems.append(CheckProblem(path: propertiesPath, issue: .emptyProperties))
    }
    guard let validPatterns else { return nil }
    return ReadableRule(index: index, validPatterns: validPatterns, properties: properties)
  }

  /// For each key of rule `index` of `json`, the later rules that overwrite it (``RuleKeyOverwrite``);
  /// `nil` when the document has no such readable rule.
  func overwrites(ofRule index: Int, in json: JSONValue) -> [RuleKeyOverwrite]? {
    guard case .array(let ruleValues)? = json["rules"] else { return nil }
    let readable = readableRules(ruleValues)
    guard let position = readable.firstIndex(where: { $0.index == index }) else { return nil }
    var analysis = RuleOverwriteAnalysis(rules: analysedRules(readable), caseInsensitive: profile.patternsIgnoreCase)
    return analysis.keyOverwrites(ofRule: position)
  }

  /// ``PatternOverwrites/overwrites(ruleIndex:patternIndex:in:prefix:platform:)``.
  func patternOverwrites(ruleIndex: Int, patternIndex: Int, in json: JSONValue) -> [(rule: String, keys: [String])]? {
    guard case .array(let ruleValues)? = json["rules"] else { return nil }
    let readable = readableRules(ruleValues)
    guard let position = readable.firstIndex(where: { $0.index == ruleIndex }),
      let pattern = readable[position].validPatterns.firstIndex(where: { $0.index == patternIndex })
    else { return nil }
    var analysis = RuleOverwriteAnalysis(rules: analysedRules(readable), caseInsensitive: profile.patternsIgnoreCase)
    return analysis.overwrites(ofRule: position, pattern: pattern)
  }

  /// The rules of `ruleValues` whose patterns and properties can be read.
  private func readableRules(_ ruleValues: [JSONValue]) -> [ReadableRule] {
    var ignored: [CheckProblem] = []
    var cache = CheckCache()
    var readable: [ReadableRule] = []
    for (index, value) in ruleValues.enumerated() {
      guard case .object(let rule) = value else { continue }
      if let read = check(rule: rule, index: index, into: &ignored, cache: &cache) { readable.append(read) }
    }
    return readable
  }

  /// The readable rules as the analysis sees them, the platform's built-ins last.
  private func analysedRules(_ readable: [ReadableRule]) -> [RuleOverwriteAnalysis.Rule] {
    var rules = readable.map { rule in
      RuleOverwriteAnalysis.Rule(
        name: rulePath(rule.index), validPatterns: rule.validPatterns, properties: rule.properties)
    }
    rules += PathConfiguration.builtInRules(on: platform).map { builtIn in
      RuleOverwriteAnalysis.Rule(
        name: "the built-in \(builtIn.patterns.joined(separator: ", ")) rule",
        validPatterns: builtIn.compiledPatterns.enumerated().map { ($0.offset, $0.element) },
        properties: builtIn.properties)
    }
    return rules
  }

  /// The automata findings, each appended to its rule's problems: patterns that never match,
  /// rules that are overwritten, and (Android) rules that ask for a modal replace_root.
  ///
  /// When the rules' patterns and keys are those of a check `cache` remembers (only values
  /// were edited), its findings are reused: the analysis reads nothing else.
  private func analyse(_ readable: [ReadableRule], into perRule: inout [[CheckProblem]], cache: inout CheckCache) {
    let rules = analysedRules(readable)
    let caseInsensitive = profile.patternsIgnoreCase
    let input = RuleAnalysisInput(rules: rules, candidateCount: readable.count, caseInsensitive: caseInsensitive)
    let findings = cache.findings(of: input) { cache in
      var analysis = RuleOverwriteAnalysis(rules: rules, caseInsensitive: caseInsensitive, cache: cache)
      defer { cache = analysis.cache }
      return automataFindings(of: &analysis, readable: readable)
    }
    for (rule, problem) in findings.problems { perRule[readable[rule].index].append(problem) }
  }

  /// Runs `analysis`: patterns that never match, rules that are overwritten, and (Android)
  /// rules that ask for a modal replace_root, each with the analysed rule it belongs to.
  private func automataFindings(
    of analysis: inout RuleOverwriteAnalysis, readable: [ReadableRule]
  ) -> RuleAnalysisFindings {
    var problems: [(rule: Int, problem: CheckProblem)] = []
    for (rule, pattern) in analysis.neverMatchingPatterns(candidateCount: readable.count) {
      let path = JSONPath.element(JSONPath.member(rulePath(readable[rule].index), "patterns"), pattern)
      let text = readable[rule].validPatterns.first { $0.index == pattern }?.regex.pattern ?? ""
      problems.append((rule, CheckProblem(path: path, issue: .neverMatches(pattern: text))))
    }
    let overwritten = analysis.overwrittenRules(candidateCount: readable.count)
    for finding in overwritten {
      let issue = CheckIssue.overwrittenRule(keys: finding.keys, by: finding.overwrittenBy)
      problems.append((finding.rule, CheckProblem(path: rulePath(readable[finding.rule].index), issue: issue)))
    }
    let keyFindings = analysis.overwrittenKeys(
      candidateCount: readable.count, skipping: Set(overwritten.map(\.rule)),
      ignoredKeys: Set(profile.otherPlatformKeys))
    for finding in keyFindings {
      let issue = CheckIssue.overwrittenKey(key: finding.key, by: finding.overwrittenBy, example: finding.example)
      let path = JSONPath.member(JSONPath.member(rulePath(readable[finding.rule].index), "properties"), finding.key)
      problems.append((finding.rule, CheckProblem(path: path, issue: issue)))
    }
    if profile.refusesModalReplaceRoot {
      for (rule, subject) in analysis.modalReplaceRootRules(candidateCount: readable.count) {
        let issue = CheckIssue.modalReplaceRoot(example: subject)
        problems.append((rule, CheckProblem(path: rulePath(readable[rule].index), issue: issue)))
      }
    }
    return RuleAnalysisFindings(problems: problems)
  }
}
