import NavJSON

/// The protocol engine, without I/O: bytes in, bytes out.
///
/// Feed each read with ``receive(_:)``; the bytes to write are then in
/// ``pendingOutput`` (one `write(2)` per read). At end of input call
/// ``endOfInput()``. ``status`` says when the process must exit and with which code.
///
/// One read passes through the session's parts in this order:
/// 1. ``FrameReader`` splits the bytes into message bodies (detecting the framing first).
/// 2. ``RequestQueue`` parses every complete body of the read into queued items and applies
///    `$/cancelRequest` to the requests queued before it in the same read.
/// 3. The queue runs in order, one item at a time. A call passes the lifecycle gate
///    (``LifecycleMethods``), then its cancel mark, then method lookup and params checks; then
///    it runs (``perform(_:method:namedParams:)``). Its notifications go to the ``ResponseBuffer``
///    before its response; a call that throws has its notifications discarded. A batch's
///    responses form one array.
/// 4. After the queue, while initialized, ``MethodLayer/didHandleRead(context:)`` runs and its
///    notifications follow the read's responses.
///
/// ``status`` is `running` until `exit` (0 after `shutdown`, else 1), end of input (the same), or
/// unusable framing (2), after which input is ignored and nothing more is written. The lifecycle
/// states are ``LifecycleMethods``'.
public final class DaemonSession<Services: MethodLayer> {
  /// Whether the process should keep serving.
  public enum Status: Sendable, Hashable {
    /// Keep reading input.
    case running
    /// Exit with this status: 0 after `shutdown`, 1 without it, 2 on unusable framing.
    case exited(Int32)
  }

  /// The session's position in the lifecycle.
  public var lifecycle: LifecycleState { lifecycleMethods.state }
  /// Running, or the exit status.
  public private(set) var status = Status.running
  /// The method layer's context, shared by every call.
  public private(set) var context: MethodContext<Services>
  /// Bytes to write to stdout; ``clearPendingOutput()`` after writing them.
  public var pendingOutput: [UInt8] { responses.output }
  /// Sees every frame before it is handled and every message before it is written (`--record`,
  /// and a replay capturing what is sent); `nil` costs one check per frame and per message.
  package var recorder: (any SessionRecorder)? {
    get { responses.recorder }
    set { responses.recorder = newValue }
  }

  private let logger: Logger
  private var reader: FrameReader
  private var queue: RequestQueue
  private var responses = ResponseBuffer()
  private let registry: MethodRegistry<Services>
  /// The registry's handlers, each as a call on this session's context: a closure of a type that
  /// does not depend on `Services`, so running one looks up no generic metadata.
  private var handlerCalls: [HandlerCall] = []
  /// A handler's call on the session's context.
  private typealias HandlerCall = (JSONObject) throws(RPCError) -> MethodResult
  private var lifecycleMethods: LifecycleMethods

  /// A session serving `services` with `limits`, reading in `framingMode`.
  ///
  /// With `skipsOversizedMessages`, an LSP message whose `Content-Length` exceeds
  /// `limits.maxMessageBytes` is answered `-32012` (id `null`) and its body skipped,
  /// instead of ending the session (see ``FrameReader``).
  public init(
    services: Services, limits: MessageLimits = MessageLimits(), framingMode: FramingMode, logger: Logger,
    skipsOversizedMessages: Bool = false
  ) {
    self.logger = logger
    reader = FrameReader(
      mode: framingMode, maxMessageBytes: limits.maxMessageBytes, skipsOversizedLSPMessages: skipsOversizedMessages)
    queue = RequestQueue(limits: limits, server: Services.serverInfo.name, logger: logger)
    registry = MethodRegistry(
      lifecycleMethods: LifecycleMethod.allCases.filter { $0 != .discover || Services.servesDiscovery },
      layerMethods: Services.methods)
    lifecycleMethods = LifecycleMethods(registry: registry)
    context = MethodContext(services: services, limits: limits, logger: logger)
    for handler in registry.handlers { handlerCalls.append(call(handler)) }
  }

  /// `handler` as a call on this session's context (see ``handlerCalls``).
  private func call(_ handler: MethodDescriptor<Services>.Handler) -> HandlerCall {
    { [unowned self] (params: JSONObject) throws(RPCError) -> MethodResult in
      try handler(&self.context, params)
    }
  }

  /// The framing in use, once detected.
  public var framing: Framing? { reader.framing }

  /// Every method name, lifecycle methods first (the `capabilities.methods` of `initialize`).
  public var registeredMethodNames: [String] { registry.names }

  /// Empties ``pendingOutput``, keeping its storage.
  public func clearPendingOutput() {
    responses.removeOutput()
  }

  /// Returns and clears ``pendingOutput``.
  public func takeOutput() -> [UInt8] {
    defer { clearPendingOutput() }
    return pendingOutput
  }

  /// Handles one read of input.
  @discardableResult
  public func receive(_ chunk: UnsafeRawBufferPointer) -> Status {
    guard status == .running else { return status }
    reader.append(chunk)
    var fatal: FramingError?
    do {
      while let frame = try reader.next() { enqueue(frame) }
    } catch {
      fatal = error
    }
    runQueue()
    afterRead()
    if let fatal, status == .running {
      logger.error(fatal.message)
      status = .exited(2)
    }
    return status
  }

  /// Handles one read of input.
  @discardableResult
  public func receive(_ bytes: [UInt8]) -> Status {
    bytes.withUnsafeBytes { receive($0) }
  }

