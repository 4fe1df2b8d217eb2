/// A ``JSONSink`` that writes compact JSON text, exactly as ``JSONWriter`` writes the same value
/// as a tree, straight into its buffer: no tree is built or destroyed.
public struct JSONTextSink: JSONSink {
  /// The text written so far.
  public var bytes: [UInt8]
  /// Whether the next key or array element follows a member or element (and so needs a comma).
  @usableFromInline var needsComma = false

  /// A sink that appends to `bytes`.
  @inlinable
  public init(appendingTo bytes: [UInt8] = []) {
    self.bytes = bytes
  }

  @inlinable
  mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }

  /// Opens an object.
  @inlinable
  public mutating func beginObject() {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
  }

  /// Names the next member: `"key":`.
  @inlinable
  public mutating func key(_ key: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    JSONWriter.appendASCII(key, to: &bytes)
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  /// Closes the open object.
  @inlinable
  public mutating func endObject() {
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  /// Opens an array.
  @inlinable
  public mutating func beginArray() {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
  }

  /// Closes the open array.
  @inlinable
  public mutating func endArray() {
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  /// A quoted, escaped string.
  @inlinable
  public mutating func string(_ value: String) {
    separate()
    JSONWriter.appendString(value, to: &bytes)
    needsComma = true
  }

  /// The integer's digits.
  @inlinable
  public mutating func integer(_ value: Int64) {
    separate()
    JSONWriter.appendInteger(value, to: &bytes)
    needsComma = true
  }

  /// `true` or `false`.
  @inlinable
  public mutating func bool(_ value: Bool) {
    separate()
    JSONWriter.appendASCII(value ? "true" : "false", to: &bytes)
    needsComma = true
  }

  /// `null`.
  @inlinable
  public mutating func null() {
    separate()
    JSONWriter.appendASCII("null", to: &bytes)
    needsComma = true
  }

  /// The value's text, as ``JSONWriter`` writes it.
  @inlinable
  public mutating func value(_ value: JSONValue) {
    separate()
    JSONWriter.append(value, to: &bytes)
    needsComma = true
  }
}
