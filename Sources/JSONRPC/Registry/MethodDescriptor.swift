import NavJSON

/// A method the method layer serves: its documentation (for `initialize` and
/// `rpc.discover`) and the closure that runs it.
///
/// The handler receives the shared ``MethodContext`` in place and the request's
/// named params (absent/`null` params arrive as `{}`; non-object params never
/// reach it). It returns the `result`. Throw an ``RPCError`` for a client error;
/// any other error is answered `-32603` and logged, and the process keeps
/// running. When a handler throws, the notifications it queued are discarded.
/// A handler also runs for a notification (a call without id); its result is then dropped.
public struct MethodDescriptor<Services: DaemonServices>: Sendable {
  /// Runs one call.
  public typealias Handler = @Sendable (inout MethodContext<Services>, JSONObject) throws -> JSONValue

  /// Name, summary, params and result.
  public var documentation: MethodDocumentation
  /// The implementation.
  public var handler: Handler

  /// The method name on the wire.
  public var name: String { documentation.name }

  /// A request method.
  public init(
    _ name: String, summary: String, description: String? = nil, params: [ParamDescriptor] = [],
    result: ResultDescriptor, handler: @escaping Handler
  ) {
    self.documentation = MethodDocumentation(
      name: name, summary: summary, description: description, params: params, result: result)
    self.handler = handler
  }

  /// A method from prepared documentation (a notification when `documentation.result` is `nil`).
  public init(documentation: MethodDocumentation, handler: @escaping Handler) {
    self.documentation = documentation
    self.handler = handler
  }
}
