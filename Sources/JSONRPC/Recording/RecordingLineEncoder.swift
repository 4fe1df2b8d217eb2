import NavJSON

/// Writes the lines of a recording (docs/recording.md), each one JSON object followed by `\n`.
///
/// An `in` line holds the frame's own bytes with only the whitespace between tokens removed, so
/// every token (escapes, key order, duplicate keys included) is exactly as the client wrote it and the
/// line stays one line. It is used when the frame parsed as JSON the session accepts and holds no number
/// other than an integer literal within `Int64`: such a frame means the same to every JSON reader.
/// Otherwise the frame is `in_raw` (its text), `in_bytes` (base64, when it is not UTF-8) or, for an
/// NDJSON line over `--max-message-bytes`, `in_over_limit`.
package enum RecordingLineEncoder {
  /// `{"options":[…]}`.
  package static func optionsLine(_ arguments: [String]) -> [UInt8] {
    line(.options) { JSONWriter.append(.array(arguments.map { .string($0) }), to: &$0) }
  }

  /// The line for a frame received: `in`, `in_raw` or `in_bytes`; `parsed` is the frame's value
  /// when it parsed, `nil` otherwise.
  package static func receivedLine(body: UnsafeRawBufferPointer, parsed: JSONValue?) -> [UInt8] {
    switch receivedKind(body: body, parsed: parsed) {
    case .received:
      return line(.received) { appendTokens(of: body, to: &$0) }
    case .receivedRaw:
      return line(.receivedRaw) { JSONWriter.appendString(String(decoding: body, as: UTF8.self), to: &$0) }
    default:
      return line(.receivedBytes) { JSONWriter.appendString(Base64.encode(body), to: &$0) }
    }
  }

  /// Which of `in`, `in_raw`, `in_bytes` a frame is recorded as.
  package static func receivedKind(body: UnsafeRawBufferPointer, parsed: JSONValue?) -> RecordingLineKind {
    if let parsed { return holdsOnlyIntegerNumbers(parsed) ? .received : .receivedRaw }
    return isUTF8(body) ? .receivedRaw : .receivedBytes
  }

  /// `{"in_over_limit":"max-message-bytes"}`.
  package static func overLimitLine() -> [UInt8] {
    line(.receivedOverLimit) { JSONWriter.appendString(MessageLimits.Name.maxMessageBytes.rawValue, to: &$0) }
  }

  /// `{"out":<body>}`: `body` is the session's own compact JSON, copied as it is.
  package static func sentLine(body: UnsafeRawBufferPointer) -> [UInt8] {
    line(.sent) { $0.append(contentsOf: body) }
  }

  private static func line(_ kind: RecordingLineKind, _ writeValue: (inout [UInt8]) -> Void) -> [UInt8] {
    var bytes: [UInt8] = [UInt8(ascii: "{")]
    JSONWriter.appendString(kind.rawValue, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    writeValue(&bytes)
    bytes.append(contentsOf: [UInt8(ascii: "}"), 0x0A])
    return bytes
  }

  /// Copies a JSON text without the whitespace between its tokens; strings are copied as they are.
  ///
  /// Only for text that parsed: a string then holds no raw control character, so the copy has no line break.
  static func appendTokens(of body: UnsafeRawBufferPointer, to bytes: inout [UInt8]) {
    var inString = false
    var escaped = false
    for byte in body {
      if inString {
        bytes.append(byte)
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
        continue
      } else {
        bytes.append(byte)
        if byte == UInt8(ascii: "\"") { inString = true }
      }
    }
  }

  /// Whether every number in `value` is an integer literal within `Int64` (none was read as a double).
  static func holdsOnlyIntegerNumbers(_ value: JSONValue) -> Bool {
    switch value {
    case .double: false
    case .null, .bool, .integer, .string: true
    case .array(let elements): elements.allSatisfy(holdsOnlyIntegerNumbers)
    case .object(let object): object.members.allSatisfy { holdsOnlyIntegerNumbers($0.value) }
    }
  }

  private static func isUTF8(_ body: UnsafeRawBufferPointer) -> Bool {
    String(validating: body, as: UTF8.self) != nil
  }
}
