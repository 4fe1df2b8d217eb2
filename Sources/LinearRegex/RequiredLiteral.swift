/// A literal a pattern's matches must contain, with its byte pairs.
package struct RequiredLiteral: Sendable {
  package let bytes: [UInt8]
  package let pairs: PairSet

  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var pairs = PairSet()
    if bytes.count >= 2 {
      for index in 1..<bytes.count { pairs.insert(bytes[index - 1], bytes[index]) }
    }
    self.pairs = pairs
  }
}
