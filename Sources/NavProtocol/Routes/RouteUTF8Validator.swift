/// Checks, byte by byte, that a stream of bytes is well-formed UTF-8
/// (no overlong forms, no surrogates, nothing above U+10FFFF).
///
/// Structural ASCII bytes (`/`, `&`, `=`) may be fed too: an ASCII byte inside
/// an unfinished sequence is rejected, which is exactly the per-component rule.
struct RouteUTF8Validator {
  private var pending = 0
  private var lower: UInt8 = 0x80
  private var upper: UInt8 = 0xBF

  /// Whether the stream ends on a character boundary.
  var isAtBoundary: Bool { pending == 0 }

  /// Feeds one byte; `false` when the stream can no longer be valid UTF-8.
  mutating func accept(_ byte: UInt8) -> Bool {
    if pending > 0 {
      guard byte >= lower, byte <= upper else { return false }
      pending -= 1
      lower = 0x80
      upper = 0xBF
      return true
    }
    switch byte {
    case 0x00...0x7F: return true
    case 0xC2...0xDF: expect(1, 0x80, 0xBF)
    case 0xE0: expect(2, 0xA0, 0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: expect(2, 0x80, 0xBF)
    case 0xED: expect(2, 0x80, 0x9F)
    case 0xF0: expect(3, 0x90, 0xBF)
    case 0xF1...0xF3: expect(3, 0x80, 0xBF)
    case 0xF4: expect(3, 0x80, 0x8F)
    default: return false
    }
    return true
  }

  private mutating func expect(_ count: Int, _ low: UInt8, _ high: UInt8) {
    pending = count
    lower = low
    upper = high
  }
}
