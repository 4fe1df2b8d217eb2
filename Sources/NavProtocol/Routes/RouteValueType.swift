import NavJSON

/// The type of a route parameter: what text it accepts and how its value is
/// written in JSON.
enum RouteValueType: Sendable, Hashable {
  /// `{name}`: any non-empty text, a JSON string.
  case string
  /// `{name:int}`: `-?[0-9]+` within `Int64`, a JSON integer.
  case int
  /// `{name:digits}`: `[0-9]+`, a JSON string (leading zeros survive).
  case digits
  /// `{name:uuid}`: `8-4-4-4-12` hex digits in either case, a lowercased JSON string.
  case uuid
  /// `{name:(a|b)}`: one of the listed values exactly, a JSON string.
  case enumeration([String])

  /// The value `text` stands for, or `nil` when it does not fit the type.
  func value(of text: String) -> JSONValue? {
    switch self {
    case .string: return text.isEmpty ? nil : .string(text)
    case .int: return Self.parseInt(text).map { .integer($0) }
    case .digits: return Self.isDigits(text) ? .string(text) : nil
    case .uuid: return Self.isUUID(text) ? .string(text.lowercased()) : nil
    case .enumeration(let values): return values.contains(text) ? .string(text) : nil
    }
  }

  /// Whether `text` fits the type.
  func accepts(_ text: String) -> Bool {
    switch self {
    case .string: !text.isEmpty
    case .int: Self.parseInt(text) != nil
    case .digits: Self.isDigits(text)
    case .uuid: Self.isUUID(text)
    case .enumeration(let values): values.contains(text)
    }
  }

  /// The text a JSON value prints as, or `nil` when it is not a valid value of this type.
  func text(of value: JSONValue) -> String? {
    switch (self, value) {
    case (.int, .integer(let number)): return String(number)
    case (.int, _): return nil
    case (.uuid, .string(let text)): return Self.isUUID(text) ? text.lowercased() : nil
    case (_, .string(let text)): return accepts(text) ? text : nil
    default: return nil
    }
  }

  /// Whether `text`, which fits the type, prints back as exactly itself
  /// (`text(of: value(of: text))`): ints without leading zeros, `+` or `-0`, uuids in lowercase.
  func printsAsItself(_ text: String) -> Bool {
    switch self {
    case .int:
      // `-?[0-9]+` prints as itself unless it has a leading zero or is `-0`.
      var digits = text.utf8[...]
      let negative = digits.first == UInt8(ascii: "-")
      if negative { digits = digits.dropFirst() }
      guard digits.first == UInt8(ascii: "0") else { return true }
      return digits.count == 1 && !negative
    case .uuid: return !text.utf8.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    case .string, .digits, .enumeration: return true
    }
  }

  /// A short description for messages ("an integer", "one of song, album").
  var expectation: String {
    switch self {
    case .string: "a non-empty string"
    case .int: "an integer within Int64"
    case .digits: "a string of digits 0-9"
    case .uuid: "a uuid (8-4-4-4-12 hex digits)"
    case .enumeration(let values): "one of " + values.joined(separator: ", ")
    }
  }

  /// The JSON type name a value of this type has.
  var jsonTypeName: String {
    if case .int = self { return "number" }
    return "string"
  }

  /// A text accepted by both types, if there is one.
  func commonText(with other: RouteValueType) -> String? {
    switch (self, other) {
    case (.enumeration(let values), _): return values.first { other.accepts($0) }
    case (_, .enumeration(let values)): return values.first { self.accepts($0) }
    case (.string, _): return other.sampleText
    case (_, .string): return sampleText
    case (.uuid, .uuid): return sampleText
    case (.uuid, _), (_, .uuid): return nil
    default: return "1"  // int and digits share every short digit string
    }
  }

  /// A text of this type, used to build example URLs.
  var sampleText: String {
    switch self {
    case .string: "x"
    case .int, .digits: "1"
    case .uuid: "00000000-0000-0000-0000-000000000000"
    case .enumeration(let values): values.first ?? "x"
    }
  }

  /// `-?[0-9]+` within `Int64`; leading zeros allowed; no `+`.
  static func parseInt(_ text: String) -> Int64? {
    var utf8 = text.utf8[...]
    var negative = false
    if utf8.first == UInt8(ascii: "-") {
      negative = true
      utf8 = utf8.dropFirst()
    }
    guard !utf8.isEmpty else { return nil }
    var result: Int64 = 0
    for byte in utf8 {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      let digit = Int64(byte - UInt8(ascii: "0"))
      let (shifted, overflowed) = result.multipliedReportingOverflow(by: 10)
      guard !overflowed else { return nil }
      // Accumulate negatively so that Int64.min is reachable.
      let (next, underflowed) =
        negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !underflowed else { return nil }
      result = next
    }
    return result
  }

  /// `[0-9]+`.
  static func isDigits(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
  }

  /// `8-4-4-4-12` hex digits, either case.
  static func isUUID(_ text: String) -> Bool {
    let bytes = text.utf8
    guard bytes.count == 36 else { return false }
    for (offset, byte) in bytes.enumerated() {
      if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
        guard byte == UInt8(ascii: "-") else { return false }
      } else {
        guard RoutePercentEncoding.hexValue(byte) != nil else { return false }
      }
    }
    return true
  }
}
