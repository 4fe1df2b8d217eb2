/// Why a byte sequence is not acceptable JSON, and where it went wrong.
///
/// Every message is made here, from a typed ``Reason``; ``offset`` is the
/// zero-based byte offset in the parsed input where the problem was found.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong with the input.
  public enum Reason: Sendable, Hashable {
    /// The input ended inside a value (or held no value at all).
    case unexpectedEnd
    /// A byte that cannot start or continue the value at this point; `expected` names what could.
    case unexpectedByte(UInt8, expected: String)
    /// A complete value was followed by something other than whitespace.
    case trailingContent
    /// An array/object nesting level beyond the allowed maximum (`limit` levels are allowed).
    case depthLimitExceeded(limit: Int)
    /// A number with a leading zero such as `01`.
    case leadingZero
    /// A number whose magnitude does not fit in a finite `Double` (e.g. `1e400`).
    case numberOutOfRange
    /// A raw control character (U+0000–U+001F) inside a string; it must be escaped.
    case controlCharacterInString(UInt8)
    /// A backslash followed by something that is not a JSON escape.
    case invalidEscape
    /// A `\u` escape without four hexadecimal digits.
    case invalidUnicodeEscape
    /// A `\uD800`–`\uDFFF` escape that is not part of a high+low surrogate pair.
    case loneSurrogate(UInt16)
    /// Bytes that are not well-formed UTF-8.
    case invalidUTF8
  }

  /// What is wrong.
  public let reason: Reason
  /// Byte offset in the input where the problem was detected.
  public let offset: Int

  /// Creates an error for `reason` at byte `offset`.
  public init(_ reason: Reason, at offset: Int) {
    self.reason = reason
    self.offset = offset
  }

  /// Whether this error is the nesting-depth limit rather than a syntax problem.
  public var isDepthLimitExceeded: Bool {
    if case .depthLimitExceeded = reason { return true }
    return false
  }

  /// A one-line English description without the offset.
  public var message: String {
    switch reason {
    case .unexpectedEnd: "unexpected end of input"
    case .unexpectedByte(let byte, let expected): "unexpected \(Self.describe(byte)), expected \(expected)"
    case .trailingContent: "unexpected content after the JSON value"
    case .depthLimitExceeded(let limit): "nesting deeper than \(limit) levels"
    case .leadingZero: "numbers must not have leading zeros"
    case .numberOutOfRange: "number is too large to represent"
    case .controlCharacterInString(let byte): "unescaped control character \(Self.describe(byte)) in string"
    case .invalidEscape: "invalid escape sequence in string"
    case .invalidUnicodeEscape: "\\u escape must be followed by four hexadecimal digits"
    case .loneSurrogate(let unit):
      "unpaired UTF-16 surrogate \\u\(String(unit, radix: 16, uppercase: true)) in string"
    case .invalidUTF8: "invalid UTF-8"
    }
  }

  /// The message followed by the byte offset.
  public var description: String { "\(message) at byte \(offset)" }

  private static func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "byte 0x\(hex.count == 1 ? "0" + hex : hex)"
  }
}
