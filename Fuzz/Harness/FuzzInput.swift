/// Reads typed choices off the front of a libFuzzer input, so one byte string
/// decodes into a structured test case. Every read is total: when the bytes run
/// out it returns the smallest value, and ``isExhausted`` turns true.
struct FuzzInput {
  private let bytes: [UInt8]
  private var position = 0

  /// Wraps the fuzzer's bytes.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Wraps the raw pointer libFuzzer passes to `LLVMFuzzerTestOneInput`.
  init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    self.init(Array(UnsafeBufferPointer(start: data, count: size)))
  }

  /// Whether every byte has been read.
  var isExhausted: Bool { position >= bytes.count }

  /// How many bytes are left.
  var remainingCount: Int { bytes.count - position }

  /// The next byte, or 0 at the end.
  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A value in `0..<bound` (bound ≥ 1) from one or two bytes.
  mutating func index(below bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    if bound <= 256 { return Int(byte()) % bound }
    return (Int(byte()) << 8 | Int(byte())) % bound
  }

  /// A coin flip.
  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// One of `choices` (not empty).
  mutating func pick<T>(_ choices: [T]) -> T { choices[index(below: choices.count)] }

  /// The next `count` bytes (fewer at the end).
  mutating func bytes(_ count: Int) -> [UInt8] {
    let end = min(bytes.count, position + max(0, count))
    defer { position = end }
    return Array(bytes[position..<end])
  }

  /// Everything not read yet.
  mutating func rest() -> [UInt8] { bytes(remainingCount) }

  /// Bytes up to (not including) the next `separator`, which is consumed; the rest if there is none.
  mutating func bytes(upTo separator: UInt8) -> [UInt8] {
    let start = position
    while position < bytes.count && bytes[position] != separator { position += 1 }
    defer { if position < bytes.count { position += 1 } }
    return Array(bytes[start..<position])
  }
}
