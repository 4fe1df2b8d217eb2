import NavJSON
import NavProtocol

/// What `navd diff` costs on two large path configurations: a realistic 500-rule document
/// against the same document after a pull request's edits (a value changed, a pattern
/// dropped, two rules swapped, a rule added). Informational: the figure is printed, not judged.
struct DiffBenchmark {
  let ruleCount: Int

  func run() -> [BenchRow] {
    let oldJSON = RealisticPathConfiguration.json(rules: ruleCount)
    guard case .array(var rules)? = oldJSON["rules"],
      let old = try? PathConfiguration(json: oldJSON, platform: .ios)
    else { return [] }
    // A value changed, a pattern dropped, two neighbours swapped, a rule added.
    rules[17] = Self.rule(["/resource2/[0-9]+/edit$"], [("context", "default"), ("modal_style", "full")])
    rules[43] = Self.rule(["/resource5/[a-z0-9_-]+/preview$"], [("context", "modal"), ("modal_style", "medium")])
    rules.swapAt(100, 101)
    rules.append(Self.rule(["^/settings$"], [("presentation", "replace_root")]))
    let newJSON = JSONValue.object(JSONObject([("settings", .object(JSONObject())), ("rules", .array(rules))]))
    guard let new = try? PathConfiguration(json: newJSON, platform: .ios) else { return [] }
    var keys: [KeyDifferences] = []
    let nanoseconds = Stopwatch.nanosecondsPerOperation(iterations: 1, trials: 3) { repeats in
      for _ in 0..<repeats { keys = ConfigurationDiff(old: old, new: new).keys() }
    }
    let milliseconds = nanoseconds / 1_000_000
    let differences = keys.reduce(0) { $0 + $1.differences.count }
    let undecided = keys.filter { $0.verdict == .undecided }.map(\.key)
    return [
      BenchRow(
        info:
          "diff, \(ruleCount) vs \(rules.count) rules (\(differences) differences, undecided: \(undecided.isEmpty ? "none" : undecided.joined(separator: ", ")))",
        Format.fixed(milliseconds, 1) + " ms"
      ).exported(as: "diffMillis\(ruleCount)Rules", milliseconds)
    ]
  }

  private static func rule(_ patterns: [String], _ properties: [(String, JSONValue)]) -> JSONValue {
    .object(
      JSONObject([
        ("patterns", .array(patterns.map { .string($0) })), ("properties", .object(JSONObject(properties))),
      ]))
  }
}
