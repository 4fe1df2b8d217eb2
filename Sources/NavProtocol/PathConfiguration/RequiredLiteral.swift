/// A literal a pattern's matches must contain, with its byte pairs.
struct RequiredLiteral: Sendable {
  let bytes: [UInt8]
  let pairs: PairSet

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var pairs = PairSet()
    if bytes.count >= 2 {
      for index in 1..<bytes.count { pairs.insert(bytes[index - 1], bytes[index]) }
    }
    self.pairs = pairs
  }
}
