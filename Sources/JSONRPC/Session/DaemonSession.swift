import NavJSON

/// The protocol engine, without I/O: bytes in, bytes out.
///
/// Feed each read with ``receive(_:)``; the bytes to write are then in
/// ``pendingOutput`` (one `write(2)` per read). At end of input call
/// ``endOfInput()``. ``status`` says when the process must exit and with which code.
///
/// Processing of one read (the queue rule for `$/cancelRequest`): all complete
/// messages of the read are first parsed into a queue; a cancel applies to every
/// request with that id queued before it in the same read (those are received
/// but not yet run); then the queue runs in order, one message at a time.
public final class DaemonSession<Services: MethodLayer> {
  /// Whether the process should keep serving.
  public enum Status: Sendable, Hashable {
    /// Keep reading input.
    case running
    /// Exit with this status: 0 after `shutdown`, 1 without it, 2 on unusable framing.
    case exited(Int32)
  }

  /// The session's position in the lifecycle.
  public private(set) var lifecycle = LifecycleState.uninitialized
  /// Running, or the exit status.
  public private(set) var status = Status.running
  /// The method layer's context, shared by every call.
  public private(set) var context: MethodContext<Services>
  /// Bytes to write to stdout; ``clearPendingOutput()`` after writing them.
  public private(set) var pendingOutput: [UInt8] = []
  /// Sees every frame before it is handled and every message before it is written (`--record`,
  /// and `navd replay` capturing what is sent); `nil` costs one check per frame and per message.
  package var recorder: (any SessionRecorder)?

