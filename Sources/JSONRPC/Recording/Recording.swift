import NavJSON

/// A recording read back (docs/recording.md): the options the server ran with, then every frame received and
/// message sent, in order, each with its 1-based line number and its text.
package struct Recording: Sendable {
  /// One `in…` or `out` line.
  package struct Entry: Sendable {
    /// What a line holds.
    package enum Content: Sendable, Hashable {
      /// `in`, `in_raw`, `in_bytes` or `in_over_limit`: a frame to hand to the session.
      case received(RecordedFrame)
      /// `out`: a message the server sent.
      case sent(JSONValue)
    }

    /// 1-based line number.
    package var line: Int
    /// What the line holds.
    package var content: Content
    /// The line's bytes, without its line break (kept as they are by `--update`).
    package var text: [UInt8]
  }

  /// The `options` line's arguments.
  package var options: [String]
  /// The `options` line's bytes, without its line break.
  package var optionsText: [UInt8]
  /// Every line after the first, in order.
  package var entries: [Entry]

  /// The framing the recorded server used, as its `initialize` result told the client
  /// (`result.capabilities.framing` of the first `out` line that has one); `nil` when none does.
  package var recordedFraming: Framing? {
    for entry in entries {
      guard case .sent(let message) = entry.content else { continue }
      let responses = message.arrayValue ?? [message]
      for response in responses {
        if let text = response["result"]?["capabilities"]?["framing"]?.stringValue,
          let framing = Framing(rawValue: text)
        {
          return framing
        }
      }
    }
    return nil
  }

  /// Lines nest one level deeper than the frame they hold, and a frame may nest up to the deepest `--max-depth`.
  static let maxLineDepth = MessageLimits.maxDepthCeiling + 1

  /// Reads a recording from the bytes of its file: one JSON object a line, a last line break optional.
  package static func parse(_ bytes: [UInt8]) throws(RecordingFormatError) -> Recording {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    guard !lines.isEmpty else { throw RecordingFormatError(line: 1, reason: .empty) }
    var parser = JSONParser(maxDepth: maxLineDepth, outOfRangeNumbers: .reject)
    var options: [String]?
    var optionsText: [UInt8] = []
    var entries: [Entry] = []
    for (index, text) in lines.enumerated() {
      let number = index + 1
      let (kind, value) = try member(of: text, line: number, parser: &parser)
      func fail(_ reason: RecordingFormatError.Reason) -> RecordingFormatError {
        RecordingFormatError(line: number, reason: reason)
      }
      if number == 1 && kind != .options { throw fail(.optionsMissing) }
      let content: Entry.Content
      switch kind {
      case .options:
        guard number == 1 else { throw fail(.optionsRepeated) }
        guard let elements = value.arrayValue else { throw fail(.wrongValue(kind, expected: "an array of strings")) }
        var arguments: [String] = []
        for element in elements {
          guard let argument = element.stringValue else {
            throw fail(.wrongValue(kind, expected: "an array of strings"))
          }
          arguments.append(argument)
        }
        options = arguments
        optionsText = Array(text)
        continue
      case .received:
        content = .received(.body(JSONWriter.bytes(of: value)))
      case .receivedRaw:
        guard let body = value.stringValue else { throw fail(.wrongValue(kind, expected: "a string")) }
        content = .received(.body(Array(body.utf8)))
      case .receivedBytes:
        guard let encoded = value.stringValue else { throw fail(.wrongValue(kind, expected: "a string")) }
        guard let body = Base64.decode(encoded) else { throw fail(.invalidBase64) }
        content = .received(.body(body))
      case .receivedOverLimit:
        guard let limit = value.stringValue else { throw fail(.wrongValue(kind, expected: "a string")) }
        guard limit == MessageLimits.Name.maxMessageBytes.rawValue else { throw fail(.unknownLimit(limit)) }
        content = .received(.overLimit)
      case .sent:
        content = .sent(value)
      }
      entries.append(Entry(line: number, content: content, text: Array(text)))
    }
    return Recording(options: options ?? [], optionsText: optionsText, entries: entries)
  }

  /// The one key and value of a line's object.
  private static func member(of text: ArraySlice<UInt8>, line: Int, parser: inout JSONParser)
    throws(RecordingFormatError) -> (RecordingLineKind, JSONValue)
  {
    let value: JSONValue
    do throws(JSONParseError) {
      value = try parser.parse(Array(text))
    } catch {
      throw RecordingFormatError(line: line, reason: .notJSON(error))
    }
    guard let object = value.objectValue else {
      throw RecordingFormatError(line: line, reason: .notAnObject(value.typeName))
    }
    guard object.count == 1, let (key, member) = object.members.first else {
      throw RecordingFormatError(line: line, reason: .memberCount(object.count))
    }
    guard let kind = RecordingLineKind(rawValue: key) else {
      throw RecordingFormatError(line: line, reason: .unknownKey(key))
    }
    return (kind, member)
  }
}
