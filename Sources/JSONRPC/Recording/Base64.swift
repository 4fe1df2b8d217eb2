/// Standard base64 (RFC 4648 §4, with `=` padding), for the `in_bytes` lines of a recording.
package enum Base64 {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// The base64 text of `bytes`.
  package static func encode(_ bytes: some Collection<UInt8>) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var iterator = bytes.makeIterator()
    while let first = iterator.next() {
      let second = iterator.next()
      let third = iterator.next()
      let group = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
      output.append(alphabet[Int(group >> 18 & 0x3F)])
      output.append(alphabet[Int(group >> 12 & 0x3F)])
      output.append(second == nil ? UInt8(ascii: "=") : alphabet[Int(group >> 6 & 0x3F)])
      output.append(third == nil ? UInt8(ascii: "=") : alphabet[Int(group & 0x3F)])
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The bytes of base64 `text`, or `nil` if it is not canonical padded base64
  /// (length a multiple of 4, only the alphabet, `=` only at the end, unused bits zero).
  package static func decode(_ text: String) -> [UInt8]? {
    let input = Array(text.utf8)
    guard input.count % 4 == 0 else { return nil }
    var output: [UInt8] = []
    output.reserveCapacity(input.count / 4 * 3)
    var position = 0
    while position < input.count {
      let isLast = position + 4 == input.count
      let padding = isLast ? input[(position + 2)...].reversed().prefix { $0 == UInt8(ascii: "=") }.count : 0
      var group: UInt32 = 0
      for offset in 0..<4 {
        let byte = input[position + offset]
        let value: UInt32
        if offset >= 4 - padding {
          value = 0
        } else if let sextet = sextet(byte) {
          value = sextet
        } else {
          return nil
        }
        group = group << 6 | value
      }
      output.append(UInt8(group >> 16 & 0xFF))
      if padding < 2 { output.append(UInt8(group >> 8 & 0xFF)) }
      if padding < 1 { output.append(UInt8(group & 0xFF)) }
      let unusedBits: UInt32 = padding == 2 ? 0xFFFF : padding == 1 ? 0xFF : 0
      guard group & unusedBits == 0 else { return nil }
      position += 4
    }
    return output
  }

  private static func sextet(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(byte - UInt8(ascii: "A"))
    case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(byte - UInt8(ascii: "a")) + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0")) + 52
    case UInt8(ascii: "+"): 62
    case UInt8(ascii: "/"): 63
    default: nil
    }
  }
}
