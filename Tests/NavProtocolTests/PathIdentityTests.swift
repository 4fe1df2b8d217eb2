import Foundation
import Testing

@testable import NavProtocol

/// The allocation-free path comparison agrees with decoding both paths in full.
@Suite struct PathIdentityTests {
  /// Pieces whose combinations cover escapes, broken escapes, trailing `/` and `%2F`, and non-ASCII.
  static let pieces = ["a", "/", "%", "2", "F", "%2F", "%2f", "%41", "%4", "%%", "é", "%C3%A9"]

  /// Every path of up to three pieces.
  static let paths: [String] = {
    var paths = [""]
    var frontier = [""]
    for _ in 0..<3 {
      frontier = frontier.flatMap { prefix in pieces.map { prefix + $0 } }
      paths += frontier
    }
    return paths
  }()

  /// The reference: decode in full, drop one trailing `/`, empty means `/`.
  static func identity(_ path: String) -> [UInt8] {
    var bytes = PercentDecoding.bytes(of: path)
    if bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    return bytes.isEmpty ? [UInt8(ascii: "/")] : bytes
  }

  /// Every path against every path of up to two pieces, and against every path with the same decoded identity.
  @Test func agreesWithFullDecoding() {
    let identities = Self.paths.map(Self.identity)
    let short = Array(Self.paths.indices.prefix(1 + Self.pieces.count + Self.pieces.count * Self.pieces.count))
    let classes = Dictionary(grouping: Self.paths.indices, by: { identities[$0] })
    var disagreements: [String] = []
    var equalPairs = 0
    for (i, first) in Self.paths.enumerated() {
      var left = first
      for j in Set(short + (classes[identities[i]] ?? [])) {
        var right = Self.paths[j]
        let fast = left.withUTF8 { a in right.withUTF8 { PathIdentity.pathsEqual(a, $0) } }
        if fast != (identities[i] == identities[j]) { disagreements.append("\(first) vs \(Self.paths[j])") }
        if fast { equalPairs += 1 }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    // The table really exercises equality, not only inequality.
    #expect(equalPairs > Self.paths.count)
  }

  @Test(arguments: [
    ("", "/", true), ("/", "//", true), ("/a/", "/a%2F", true), ("/a%2f", "/a", true), ("/a%2", "/a%2", true),
    ("/a%2", "/a%2F", false), ("%%2F", "%", true), ("/%41", "/A", true), ("/%4", "/%4", true), ("/a//", "/a", false),
  ])
  func examples(first: String, second: String, equal: Bool) {
    var left = first
    var right = second
    #expect(left.withUTF8 { a in right.withUTF8 { PathIdentity.pathsEqual(a, $0) } } == equal)
  }

  @Test(arguments: [("", "", true), ("x=1", "x=1", true), ("x=1", "x=2", false), ("é", "e\u{301}", true)])
  func queries(first: String, second: String, equal: Bool) {
    var left = first
    var right = second
    #expect(left.withUTF8 { a in right.withUTF8 { PathIdentity.queriesEqual(a, $0) } } == equal)
  }
}
