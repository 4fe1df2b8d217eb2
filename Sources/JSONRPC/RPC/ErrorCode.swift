/// A JSON-RPC error code (docs/protocol.md §3): the standard ones and the engine's. A method layer
/// declares its own codes as `static let`s in an extension.
public struct ErrorCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The integer sent in `error.code`.
  public let rawValue: Int

  /// Wraps an integer code.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The body is not valid JSON.
  public static let parseError = ErrorCode(rawValue: -32700)
  /// Not a request object, wrong `jsonrpc`, bad `id` type, or a request after `shutdown`.
  public static let invalidRequest = ErrorCode(rawValue: -32600)
  /// No such method.
  public static let methodNotFound = ErrorCode(rawValue: -32601)
  /// Params missing, of the wrong type, or invalid.
  public static let invalidParams = ErrorCode(rawValue: -32602)
  /// A bug inside the server; the process keeps running.
  public static let internalError = ErrorCode(rawValue: -32603)
  /// A request before `initialize`.
  public static let serverNotInitialized = ErrorCode(rawValue: -32002)
  /// The request was cancelled by `$/cancelRequest` before it ran.
  public static let requestCancelled = ErrorCode(rawValue: -32800)
  /// A configured limit was reached.
  public static let limitReached = ErrorCode(rawValue: -32012)

  /// The integer code in decimal.
  public var description: String { String(rawValue) }
}
