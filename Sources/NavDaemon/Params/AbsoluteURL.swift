import NavJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The URLs navd accepts as parameters: absolute (with a scheme), as RFC 3986 reads them.
///
/// A URL is kept exactly as written when it is valid as written. Raw non-ASCII text is
/// percent-encoded as UTF-8 with uppercase hex, byte by byte, and nothing else is touched, so
/// `/café/%e9` reads `/caf%C3%A9/%e9` (as a browser writes it; docs/protocol.md §10's subject).
/// Anything still invalid (a raw space, a bad `%` escape) is read as Foundation reads it,
/// which percent-encodes every invalid character, `%` included.
enum AbsoluteURL {
  /// `string` as an absolute URL, or `nil` when it is not one.
  static func parse(_ string: String) -> URL? {
    guard !string.isEmpty, let url = read(string), let scheme = url.scheme, !scheme.isEmpty else {
      return nil
    }
    return url
  }

  /// Why `string` is not an absolute URL.
  static func invalidReason(_ string: String) -> String {
    if string.isEmpty { return JSONShapeIssue.wrongValue(expected: "an absolute URL", got: "an empty string").message }
    if let url = read(string), url.scheme == nil {
      return JSONShapeIssue.wrongValue("an absolute URL with a scheme", .string(string)).message
    }
    return "is not a valid URL: \"\(string)\""
  }

  private static func read(_ string: String) -> URL? {
    if let url = URL(string: string, encodingInvalidCharacters: false) { return url }
    if string.utf8.contains(where: { $0 >= 0x80 }),
      let url = URL(string: percentEncodingNonASCII(string), encodingInvalidCharacters: false)
    {
      return url
    }
    return URL(string: string)
  }

  /// `string` with every byte of its non-ASCII characters written `%XX` (uppercase hex).
  private static func percentEncodingNonASCII(_ string: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(string.utf8.count * 3)
    for byte in string.utf8 {
      if byte < 0x80 {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
