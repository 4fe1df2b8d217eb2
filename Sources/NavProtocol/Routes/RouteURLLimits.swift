/// The limits beyond which a URL is `tooLong` (docs/routes.md).
enum RouteURLLimits {
  /// URLs over this many bytes are too long; raw non-ASCII counts as its percent-encoding (3 per UTF-8 byte).
  static let maximumBytes = 4096
  /// URLs with more non-empty path segments than this are too long.
  static let maximumSegments = 32

  /// Whether the weighted length of `bytes` is over `maximumBytes` (no byte is
  /// weighed more than 3, so shorter inputs are not even counted).
  static func isTooLong(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.count * 3 > maximumBytes && weightedLength(bytes) > maximumBytes
  }

  /// The length `maximumBytes` is compared with.
  static func weightedLength(_ bytes: some Sequence<UInt8>) -> Int {
    var length = 0
    for byte in bytes { length += byte < 0x80 ? 1 : 3 }
    return length
  }
}
