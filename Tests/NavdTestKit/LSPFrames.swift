/// Splits LSP output, requiring exactly one `Content-Length` header per message.
public enum LSPFrames {
  /// Output that is not a sequence of well-formed frames.
  public struct Malformed: Error {}

  /// The bodies of `output`'s frames, in order.
  public static func split(_ output: [UInt8]) throws -> [[UInt8]] {
    var bodies: [[UInt8]] = []
    var rest = output[...]
    let prefix = Array("Content-Length: ".utf8)
    while !rest.isEmpty {
      guard rest.starts(with: prefix) else { throw Malformed() }
      rest = rest.dropFirst(prefix.count)
      let digits = rest.prefix { $0 >= 0x30 && $0 <= 0x39 }
      guard let length = Int(String(decoding: digits, as: UTF8.self)) else { throw Malformed() }
      rest = rest.dropFirst(digits.count)
      guard rest.starts(with: [0x0D, 0x0A, 0x0D, 0x0A]), rest.count >= 4 + length else { throw Malformed() }
      rest = rest.dropFirst(4)
      bodies.append(Array(rest.prefix(length)))
      rest = rest.dropFirst(length)
    }
    return bodies
  }

  /// `body` framed with its `Content-Length` header and any extra `headers`.
  public static func frame(_ body: String, headers: [String] = []) -> String {
    let header = (["Content-Length: \(body.utf8.count)"] + headers).joined(separator: "\r\n")
    return header + "\r\n\r\n" + body
  }
}
