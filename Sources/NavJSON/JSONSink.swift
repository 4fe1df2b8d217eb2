/// Receives one JSON value as a stream of events, so that a wire form is written once and can
/// either be written as text straight into an output buffer (``JSONTextSink``) or built as a
/// ``JSONValue`` tree (``JSONTreeSink``).
///
/// A writer calls the events in document order: ``beginObject()``, then for each member
/// ``key(_:)`` and exactly one value, then ``endObject()``; ``beginArray()``, values, ``endArray()``.
/// A value is a scalar event, ``value(_:)`` (a prepared tree) or a nested object or array.
/// Keys are literals: the wire forms' member names are fixed. A repeated key keeps its first
/// position and last value, as ``JSONObject`` does (writers never repeat one).
public protocol JSONSink {
  /// Opens an object.
  mutating func beginObject()
  /// Names the next member of the open object.
  mutating func key(_ key: StaticString)
  /// Closes the open object.
  mutating func endObject()
  /// Opens an array.
  mutating func beginArray()
  /// Closes the open array.
  mutating func endArray()
  /// A string.
  mutating func string(_ value: String)
  /// A string given as its (valid) UTF-8 bytes; by default made into a `String` first.
  mutating func string(utf8 value: UnsafeBufferPointer<UInt8>)
  /// An integer.
  mutating func integer(_ value: Int64)
  /// `true` or `false`.
  mutating func bool(_ value: Bool)
  /// `null`.
  mutating func null()
  /// A prepared value, written as it is.
  mutating func value(_ value: JSONValue)
}

extension JSONSink {
  /// The string of `value`'s UTF-8 bytes.
  public mutating func string(utf8 value: UnsafeBufferPointer<UInt8>) {
    string(String(decoding: value, as: UTF8.self))
  }

  /// The string, or `null`.
  @inlinable
  public mutating func string(_ value: String?) {
    if let value { string(value) } else { null() }
  }

  /// `key` and the string, or `null`.
  @inlinable
  public mutating func member(_ key: StaticString, _ value: String?) {
    self.key(key)
    string(value)
  }

  /// `key` and the boolean.
  @inlinable
  public mutating func member(_ key: StaticString, _ value: Bool) {
    self.key(key)
    bool(value)
  }

  /// `key` and the integer.
  @inlinable
  public mutating func member(_ key: StaticString, _ value: Int) {
    self.key(key)
    integer(Int64(value))
  }

  /// `key` and the prepared value.
  @inlinable
  public mutating func member(_ key: StaticString, _ value: JSONValue) {
    self.key(key)
    self.value(value)
  }
}
