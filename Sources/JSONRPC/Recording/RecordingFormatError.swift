import NavJSON

/// A file that is not a recording (docs/recording.md): the replay command exits with status 2.
package struct RecordingFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong with the line.
  package enum Reason: Sendable, Hashable {
    /// The file has no line at all.
    case empty
    /// The line is not JSON.
    case notJSON(JSONParseError)
    /// The line is JSON but not an object; the type it is.
    case notAnObject(String)
    /// The object does not have exactly one member; how many it has.
    case memberCount(Int)
    /// The one key is none of the line kinds.
    case unknownKey(String)
    /// The value has the wrong type for its key.
    case wrongValue(RecordingLineKind, expected: String)
    /// An `in_bytes` value that is not padded base64.
    case invalidBase64
    /// An `in_over_limit` naming another limit than `max-message-bytes`.
    case unknownLimit(String)
    /// The first line is not an `options` line.
    case optionsMissing
    /// An `options` line after the first line.
    case optionsRepeated
  }

  /// 1-based line number in the file.
  package var line: Int
  /// Why.
  package var reason: Reason

  /// The reason, for people.
  package var message: String {
    switch reason {
    case .empty: "the file is empty; a recording starts with an \"options\" line"
    case .notJSON(let error): "the line is not JSON: \(error)"
    case .notAnObject(let type): "the line is a JSON \(type); expected an object with one of \(RecordingLineKind.list)"
    case .memberCount(let count):
      "the object has \(count) members; expected exactly one of \(RecordingLineKind.list)"
    case .unknownKey(let key): "unknown key \"\(key)\"; expected one of \(RecordingLineKind.list)"
    case .wrongValue(let kind, let expected): "\"\(kind.rawValue)\" must be \(expected)"
    case .invalidBase64: "\"in_bytes\" must be padded base64 (RFC 4648)"
    case .unknownLimit(let limit):
      "\"in_over_limit\" is \"\(limit)\"; the only limit a frame can exceed is \"max-message-bytes\""
    case .optionsMissing: "a recording starts with an \"options\" line"
    case .optionsRepeated: "\"options\" may only be the first line"
    }
  }

  /// `LINE: not a recording: MESSAGE`.
  package var description: String { "\(line): not a recording: \(message)" }
}
