/// `navd test --shard K/N`: the K-th of N disjoint parts of a suite's scenarios, so that N
/// parallel CI jobs together run every scenario exactly once (docs/ci.md).
///
/// A scenario's part is decided by its file (as `navd test` names it) and its name alone, hashed
/// with FNV-1a: adding, removing or renaming other files or scenarios never moves it to another
/// part, and every platform of a scenario runs in the same part. Parts are balanced on average,
/// not exactly; a part may hold no scenario (it then reports `0 passed, 0 failed`).
struct ScenarioShard: Sendable, Hashable {
  /// K, from 1 to ``count``.
  var index: Int
  /// N, at least 1.
  var count: Int

  /// What the option expects, worded once for the error and the help.
  static let expected = "K/N with 1 <= K <= N (for example 2/4)"

  /// `text` as `K/N`: two decimal integers with 1 <= K <= N; `nil` otherwise (`0/3`, `4/3`, `a/b`).
  init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } }),
      let index = Int(parts[0]), let count = Int(parts[1]), index >= 1, index <= count
    else { return nil }
    self.index = index
    self.count = count
  }

  /// Whether the scenario `name` of `file` belongs to this part.
  func contains(file: String, scenario name: String) -> Bool {
    Int(Self.hash(file: file, scenario: name) % UInt64(count)) == index - 1
  }

  /// FNV-1a (64 bits) over the file's bytes, a zero byte and the name's bytes: the same on every
  /// machine and every run (Swift's `Hasher` is seeded per process).
  static func hash(file: String, scenario name: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in file.utf8 + [0] + name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }
}
