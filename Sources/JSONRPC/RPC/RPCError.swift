import NavJSON

/// A JSON-RPC error response: code, message and optional data.
///
/// Make errors with the static factories so every message is worded in one place.
public struct RPCError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The `error.code`.
  public var code: ErrorCode
  /// The `error.message`.
  public var message: String
  /// The `error.data`, left out of the response when `nil`.
  public var data: JSONValue?

  /// An error with explicit fields; prefer the factories.
  public init(code: ErrorCode, message: String, data: JSONValue? = nil) {
    self.code = code
    self.message = message
    self.data = data
  }

  /// The code and message, for log lines (`-32602 Invalid params: ...`).
  public var description: String { "\(code.rawValue) \(message)" }

  /// `-32700`: the body is not valid JSON.
  public static func parseError(_ error: JSONParseError) -> RPCError {
    RPCError(code: .parseError, message: "Parse error: \(error.description)")
  }

  /// `-32600` for `reason`.
  public static func invalidRequest(_ reason: InvalidRequestReason) -> RPCError {
    RPCError(code: .invalidRequest, message: reason.message)
  }

  /// `-32601` with `data: {method}`.
  public static func methodNotFound(_ method: String) -> RPCError {
    RPCError(code: .methodNotFound, message: "Method not found: \(method)", data: ["method": .string(method)])
  }

  /// `-32602` with `data: {field, reason}`; `field` is the JSON path of the first bad field
  /// (`options.mode`, `items[1].names[0]`).
  public static func invalidParams(field: String, reason: String) -> RPCError {
    RPCError(
      code: .invalidParams, message: "Invalid params: \(field): \(reason)",
      data: ["field": .string(field), "reason": .string(reason)])
  }

  /// `-32603`: a bug; `reason` goes to the log and the message.
  public static func internalError(_ reason: String) -> RPCError {
    RPCError(code: .internalError, message: "Internal error: \(reason)")
  }

  /// `-32002`: a request before `initialize`.
  public static let serverNotInitialized = RPCError(
    code: .serverNotInitialized, message: "Server not initialized: send \"initialize\" first")

  /// `-32800`: cancelled by `$/cancelRequest` before it ran.
  public static let requestCancelled = RPCError(code: .requestCancelled, message: "Request cancelled")

  /// `-32012` with `data: {limit, value}`: `limit` names the limit as its flag without dashes (the
  /// engine's ``MessageLimits/Name`` or a method layer's own), `value` is the configured limit.
  public static func limitReached(_ limit: some RawRepresentable<String>, value: Int) -> RPCError {
    RPCError(
      code: .limitReached, message: "Limit reached: \(limit.rawValue) is \(value)",
      data: ["limit": .string(limit.rawValue), "value": .integer(Int64(value))])
  }
}