  private let logger: Logger
  private var reader: FrameReader
  private var writer: FrameWriter?
  private var parser: JSONParser
  private let registry: MethodRegistry<Services>
  private var queue: [QueuedItem] = []
  private var cancelIndex: [RequestID: [Int]]?
  private var batchBody: [UInt8] = []
  private var batchResponses = 0
  private var inBatch = false
  private lazy var discoverDocument = OpenRPCDocument.make(
    methods: registry.entries.map(\.documentation), server: Services.serverInfo)

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
    parser = JSONParser(maxDepth: limits.maxDepth, outOfRangeNumbers: .keepAsInfinity)
    registry = MethodRegistry(
      lifecycleMethods: LifecycleMethod.allCases.filter { $0 != .discover || Services.servesDiscovery },
      layerMethods: Services.methods)
    context = MethodContext(services: services, limits: limits, logger: logger)
    pendingOutput.reserveCapacity(64 * 1024)
  }

  /// The framing in use, once detected.
  public var framing: Framing? { reader.framing }

  /// Every method name, lifecycle methods first (the `capabilities.methods` of `initialize`).
  public var registeredMethodNames: [String] { registry.names }

  /// Empties ``pendingOutput``, keeping its storage.
  public func clearPendingOutput() {
    pendingOutput.removeAll(keepingCapacity: true)
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
  /// framing (`navd replay`): each body is one message or batch, ``RecordedFrame/overLimit``
  /// a line over `--max-message-bytes`. Output is framed in `framing`.
  @discardableResult
  package func receive(recordedFrames frames: [RecordedFrame], framing: Framing) -> Status {
    guard status == .running else { return status }
    if writer == nil {
      writer = FrameWriter(framing: framing)
      context.framing = framing
    }
    for frame in frames {
      switch frame {
      case .body(let body): body.withUnsafeBytes { enqueueMessage($0) }
      case .overLimit: enqueue(.oversized)
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
    if status == .running { status = .exited(lifecycle == .shutDown ? 0 : 1) }
    return status
  }

  // MARK: Reading

  private func enqueue(_ frame: FrameReader.Frame) {
    switch frame {
    case .oversized:
      recorder?.recordReceivedOverLimit()
      queue.append(QueuedItem(kind: .reply(id: .null, error: context.limits.reached(.maxMessageBytes))))
    case .message(let range):
      reader.buffer.withUnsafeBytes { enqueueMessage(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }
  }

  /// Parses one message body (a message or a batch), shows it to the recorder, and queues what it holds.
  private func enqueueMessage(_ body: UnsafeRawBufferPointer) {
    let parsed: Result<JSONValue, JSONParseError>
    do throws(JSONParseError) {
      parsed = .success(try parser.parse(body))
    } catch {
      parsed = .failure(error)
    }
    if let recorder {
      switch parsed {
      case .success(let value): recorder.recordReceived(body: body, parsed: value)
      case .failure: recorder.recordReceived(body: body, parsed: nil)
      }
    }
    switch parsed {
    case .failure(let error) where error.isDepthLimitExceeded:
      queue.append(QueuedItem(kind: .reply(id: .null, error: context.limits.reached(.maxDepth))))
    case .failure(let error):
      logger.debug("unparsable message: \(error)")
      queue.append(QueuedItem(kind: .reply(id: .null, error: .parseError(error))))
    case .success(.array(let elements)):
      guard !elements.isEmpty else {
        queue.append(QueuedItem(kind: .reply(id: .null, error: .invalidRequest(.emptyBatch))))
        return
      }
      queue.append(QueuedItem(kind: .batchStart))
      let outOfRange = parser.keptOutOfRangeNumber
      for element in elements {
        enqueue(
          IncomingMessage(decoding: element, server: Services.serverInfo.name), mayHoldOutOfRangeNumber: outOfRange)
      }
      queue.append(QueuedItem(kind: .batchEnd))
    case .success(let value):
      enqueue(
        IncomingMessage(decoding: value, server: Services.serverInfo.name),
        mayHoldOutOfRangeNumber: parser.keptOutOfRangeNumber)
    }
  }

  private func enqueue(_ message: IncomingMessage, mayHoldOutOfRangeNumber: Bool) {
    switch message {
    case .invalid(let id, let error):
      queue.append(QueuedItem(kind: .reply(id: id, error: error)))
    case .request(let id, let method, let params):
      if method == "$/cancelRequest" { cancelQueued(params) }
      if cancelIndex != nil { cancelIndex?[id, default: []].append(queue.count) }
      queue.append(
        QueuedItem(
          kind: .call(id: id, method: method, params: params), mayHoldOutOfRangeNumber: mayHoldOutOfRangeNumber))
    case .notification(let method, let params):
      if method == "$/cancelRequest" { cancelQueued(params) }
      queue.append(
        QueuedItem(
          kind: .call(id: nil, method: method, params: params), mayHoldOutOfRangeNumber: mayHoldOutOfRangeNumber))
    }
  }

  /// Marks every request queued so far in this read with the cancel's id.
  private func cancelQueued(_ params: JSONValue) {
    guard let rawID = params["id"], let id = RequestID(rawID), id != .null else { return }
    if cancelIndex == nil {
      var index: [RequestID: [Int]] = [:]
      for (position, item) in queue.enumerated() {
        if case .call(let queuedID?, _, _) = item.kind { index[queuedID, default: []].append(position) }
      }
      cancelIndex = index
    }
    guard let positions = cancelIndex?.removeValue(forKey: id) else { return }
    for position in positions { queue[position].cancelled = true }
    logger.debug("cancelled \(positions.count) queued request(s) with id \(id)")
  }

  // MARK: Running

  private func runQueue() {
    defer {
      queue.removeAll(keepingCapacity: true)
      cancelIndex = nil
    }
    guard !queue.isEmpty else { return }
    if writer == nil, let framing = reader.framing {
      writer = FrameWriter(framing: framing)
      context.framing = framing
    }
    for position in queue.indices {
      guard status == .running else { break }
      let item = queue[position]
      switch item.kind {
      case .batchStart:
        inBatch = true
        batchResponses = 0
        batchBody.removeAll(keepingCapacity: true)
        batchBody.append(UInt8(ascii: "["))
      case .batchEnd:
        finishBatch()
      case .reply(let id, let error):
        emit(id: id, error: error)
      case .call(let id, let method, let params):
        dispatch(item, id: id, method: method, params: params)
      }
    }
    if inBatch { finishBatch() }
  }

  /// Lets the method layer finish work it deferred while the read's messages ran.
  private func afterRead() {
    guard status == .running, lifecycle == .initialized, writer != nil else { return }
    Services.didHandleRead(context: &context)
    flushNotifications()
  }

  private func finishBatch() {
    inBatch = false
    guard batchResponses > 0 else { return }
    batchBody.append(UInt8(ascii: "]"))
    let batchBody = batchBody
    appendFramed { $0.append(contentsOf: batchBody) }
  }

  /// Runs one call. The lifecycle is judged first: before `initialize` a request is `-32002` and after
  /// `shutdown` `-32600` even if a later `$/cancelRequest` marked it (notifications are dropped in those
  /// states, cancels included, docs/protocol.md §2); otherwise a cancelled request is `-32800` instead of running.
  private func dispatch(_ item: QueuedItem, id: RequestID?, method: String, params: JSONValue) {
    if method == "exit" {
      status = .exited(lifecycle == .shutDown ? 0 : 1)
      return
    }
    switch lifecycle {
    case .uninitialized where method != "initialize" || id == nil:
      reject(id: id, method: method, error: .serverNotInitialized)
      return
    case .shutDown:
      reject(id: id, method: method, error: .invalidRequest(.shutDown))
      return
    case .initialized where method == "initialize":
      reject(id: id, method: method, error: .invalidRequest(.alreadyInitialized))
      return
    default:
      break
    }
    if item.cancelled, let id {
      emit(id: id, error: .requestCancelled)
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
    let outboxStart = context.outbox.count
    let result: MethodResult
    do {
      switch entry.action {
      case .lifecycle(let lifecycleMethod): result = .value(try run(lifecycleMethod, params: namedParams))
      case .handler(let handler): result = try handler(&context, namedParams)
      }
    } catch let error as RPCError {
      context.outbox.removeSubrange(outboxStart...)
      reject(id: id, method: method, error: error)
      return
    } catch {
      context.outbox.removeSubrange(outboxStart...)
      logger.error("internal error in \(method): \(error)")
      reject(id: id, method: method, error: .internalError(String(describing: error)))
      return
    }
    flushNotifications()
    if let id { emit(id: id, result: result) }
  }

  /// Answers a request with `error`; a notification gets no reply, only a log line.
  private func reject(id: RequestID?, method: String, error: RPCError) {
    if let id {
      emit(id: id, error: error)
    } else {
      logger.info("notification \(method) ignored: \(error.message)")
    }
  }

  private func flushNotifications() {
    guard !context.outbox.isEmpty, writer != nil else { return }
    for notification in context.outbox {
      switch notification.params {
      case .object(let params):
        appendFramed { MessageEncoding.appendNotification(method: notification.method, params: params, to: &$0) }
      case .text(let text):
        appendFramed { MessageEncoding.appendNotification(method: notification.method, text: text, to: &$0) }
      }
    }
    context.outbox.removeAll(keepingCapacity: true)
  }

  private func emit(id: RequestID, result: MethodResult) {
    switch result {
    case .value(let value): emitResponse { MessageEncoding.appendResult(id: id, result: value, to: &$0) }
    case .text(let text): emitResponse { MessageEncoding.appendResult(id: id, text: text, to: &$0) }
    }
  }

  private func emit(id: RequestID, error: RPCError) {
    emitResponse { MessageEncoding.appendError(id: id, error: error, to: &$0) }
  }

  /// Writes one response: as the next element of the open batch array, or as a framed message of its own.
  private func emitResponse(_ writeBody: (inout [UInt8]) -> Void) {
    if inBatch {
      if batchResponses > 0 { batchBody.append(UInt8(ascii: ",")) }
      batchResponses += 1
      writeBody(&batchBody)
    } else {
      appendFramed(writeBody)
    }
  }

  /// Frames one message into ``pendingOutput``, showing its body to the recorder first.
  @inline(__always)
  private func appendFramed(_ writeBody: (inout [UInt8]) -> Void) {
    guard let recorder else {
      writer?.appendMessage(to: &pendingOutput, writeBody)
      return
    }
    writer?.appendMessage(to: &pendingOutput) { output in
      let start = output.count
      writeBody(&output)
      output.withUnsafeBytes { recorder.recordSent(body: UnsafeRawBufferPointer(rebasing: $0[start...])) }
    }
  }

  // MARK: Lifecycle methods

  private func run(_ method: LifecycleMethod, params: JSONObject) throws -> JSONValue {
    switch method {
    case .initialize:
      let parameters = try InitializeParameters(params)
      context.notificationsRequested = parameters.notifications
      do {
        try Services.initialize(parameters, context: &context)
      } catch {
        context.notificationsRequested = false
        throw error
      }
      lifecycle = .initialized
      return Services.initializeResult(context: context, methodNames: registry.names)
    case .initialized, .exit:
      return .null
    case .shutdown:
      lifecycle = .shutDown
      return .null
    case .cancelRequest:
      // The cancellation itself happened when the read was queued; here only the params are checked.
      guard let id = params["id"] else { throw RPCError.invalidParams(field: "id", reason: "is required") }
      switch id {
      case .integer, .string: return .null
      default: throw RPCError.invalidParams(field: "id", reason: "must be a string or an integer, not \(id.typeName)")
      }
    case .discover:
      return discoverDocument
    }
  }
}
