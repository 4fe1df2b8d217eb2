/// Input that cannot be split into messages; the server logs ``message`` and exits with status 2.
public enum FramingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// In `auto` mode the first non-whitespace byte is none of `C`, `c`, `{`, `[`.
  case unrecognizedFirstByte(UInt8)
  /// An LSP header line that is not `Name: value` with a token name.
  case malformedHeaderLine(String)
  /// The header block ended without a `Content-Length`.
  case missingContentLength
  /// `Content-Length` is not a decimal byte count.
  case invalidContentLength(String)
  /// Two `Content-Length` headers disagree.
  case conflictingContentLength
  /// `Content-Length` exceeds `--max-message-bytes`.
  case contentLengthOverLimit(length: String, limit: Int)
  /// The header block grew beyond `limit` bytes without its blank line.
  case headerBlockTooLong(limit: Int)

  /// The reason logged to stderr.
  public var message: String {
    switch self {
    case .unrecognizedFirstByte(let byte):
      "cannot detect the framing: the first byte is \(Self.describe(byte)); expected 'Content-Length:' (LSP) "
        + "or '{' / '[' (newline-delimited JSON); use --framing to force one"
    case .malformedHeaderLine(let line): "malformed LSP header line \(Self.quote(line))"
    case .missingContentLength: "LSP header block without a Content-Length header"
    case .invalidContentLength(let value): "LSP Content-Length \(Self.quote(value)) is not a byte count"
    case .conflictingContentLength: "LSP header block with conflicting Content-Length headers"
    case .contentLengthOverLimit(let length, let limit):
      "LSP Content-Length \(length) exceeds --max-message-bytes \(limit)"
    case .headerBlockTooLong(let limit): "LSP header block longer than \(limit) bytes"
    }
  }

  /// The same as ``message``.
  public var description: String { message }

  private static func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "0x" + String(byte, radix: 16, uppercase: true)
  }

  /// The text quoted, shortened and with non-printable bytes shown as `?`, for a log line.
  private static func quote(_ text: String) -> String {
    let printable = text.unicodeScalars.prefix(80).map { $0.value >= 0x20 && $0.value != 0x7F ? Character($0) : "?" }
    return "\"" + String(printable) + (text.unicodeScalars.count > 80 ? "…" : "") + "\""
  }
}
