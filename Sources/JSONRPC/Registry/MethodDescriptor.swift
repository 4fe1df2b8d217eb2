import NavJSON

/// A method the method layer serves: its documentation (for `initialize` and
/// `rpc.discover`) and the closure that runs it.
///
/// The handler receives the shared ``MethodContext`` in place and the request's
/// named params (absent/`null` params arrive as `{}`; non-object params never
/// reach it). It returns the `result`: a value, or for the busiest methods (made with
/// ``writing(_:summary:description:params:result:handler:)``) the value's JSON text. Throw an ``RPCError`` for a client error;
/// any other error is answered `-32603` and logged, and the process keeps
/// running. When a handler throws, the notifications it queued are discarded.
/// A handler also runs for a notification (a call without id); its result is then dropped.
public struct MethodDescriptor<Services: MethodLayer>: Sendable {
  /// The implementation of one call: answering a value, or the value's JSON text.
  public enum Handler: Sendable {
    /// A handler that answers its result as a value.
    case value(ValueHandler)
    /// A handler that answers its result's JSON text.
    case text(TextHandler)

    /// Runs the call.
    public func callAsFunction(_ context: inout MethodContext<Services>, _ params: JSONObject) throws -> MethodResult {
      switch self {
      case .value(let handler): .value(try handler(&context, params))
      case .text(let handler): .text(try handler(&context, params))
      }
    }
  }

  /// Runs one call and answers its result as a value.
  public typealias ValueHandler = @Sendable (inout MethodContext<Services>, JSONObject) throws -> JSONValue
  /// Runs one call and answers its result's JSON text.
  public typealias TextHandler = @Sendable (inout MethodContext<Services>, JSONObject) throws -> JSONText

  /// Name, summary, params and result.
  public var documentation: MethodDocumentation
  /// Runs one call.
  public var handler: Handler

  /// The method name on the wire.
  public var name: String { documentation.name }

  /// A request method.
  public init(
    _ name: String, summary: String, description: String? = nil, params: [ParamDescriptor] = [],
    result: ResultDescriptor, handler: @escaping ValueHandler
  ) {
    self.documentation = MethodDocumentation(
      name: name, summary: summary, description: description, params: params, result: result)
    self.handler = .value(handler)
  }

  /// A request method whose handler writes its result's JSON text itself.
  public static func writing(
    _ name: String, summary: String, description: String? = nil, params: [ParamDescriptor] = [],
    result: ResultDescriptor, handler: @escaping TextHandler
  ) -> Self {
    Self(
      documentation: MethodDocumentation(
        name: name, summary: summary, description: description, params: params, result: result), handler: .text(handler)
    )
  }

  /// A method from prepared documentation (a notification when `documentation.result` is `nil`).
  public init(documentation: MethodDocumentation, handler: @escaping ValueHandler) {
    self.documentation = documentation
    self.handler = .value(handler)
  }

  private init(documentation: MethodDocumentation, handler: Handler) {
    self.documentation = documentation
    self.handler = handler
  }
}
