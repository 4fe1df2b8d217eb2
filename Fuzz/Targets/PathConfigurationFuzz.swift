import Foundation
import LinearRegex
import NavJSON
import NavProtocol

/// The path-configuration decoder and property lookup on arbitrary documents and URLs.
///
/// Input: a JSON document, then URL strings, separated by NUL bytes. Invariants:
/// decoding never traps; a failure lists at least one problem; the number of rules
/// equals the document's `rules` array; each warning names a pattern that really
/// does not compile, and every pattern that compiles is not warned about; a lookup
/// returns strictly increasing rule indices within range, agrees with matching each
/// rule's valid patterns one by one, and its properties are the in-order merge of
/// the matched rules' properties.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPathConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let document = input.bytes(upTo: 0)
  guard let json = try? JSONParser.parse(document) else { return 0 }
  let configuration: PathConfiguration
  do {
    configuration = try PathConfiguration(json: json)
  } catch {
    fuzzCheck(!error.problems.isEmpty, "a decoding failure without problems")
    return 0
  }
  let ruleCount = json["rules"]?.arrayValue?.count ?? 0
  fuzzCheck(configuration.rules.count == ruleCount, "\(configuration.rules.count) rules from \(ruleCount)")
  let warned = Set(configuration.warnings.map { "\($0.rule)/\($0.patternIndex)" })
  var compiled: [[LinearRegex]] = []
  for (ruleIndex, rule) in configuration.rules.enumerated() {
    var valid: [LinearRegex] = []
    for (patternIndex, pattern) in rule.patterns.enumerated() {
      let isWarned = warned.contains("\(ruleIndex)/\(patternIndex)")
      if let regex = try? LinearRegex(pattern) {
        fuzzCheck(!isWarned, "valid pattern \(pattern) was warned about")
        valid.append(regex)
      } else {
        fuzzCheck(isWarned, "invalid pattern \(pattern) was not warned about")
      }
    }
    compiled.append(valid)
  }
  var urls = 0
  while !input.isExhausted && urls < 8 {
    urls += 1
    let text = String(decoding: input.bytes(upTo: 0), as: UTF8.self)
    guard let url = URL(string: text) else { continue }
    for matchQueryStrings in [true, false] {
      checkLookup(configuration, compiled: compiled, url: url, matchQueryStrings: matchQueryStrings)
    }
  }
  return 0
}

private func checkLookup(
  _ configuration: PathConfiguration, compiled: [[LinearRegex]], url: URL, matchQueryStrings: Bool
) {
  let match = configuration.properties(for: url, matchQueryStrings: matchQueryStrings)
  let subject = PathConfiguration.subject(for: url, matchQueryStrings: matchQueryStrings)
  let allRules = configuration.allRules
  fuzzCheck(
    zip(match.matchedRules, match.matchedRules.dropFirst()).allSatisfy { $0 < $1 }, "rule indices not increasing")
  fuzzCheck(match.matchedRules.allSatisfy { $0 >= 0 && $0 < allRules.count }, "rule index out of range")
  var expected: [Int] = []
  for (index, patterns) in compiled.enumerated() where patterns.contains(where: { $0.containsMatch(in: subject) }) {
    expected.append(index)
  }
  for (offset, rule) in PathConfiguration.builtInRules.enumerated() where rule.matches(subject) {
    expected.append(compiled.count + offset)
  }
  fuzzCheck(match.matchedRules == expected, "matched \(match.matchedRules), expected \(expected) for \(subject)")
  var merged = JSONObject()
  for index in expected {
    for (key, value) in allRules[index].properties { merged[key] = value }
  }
  fuzzCheck(match.properties.values == merged, "merged properties differ for \(subject)")
}
