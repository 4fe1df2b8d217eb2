import NavProtocol

/// What `navd diff` found: the two documents and each key's verdict.
struct DiffResult {
  var old: DiffDocument
  var new: DiffDocument
  var keys: [KeyDifferences]

  /// Keys that resolve differently somewhere (proved).
  var differing: [KeyDifferences] { keys.filter { !$0.differences.isEmpty } }
  /// Keys the budget left undecided.
  var undecided: [KeyDifferences] { keys.filter { $0.verdict == .undecided } }
  /// Every difference, key by key.
  var differences: [PropertyDifference] { keys.flatMap(\.differences) }

  /// 0 no difference (proved), 1 some difference or an undecided key.
  var exitStatus: Int32 { differing.isEmpty && undecided.isEmpty ? 0 : 1 }

  /// Where a difference shows in the new file: the new rule's value, else the old rule's
  /// place in the new file's `rules`, else the document.
  func path(of difference: PropertyDifference) -> String {
    if let rule = difference.newRule, rule.hasPrefix("rules[") { return "\(rule).properties.\(difference.key)" }
    return "rules"
  }

  /// `/posts/1/edit: context "modal" (rules[2]) → "default" (rules[5])`.
  static func line(_ difference: PropertyDifference) -> String { difference.description }
}
