import NavJSON

/// The `initialize` params (docs/protocol.md §2), checked for type; every field is optional.
///
/// Unknown members (LSP clients send `processId`, `rootUri`, LSP `capabilities`…) are ignored.
public struct InitializeParameters: Sendable, Hashable {
  /// `clientInfo.name`.
  public var clientName: String?
  /// `clientInfo.version`.
  public var clientVersion: String?
  /// `capabilities.notifications`: whether the client wants server→client notifications (default `false`).
  public var notifications: Bool
  /// `configuration`, the method layer's start-up configuration (``MethodLayer/initialize(_:context:)``
  /// reads it); `nil` if absent or `null`.
  public var configuration: JSONObject?
  /// All params as sent.
  public var raw: JSONObject

  /// Reads `params`, or throws `-32602` naming the first field of the wrong type.
  public init(_ params: JSONObject) throws(RPCError) {
    raw = params
    clientName = nil
    clientVersion = nil
    notifications = false
    configuration = nil
    switch params["clientInfo"] {
    case nil, .null?: break
    case .object(let info)?:
      clientName = try Self.optionalString(info["name"], field: "clientInfo.name")
      clientVersion = try Self.optionalString(info["version"], field: "clientInfo.version")
    case let other?:
      throw .invalidParams(field: "clientInfo", reason: JSONShapeIssue.wrongType("an object", other).message)
    }
    switch params["capabilities"] {
    case nil, .null?: break
    case .object(let capabilities)?:
      switch capabilities["notifications"] {
      case nil, .null?: break
      case .bool(let flag)?: notifications = flag
      case let other?:
        throw .invalidParams(
          field: "capabilities.notifications", reason: JSONShapeIssue.wrongType("a boolean", other).message)
      }
    case let other?:
      throw .invalidParams(field: "capabilities", reason: JSONShapeIssue.wrongType("an object", other).message)
    }
    switch params["configuration"] {
    case nil, .null?: break
    case .object(let object)?: configuration = object
    case let other?:
      throw .invalidParams(field: "configuration", reason: JSONShapeIssue.wrongType("an object", other).message)
    }
  }

  private static func optionalString(_ value: JSONValue?, field: String) throws(RPCError) -> String? {
    switch value {
    case nil, .null?: return nil
    case .string(let string)?: return string
    case let other?: throw .invalidParams(field: field, reason: JSONShapeIssue.wrongType("a string", other).message)
    }
  }
}