  /// Handles frames as the transport would have delivered them in one read, bypassing the
  /// framing (a replay): each body is one message or batch, ``RecordedFrame/overLimit``
  /// a line over `--max-message-bytes`. Output is framed in `framing`.
  @discardableResult
  package func receive(recordedFrames frames: [RecordedFrame], framing: Framing) -> Status {
    guard status == .running else { return status }
    if !responses.isFramed { start(framing) }
    for frame in frames {
      switch frame {
      case .body(let body): body.withUnsafeBytes { queue.append(body: $0, recorder: recorder) }
      case .overLimit: queue.appendOversized(recorder: recorder)
      }
    }
    runQueue()
    return status
  }

  /// Handles end of input: a last NDJSON line without newline is still a message; then the session exits.
  @discardableResult
  public func endOfInput() -> Status {
    guard status == .running else { return status }
    let partial = reader.framing == .lsp && reader.hasPartialMessage
    if let frame = reader.finish() { enqueue(frame) }
    runQueue()
    afterRead()
    if partial { logger.warning("input ended inside an LSP message; the partial message was dropped") }
    if status == .running { status = .exited(lifecycleMethods.exitStatus) }
    return status
  }

  // MARK: Running a read

  private func enqueue(_ frame: FrameReader.Frame) {
    switch frame {
    case .oversized:
      queue.appendOversized(recorder: recorder)
    case .message(let range):
      reader.buffer.withUnsafeBytes {
        queue.append(body: UnsafeRawBufferPointer(rebasing: $0[range]), recorder: recorder)
      }
    }
  }

  /// Writes from now on in `framing`, which the method layer then sees in its context.
  private func start(_ framing: Framing) {
    responses.start(framing: framing)
    context.framing = framing
  }

  private func runQueue() {
    defer { queue.removeAll() }
    guard !queue.isEmpty else { return }
    if !responses.isFramed, let framing = reader.framing { start(framing) }
    for item in queue.items {
      guard status == .running else { break }
      switch item.kind {
      case .batchStart: responses.beginBatch()
      case .batchEnd: responses.endBatch()
      case .reply(let id, let error): responses.respond(id: id, error: error)
      case .call(let id, let method, let params): dispatch(item, id: id, method: method, params: params)
      }
    }
    responses.endBatch()
  }

  /// Lets the method layer finish work it deferred while the read's messages ran.
  private func afterRead() {
    guard status == .running, lifecycle == .initialized, responses.isFramed else { return }
    Services.didHandleRead(context: &context)
    flushNotifications()
  }

  /// Runs one call. The lifecycle is judged first (``LifecycleMethods/refusal(of:id:)``), even for a
  /// request a later `$/cancelRequest` marked; otherwise a cancelled request is `-32800` instead of running.
  private func dispatch(_ item: QueuedItem, id: RequestID?, method: String, params: JSONValue) {
    if method == "exit" {
      status = .exited(lifecycleMethods.exitStatus)
      return
    }
    if let refusal = lifecycleMethods.refusal(of: method, id: id) {
      reject(id: id, method: method, error: refusal)
      return
    }
    if item.cancelled, let id {
      responses.respond(id: id, error: .requestCancelled)
      return
    }
    guard let entry = registry.entry(named: method) else {
      reject(id: id, method: method, error: .methodNotFound(method))
      return
    }
    let namedParams: JSONObject
    switch IncomingMessage.namedParams(params) {
    case .success(let object): namedParams = object
    case .failure(let error):
      reject(id: id, method: method, error: error)
      return
    }
    if item.mayHoldOutOfRangeNumber, let field = OutOfRangeNumberPath.first(in: namedParams) {
      reject(
        id: id, method: method, error: .invalidParams(field: field, reason: "is a number beyond the range of a double"))
      return
    }
    let result: MethodResult
    do throws(RPCError) {
      result = try perform(entry.action, method: method, namedParams: namedParams)
    } catch {
      reject(id: id, method: method, error: error)
      return
    }
    flushNotifications()
    if let id { responses.respond(id: id, result: result) }
  }

  /// Runs a call's action: a lifecycle method or the method layer's handler. If it throws, the
  /// notifications it queued are discarded and the error is what the caller answers. A typed
  /// throw rather than a `Result`, which the request path paid to wrap and unwrap on every call.
  private func perform(_ action: RegisteredMethod.Action, method: String, namedParams: JSONObject)
    throws(RPCError) -> MethodResult
  {
    let outboxStart = context.outbox.count
    do throws(RPCError) {
      switch action {
      case .lifecycle(let lifecycleMethod):
        return .value(try runCatchingInternalErrors(lifecycleMethod, namedParams, named: method))
      case .handler(let index): return try handlerCalls[index](namedParams)
      }
    } catch {
      context.outbox.removeSubrange(outboxStart...)
      throw error
    }
  }

  /// Runs a lifecycle method; an error that is not an ``RPCError`` (only the untyped
  /// `MethodLayer.initialize` can throw one) is logged and answered `-32603`.
  private func runCatchingInternalErrors(_ method: LifecycleMethod, _ params: JSONObject, named name: String)
    throws(RPCError) -> JSONValue
  {
    do {
      return try lifecycleMethods.run(method, params: params, context: &context)
    } catch let error as RPCError {
      throw error
    } catch {
      logger.error("internal error in \(name): \(error)")
      throw .internalError(String(describing: error))
    }
  }

  /// Answers a request with `error`; a notification gets no reply, only a log line.
  private func reject(id: RequestID?, method: String, error: RPCError) {
    if let id {
      responses.respond(id: id, error: error)
    } else {
      logger.info("notification \(method) ignored: \(error.message)")
    }
  }

  /// Writes the notifications the running call (or ``afterRead()``) queued.
  private func flushNotifications() {
    guard !context.outbox.isEmpty, responses.isFramed else { return }
    for notification in context.outbox { responses.notify(notification) }
    context.outbox.removeAll(keepingCapacity: true)
  }
}
