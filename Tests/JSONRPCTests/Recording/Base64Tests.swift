import Testing

@testable import JSONRPC

/// Base64 of the `in_bytes` lines: the RFC 4648 §10 test vectors, and what decoding refuses.
@Suite struct Base64Tests {
  static let vectors: [(String, String)] = [
    ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
    ("foobar", "Zm9vYmFy"),
  ]

  @Test(arguments: vectors)
  func rfc4648Vectors(plain: String, encoded: String) {
    #expect(Base64.encode(Array(plain.utf8)) == encoded)
    #expect(Base64.decode(encoded) == Array(plain.utf8))
  }

  @Test func everyByteValueRoundTrips() {
    let bytes = (0...255).map { UInt8($0) } + [0xFF, 0x00]
    #expect(Base64.encode(bytes).hasSuffix("+//8A"))
    #expect(Base64.decode(Base64.encode(bytes)) == bytes)
  }

  @Test(arguments: ["Zg", "Zg=", "Z===", "Zh==", "Zm9=", "Zm=v", "Zg==Zg==", "Zm9v\n", "Zm 9v", "Zm9v-_", "====="])
  func refusesWhatIsNotCanonicalPaddedBase64(text: String) {
    #expect(Base64.decode(text) == nil)
  }
}
