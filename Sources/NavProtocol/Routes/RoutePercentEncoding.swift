/// Percent-encoding as route URLs use it: decoding components after the URL
/// was split, and the canonical encoding that `print` writes.
enum RoutePercentEncoding {
  /// The value of an ASCII hex digit (one definition, in ``PercentDecoding``).
  static func hexValue(_ byte: UInt8) -> UInt8? { PercentDecoding.hexValue(byte) }

  /// Whether `byte` is printed as itself: `A-Z a-z 0-9 - . _ ~`.
  static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
      UInt8(ascii: "~"):
      true
    default: false
    }
  }

  /// Whether a raw byte is a space or an ASCII control character (C0 or DEL).
  static func isSpaceOrASCIIControl(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte == 0x7F
  }

  private static let upperHexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

  /// The canonical encoding: every byte of the UTF-8 form except the unreserved
  /// ones becomes `%XX` with uppercase hex.
  static func encode(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    append(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the canonical encoding of `text` to `bytes`.
  static func append(_ text: String, to bytes: inout [UInt8]) {
    for byte in text.utf8 {
      if isUnreserved(byte) {
        bytes.append(byte)
      } else {
        bytes.append(UInt8(ascii: "%"))
        bytes.append(upperHexDigits[Int(byte >> 4)])
        bytes.append(upperHexDigits[Int(byte & 0x0F)])
      }
    }
  }

  /// Writes the canonical encoding of `text` into `buffer` from `count` on,
  /// advancing `count`; the buffer must have room for 3 bytes per UTF-8 byte.
  static func encode(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at count: inout Int) {
    var text = text
    var written = count
    text.withUTF8 { bytes in
      for byte in bytes {
        if isUnreserved(byte) {
          buffer[written] = byte
          written += 1
        } else {
          buffer[written] = UInt8(ascii: "%")
          buffer[written + 1] = hexDigit(byte >> 4)
          buffer[written + 2] = hexDigit(byte & 0x0F)
          written += 3
        }
      }
    }
    count = written
  }

  /// The uppercase hex digit of a value below 16.
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }

  /// Decodes a component whose encoding was already validated (valid escapes,
  /// valid UTF-8 once decoded).
  static func decodeValidated<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String where Bytes.Index == Int {
    guard bytes.contains(UInt8(ascii: "%")) else { return String(decoding: bytes, as: UTF8.self) }
    return String(decoding: PercentDecoding.decode(bytes), as: UTF8.self)
  }

  /// Why a piece of pattern text cannot be decoded.
  enum DecodingFailure: Error, Equatable {
    /// A raw space or control character.
    case spaceOrControl
    /// `%` not followed by two hex digits.
    case badEscape
    /// The decoded bytes are not UTF-8.
    case notUTF8
  }

  /// Validates and decodes one component of pattern text.
  static func decodeChecked(_ text: Substring) -> Result<String, DecodingFailure> {
    let bytes = Array(text.utf8)
    var validator = RouteUTF8Validator()
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if isSpaceOrASCIIControl(byte) { return .failure(.spaceOrControl) }
      if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
        return .failure(.spaceOrControl)
      }
      if byte == UInt8(ascii: "%") {
        guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
        else { return .failure(.badEscape) }
        guard validator.accept(high << 4 | low) else { return .failure(.notUTF8) }
        index += 3
      } else {
        guard validator.accept(byte) else { return .failure(.notUTF8) }
        index += 1
      }
    }
    guard validator.isAtBoundary else { return .failure(.notUTF8) }
    return .success(decodeValidated(bytes[...]))
  }
}
