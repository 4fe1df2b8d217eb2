import NavJSON

/// What a typed path-configuration property must hold (docs/navigator.md §1).
public enum CheckExpectation: Sendable, Hashable, CustomStringConvertible {
  /// One of these strings (an enum property).
  case oneOf([String])
  /// JSON `true` or `false`.
  case boolean
  /// Any string.
  case string

  /// `a string (one of default, modal)`, `true or false`, `a string`.
  public var description: String {
    switch self {
    case .oneOf(let values): "a string (one of \(values.joined(separator: ", ")))"
    case .boolean: "true or false"
    case .string: "a string"
    }
  }

  /// The JSON text that fixes a near miss (`"true"` → `true`, `0` → `false`), if it is one.
  func fixedValue(for value: JSONValue) -> String? {
    guard self == .boolean else { return nil }
    switch value {
    case .string("true"), .integer(1): return "true"
    case .string("false"), .integer(0): return "false"
    default: return nil
    }
  }

  /// A fix for a near miss, starting with `" ("`, or `""`: a boolean written as the
  /// string `"true"`/`"false"` or as the number `1`/`0`.
  func hint(for value: JSONValue) -> String {
    guard self == .boolean else { return "" }
    switch value {
    case .string("true"): return " (write true without quotes)"
    case .string("false"): return " (write false without quotes)"
    case .integer(1): return " (write true)"
    case .integer(0): return " (write false)"
    default: return ""
    }
  }
}
