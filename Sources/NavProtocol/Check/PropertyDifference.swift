import NavJSON

/// One way a property resolves differently in two path configurations: at ``subject`` (a
/// shortest one for this combination), the old document resolves ``key`` to ``oldValue`` set by
/// ``oldRule``, the new one to ``newValue`` set by ``newRule`` (`nil`: no rule sets it there).
public struct PropertyDifference: Sendable, Equatable {
  /// The property key.
  public var key: String
  /// A URL path (or `?query`) where the values differ, verified by resolving it through both documents.
  public var subject: String
  /// The old document's value there, `nil` when unset.
  public var oldValue: JSONValue?
  /// The new document's value there, `nil` when unset.
  public var newValue: JSONValue?
  /// The rule that sets the old value (`rules[3]`, `the built-in /recede_historical_location rule`), `nil` when unset.
  public var oldRule: String?
  /// The rule that sets the new value, `nil` when unset.
  public var newRule: String?

  /// A difference of `key` at `subject`.
  public init(
    key: String, subject: String, oldValue: JSONValue?, newValue: JSONValue?, oldRule: String?, newRule: String?
  ) {
    self.key = key
    self.subject = subject
    self.oldValue = oldValue
    self.newValue = newValue
    self.oldRule = oldRule
    self.newRule = newRule
  }

  /// `/posts/1/edit: context "modal" (rules[2]) → "default" (rules[5])`.
  public var description: String {
    func side(_ value: JSONValue?, _ rule: String?) -> String {
      guard let value else { return "unset" }
      return "\(value.jsonText)" + (rule.map { " (\($0))" } ?? "")
    }
    return "\(subject.isEmpty ? "\"\"" : subject): \(key) \(side(oldValue, oldRule)) → \(side(newValue, newRule))"
  }
}
