import NavJSON

/// The first place where a message the session sends now differs from the recorded one (a replay).
///
/// Equal means equal JSON: object members in any order, numbers by value. The walk follows the
/// recorded message's key order, and reports a member only the new message has after every recorded
/// member matched. `result.serverInfo.version` and `result.capabilities.framing` of a response (of
/// each response in a batch reply) are not compared: they change with the build and the framing.
package struct MessageDifference: Sendable, Hashable {
  /// Where, as `$` (the message), `$.result.state`, `$[0].id`, `$.params["odd key"]`.
  package var path: String
  /// The recorded value there; `nil` when it has none.
  package var recorded: JSONValue?
  /// The value there now; `nil` when it has none.
  package var now: JSONValue?

  /// `PATH: recorded X, now Y` (compact JSON, or `absent`).
  package var description: String {
    "\(path): recorded \(Self.show(recorded)), now \(Self.show(now))"
  }

  private static func show(_ value: JSONValue?) -> String { value?.jsonText ?? "absent" }

  /// The first difference between two messages, or `nil` when they are equal.
  package static func first(recorded: JSONValue?, now: JSONValue?) -> MessageDifference? {
    switch (recorded.map(withoutIgnoredFields), now.map(withoutIgnoredFields)) {
    case (nil, nil): nil
    case (let recorded?, let now?): first(recorded, now, at: "$")
    case (let recorded, let now): MessageDifference(path: "$", recorded: recorded, now: now)
    }
  }

  private static func first(_ recorded: JSONValue, _ now: JSONValue, at path: String) -> MessageDifference? {
    switch (recorded, now) {
    case (.object(let recordedObject), .object(let nowObject)):
      for (key, recordedMember) in recordedObject.members {
        let memberPath = member(path, key)
        guard let nowMember = nowObject[key] else {
          return MessageDifference(path: memberPath, recorded: recordedMember, now: nil)
        }
        if let difference = first(recordedMember, nowMember, at: memberPath) { return difference }
      }
      for (key, nowMember) in nowObject.members where recordedObject[key] == nil {
        return MessageDifference(path: member(path, key), recorded: nil, now: nowMember)
      }
      return nil
    case (.array(let recordedElements), .array(let nowElements)):
      for index in 0..<max(recordedElements.count, nowElements.count) {
        let elementPath = "\(path)[\(index)]"
        guard index < recordedElements.count else {
          return MessageDifference(path: elementPath, recorded: nil, now: nowElements[index])
        }
        guard index < nowElements.count else {
          return MessageDifference(path: elementPath, recorded: recordedElements[index], now: nil)
        }
        if let difference = first(recordedElements[index], nowElements[index], at: elementPath) { return difference }
      }
      return nil
    default:
      return sameScalar(recorded, now) ? nil : MessageDifference(path: path, recorded: recorded, now: now)
    }
  }

  /// Scalars (and a scalar against a container) compare as JSON: an integer equals a double of the same value.
  private static func sameScalar(_ recorded: JSONValue, _ now: JSONValue) -> Bool {
    switch (recorded, now) {
    case (.integer(let integer), .double(let double)), (.double(let double), .integer(let integer)):
      Int64(exactly: double) == integer
    default:
      recorded == now
    }
  }

  /// `parent.key` for a key that is an identifier, else `parent["key"]` with the key as a JSON string.
  private static func member(_ parent: String, _ key: String) -> String {
    var isIdentifier = !key.isEmpty
    for (offset, byte) in key.utf8.enumerated() {
      let letter =
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
      let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      if !(letter || (digit && offset > 0)) { isIdentifier = false }
    }
    return isIdentifier ? "\(parent).\(key)" : "\(parent)[\(JSONValue.string(key).jsonText)]"
  }

  /// The message without the fields that are not compared (in each element of a batch reply).
  private static func withoutIgnoredFields(_ message: JSONValue) -> JSONValue {
    switch message {
    case .array(let elements):
      return .array(elements.map(withoutIgnoredFields))
    case .object(var response):
      if case .object(var result)? = response["result"] {
        if case .object(var serverInfo)? = result["serverInfo"] {
          serverInfo["version"] = nil
          result["serverInfo"] = .object(serverInfo)
        }
        if case .object(var capabilities)? = result["capabilities"] {
          capabilities["framing"] = nil
          result["capabilities"] = .object(capabilities)
        }
        response["result"] = .object(result)
      }
      return .object(response)
    default:
      return message
    }
  }
}
