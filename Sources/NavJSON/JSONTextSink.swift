/// A ``JSONSink`` that writes compact JSON text, exactly as ``JSONWriter`` writes the same value
/// as a tree, straight into its buffer: no tree is built or destroyed.
///
/// The buffer is sized ahead (doubling when full) and written through a cursor, so a key, a
/// punctuation mark or a run of a string is one bounds check and one copy rather than an
/// `Array.append` each.
public struct JSONTextSink: JSONSink {
  /// The written text is `storage[..<length]`; the rest is room to write into.
  @usableFromInline var storage: [UInt8]
  @usableFromInline var length: Int
  /// Whether the next key or array element follows a member or element (and so needs a comma).
  @usableFromInline var needsComma = false

  /// A sink that appends to `bytes`, with room for about `capacity` more bytes before it grows.
  public init(appendingTo bytes: [UInt8] = [], capacity: Int = 1024) {
    storage = bytes
    length = bytes.count
    grow(by: Swift.max(capacity, 16))
  }

  /// The text written so far.
  public var bytes: [UInt8] { Array(storage[..<length]) }

  /// The text written, handing over the buffer (the sink is empty afterwards).
  public mutating func takeBytes() -> [UInt8] {
    storage.removeSubrange(length...)
    length = 0
    needsComma = false
    defer { storage = [] }
    return storage
  }

  /// Makes room for at least `count` more bytes after the cursor (at least doubling the buffer).
  @usableFromInline
  mutating func grow(by count: Int) {
    var room = Swift.max(storage.count, count)
    storage.reserveCapacity(storage.count + room)
    // Zeros are copied from a block (one `memcpy` each) rather than stored one by one.
    while room > 0 {
      let chunk = Swift.min(room, Self.zeros.count)
      storage.append(contentsOf: Self.zeros[..<chunk])
      room -= chunk
    }
  }

  private static let zeros = [UInt8](repeating: 0, count: 4096)

  /// Writes `count` bytes through `body`, which receives where they go.
  @inlinable @inline(__always)
  mutating func write(count: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
    if storage.count &- length < count { grow(by: count) }
    let start = length
    storage.withUnsafeMutableBufferPointer { body($0.baseAddress! + start) }
    length = start &+ count
  }

  @inlinable @inline(__always)
  mutating func write(_ byte: UInt8) {
    write(count: 1) { $0.pointee = byte }
  }

  @inlinable @inline(__always)
  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    write(count: bytes.count) { $0.update(from: source, count: bytes.count) }
  }

  @inlinable @inline(__always)
  mutating func write(_ literal: StaticString) {
    write(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  @inlinable @inline(__always)
  mutating func separate() {
    if needsComma { write(UInt8(ascii: ",")) }
  }

  /// Opens an object.
  @inlinable
  public mutating func beginObject() {
    separate()
    write(UInt8(ascii: "{"))
    needsComma = false
  }

  /// Names the next member: `"key":`, with the comma before it when it is not the first.
  @inlinable
  public mutating func key(_ key: StaticString) {
    let comma = needsComma ? 1 : 0
    let count = key.utf8CodeUnitCount
    write(count: comma &+ count &+ 3) { target in
      if comma == 1 { target.pointee = UInt8(ascii: ",") }
      target[comma] = UInt8(ascii: "\"")
      (target + (comma &+ 1)).update(from: key.utf8Start, count: count)
      target[comma &+ count &+ 1] = UInt8(ascii: "\"")
      target[comma &+ count &+ 2] = UInt8(ascii: ":")
    }
    needsComma = false
  }

  /// Closes the open object.
  @inlinable
  public mutating func endObject() {
    write(UInt8(ascii: "}"))
    needsComma = true
  }

  /// Opens an array.
  @inlinable
  public mutating func beginArray() {
    separate()
    write(UInt8(ascii: "["))
    needsComma = false
  }

  /// Closes the open array.
  @inlinable
  public mutating func endArray() {
    write(UInt8(ascii: "]"))
    needsComma = true
  }

  /// A quoted, escaped string (escaped as ``JSONWriter/appendString(_:to:)`` escapes).
  public mutating func string(_ value: String) {
    var value = value
    value.withUTF8 { string(utf8: $0) }
  }

  /// A quoted, escaped string given as its UTF-8 bytes, copied from them directly.
  public mutating func string(utf8 value: UnsafeBufferPointer<UInt8>) {
    separate()
    write(UInt8(ascii: "\""))
    JSONWriter.forEachPiece(
      ofUTF8: value, copy: { write($0) },
      escape: { byte in
        var sequence: [UInt8] = []
        JSONWriter.appendEscaped(byte, to: &sequence)
        sequence.withUnsafeBufferPointer { write($0) }
      })
    write(UInt8(ascii: "\""))
    needsComma = true
  }

  /// The integer's digits.
  public mutating func integer(_ value: Int64) {
    separate()
    if value < 0 { write(UInt8(ascii: "-")) }
    JSONWriter.withDigits(of: value.magnitude) { write($0) }
    needsComma = true
  }

  /// `true` or `false`.
  @inlinable
  public mutating func bool(_ value: Bool) {
    separate()
    write(value ? "true" : "false")
    needsComma = true
  }

  /// `null`.
  @inlinable
  public mutating func null() {
    separate()
    write("null")
    needsComma = true
  }

  /// The value's text, as ``JSONWriter`` writes it.
  public mutating func value(_ value: JSONValue) {
    separate()
    var text: [UInt8] = []
    JSONWriter.append(value, to: &text)
    text.withUnsafeBufferPointer { write($0) }
    needsComma = true
  }
}
