import NavJSON

/// A method the method layer serves, declared once: its name, summary, params type, result and
/// the handler that takes the decoded params.
///
/// The params type (a ``MethodParams``) owns both what `rpc.discover` says of the params and their
/// decoding. The handler receives the shared ``MethodContext`` in place and the decoded params
/// (absent/`null` params are decoded from `{}`; non-object params never reach it). It returns the
/// `result`: a value, or for the busiest methods (made with
/// ``writing(_:summary:description:params:result:handler:)``) the value's JSON text. A handler
/// throws only ``RPCError``; when it throws, the notifications it queued are discarded.
/// A handler also runs for a notification (a call without id); its result is then dropped.
public struct MethodDescriptor<Services: MethodLayer>: Sendable {
  /// The implementation of one call: answering a value, or the value's JSON text.
  public enum Handler: Sendable {
    /// A handler that answers its result as a value.
    case value(ValueHandler)
    /// A handler that answers its result's JSON text.
    case text(TextHandler)

    /// Runs the call.
    public func callAsFunction(
      _ context: inout MethodContext<Services>, _ params: JSONObject
    ) throws(RPCError) -> MethodResult {
      switch self {
      case .value(let handler): .value(try handler(&context, params))
      case .text(let handler): .text(try handler(&context, params))
      }
    }
  }

  /// Decodes one call's params and answers its result as a value.
  public typealias ValueHandler = @Sendable (inout MethodContext<Services>, JSONObject) throws(RPCError) -> JSONValue
  /// Decodes one call's params and answers its result's JSON text.
  public typealias TextHandler = @Sendable (inout MethodContext<Services>, JSONObject) throws(RPCError) -> JSONText

  /// The method name on the wire.
  public let name: String
  /// Runs one call.
  public var handler: Handler
  /// Decodes params as a call does, without running the method: what the tests that keep each
  /// method's declared params and its decoder equal call.
  package let decodeParams: @Sendable (ParamReader) throws(RPCError) -> Void
  /// Makes ``documentation``.
  let describe: @Sendable () -> MethodDocumentation

  /// Name, summary, params and result, made each time it is asked for. Only `rpc.discover` (once
  /// per session) and tests ask: the params' and result's schemas are most of the method table,
  /// and a start-up that made them before reading the first request spent most of its time there
  /// (docs/benchmarks.md, "Start-up of the release binary").
  public var documentation: MethodDocumentation { describe() }
}

// The handlers made here use `Services` generically inside `@Sendable` closures.
extension MethodDescriptor where Services: SendableMetatype {
  /// A request method whose handler answers a value.
  package init<Params: MethodParams>(
    _ name: String, summary: String, description: String? = nil, params: Params.Type,
    result: @autoclosure @escaping @Sendable () -> ResultDescriptor,
    handler: @escaping @Sendable (inout MethodContext<Services>, Params) throws(RPCError) -> JSONValue
  ) {
    self.init(
      name, summary: summary, description: description, params: params, result: { result() },
      handler: .value { context, raw throws(RPCError) in try handler(&context, try Params(ParamReader(raw))) })
  }

  /// A request method whose handler writes its result's JSON text itself.
  package static func writing<Params: MethodParams>(
    _ name: String, summary: String, description: String? = nil, params: Params.Type,
    result: @autoclosure @escaping @Sendable () -> ResultDescriptor,
    handler: @escaping @Sendable (inout MethodContext<Services>, Params) throws(RPCError) -> JSONText
  ) -> Self {
    Self(
      name, summary: summary, description: description, params: params, result: { result() },
      handler: .text { context, raw throws(RPCError) in try handler(&context, try Params(ParamReader(raw))) })
  }

  /// A client→server notification: described without a result, and its handler answers nothing.
  package static func notification<Params: MethodParams>(
    _ name: String, summary: String, description: String? = nil, params: Params.Type,
    handler: @escaping @Sendable (inout MethodContext<Services>, Params) throws(RPCError) -> Void
  ) -> Self {
    Self(
      name, summary: summary, description: description, params: params, result: { nil },
      handler: .value { context, raw throws(RPCError) in
        try handler(&context, try Params(ParamReader(raw)))
        return .null
      })
  }

  /// `name`, documented with the params `Params` declares and the result `result` makes when asked,
  /// run by `handler`.
  private init<Params: MethodParams>(
    _ name: String, summary: String, description: String?, params: Params.Type,
    result: @escaping @Sendable () -> ResultDescriptor?, handler: Handler
  ) {
    self.name = name
    self.describe = {
      MethodDocumentation(
        name: name, summary: summary, description: description, params: Params.declared.map(\.descriptor),
        result: result())
    }
    self.handler = handler
    self.decodeParams = { reader throws(RPCError) in _ = try Params(reader) }
  }
}
