/// Percent-decoding to bytes, for comparing paths exactly.
enum PercentDecoding {
  /// The bytes `text` stands for: each `%XX` (hex digits of either case) becomes
  /// one byte; a `%` not followed by two hex digits stays as it is.
  static func bytes(of text: String) -> [UInt8] {
    decode(Array(text.utf8))
  }

  /// The bytes `encoded` stands for, by the same rule as ``bytes(of:)``.
  static func decode<Bytes: Collection<UInt8>>(_ encoded: Bytes) -> [UInt8] where Bytes.Index == Int {
    var decoded: [UInt8] = []
    decoded.reserveCapacity(encoded.count)
    var index = encoded.startIndex
    while index < encoded.endIndex {
      let byte = encoded[index]
      if byte == UInt8(ascii: "%"), index + 2 < encoded.endIndex,
        let high = hexValue(encoded[index + 1]), let low = hexValue(encoded[index + 2])
      {
        decoded.append(high << 4 | low)
        index += 3
      } else {
        decoded.append(byte)
        index += 1
      }
    }
    return decoded
  }

  /// The value of an ASCII hex digit of either case.
  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
