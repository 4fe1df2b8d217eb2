/// Percent-decoding to bytes, for comparing paths exactly.
enum PercentDecoding {
  /// The bytes `text` stands for: each `%XX` (hex digits of either case) becomes
  /// one byte; a `%` not followed by two hex digits stays as it is.
  static func bytes(of text: String) -> [UInt8] {
    let utf8 = Array(text.utf8)
    var decoded: [UInt8] = []
    decoded.reserveCapacity(utf8.count)
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      if byte == UInt8(ascii: "%"), index + 2 < utf8.count,
        let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2])
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

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
