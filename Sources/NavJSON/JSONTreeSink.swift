/// A ``JSONSink`` that builds the ``JSONValue`` the events describe, for the callers that keep or
/// inspect a wire form rather than write it.
public struct JSONTreeSink: JSONSink {
  private enum Frame {
    case object(JSONObject, key: String?)
    case array([JSONValue])
  }

  private var frames: [Frame] = []
  private var finished: JSONValue?

  /// An empty sink.
  public init() {}

  /// The value `write` describes.
  public static func value(_ write: (inout JSONTreeSink) -> Void) -> JSONValue {
    var sink = JSONTreeSink()
    write(&sink)
    return sink.result
  }

  /// The finished value (`null` before one is finished).
  public var result: JSONValue { finished ?? .null }

  /// Adds a completed value to the open container, or finishes the sink with it.
  private mutating func add(_ value: JSONValue) {
    guard let frame = frames.popLast() else {
      finished = value
      return
    }
    switch frame {
    case .object(var object, let key):
      object[key ?? ""] = value
      frames.append(.object(object, key: nil))
    case .array(var elements):
      elements.append(value)
      frames.append(.array(elements))
    }
  }

  /// Opens an object.
  public mutating func beginObject() { frames.append(.object(JSONObject(), key: nil)) }

  /// Names the next member of the open object.
  public mutating func key(_ key: StaticString) {
    guard case .object(let object, _) = frames.popLast() else { return }
    let name = key.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    frames.append(.object(object, key: name))
  }

  /// Closes the open object.
  public mutating func endObject() {
    guard case .object(let object, _) = frames.popLast() else { return }
    add(.object(object))
  }

  /// Opens an array.
  public mutating func beginArray() { frames.append(.array([])) }

  /// Closes the open array.
  public mutating func endArray() {
    guard case .array(let elements) = frames.popLast() else { return }
    add(.array(elements))
  }

  /// A string.
  public mutating func string(_ value: String) { add(.string(value)) }

  /// An integer.
  public mutating func integer(_ value: Int64) { add(.integer(value)) }

  /// `true` or `false`.
  public mutating func bool(_ value: Bool) { add(.bool(value)) }

  /// `null`.
  public mutating func null() { add(.null) }

  /// The prepared value.
  public mutating func value(_ value: JSONValue) { add(value) }
}
