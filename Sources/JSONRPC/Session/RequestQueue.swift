import NavJSON

/// The messages of one read, parsed and queued in arrival order, with `$/cancelRequest` applied.
///
/// Each body becomes one ``QueuedItem`` per message; a batch's elements sit between
/// ``QueuedItem/Kind/batchStart`` and ``QueuedItem/Kind/batchEnd``. Bodies that are not JSON,
/// too deep, or not valid requests are queued as replies decided here, so they are answered in
/// order with the rest.
///
/// The cancel rule (docs/protocol.md §2): a `$/cancelRequest` marks every request with its id
/// queued before it in the same read (received, not yet run). Requests of an earlier read have
/// already run; later ones are not affected. The index from id to position is built on the first
/// cancel of a read and kept up to date after it, so a read without cancels costs nothing.
struct RequestQueue {
  /// The read's items, in order.
  private(set) var items: [QueuedItem] = []
  private var cancelIndex: [RequestID: [Int]]?
  private var parser: JSONParser
  private let limits: MessageLimits
  private let server: String
  private let logger: Logger

  /// A queue parsing with `limits`; `server` names the server to a peer that sends a response.
  init(limits: MessageLimits, server: String, logger: Logger) {
    parser = JSONParser(maxDepth: limits.maxDepth, outOfRangeNumbers: .keepAsInfinity)
    self.limits = limits
    self.server = server
    self.logger = logger
  }

  /// Whether nothing is queued.
  var isEmpty: Bool { items.isEmpty }

  /// Empties the queue for the next read, keeping its storage.
  mutating func removeAll() {
    items.removeAll(keepingCapacity: true)
    cancelIndex = nil
  }

  /// Queues the `-32012` answer to a message over `--max-message-bytes`.
  mutating func appendOversized(recorder: (any SessionRecorder)?) {
    recorder?.recordReceivedOverLimit()
    items.append(QueuedItem(kind: .reply(id: .null, error: limits.reached(.maxMessageBytes))))
  }

  /// Parses one message body (a message or a batch), shows it to the recorder, and queues what it holds.
  mutating func append(body: UnsafeRawBufferPointer, recorder: (any SessionRecorder)?) {
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
      items.append(QueuedItem(kind: .reply(id: .null, error: limits.reached(.maxDepth))))
    case .failure(let error):
      logger.debug("unparsable message: \(error)")
      items.append(QueuedItem(kind: .reply(id: .null, error: .parseError(error))))
    case .success(.array(let elements)):
      guard !elements.isEmpty else {
        items.append(QueuedItem(kind: .reply(id: .null, error: .invalidRequest(.emptyBatch))))
        return
      }
      items.append(QueuedItem(kind: .batchStart))
      let outOfRange = parser.keptOutOfRangeNumber
      for element in elements {
        append(IncomingMessage(decoding: element, server: server), mayHoldOutOfRangeNumber: outOfRange)
      }
      items.append(QueuedItem(kind: .batchEnd))
    case .success(let value):
      append(IncomingMessage(decoding: value, server: server), mayHoldOutOfRangeNumber: parser.keptOutOfRangeNumber)
    }
  }

  private mutating func append(_ message: IncomingMessage, mayHoldOutOfRangeNumber: Bool) {
    switch message {
    case .invalid(let id, let error):
      items.append(QueuedItem(kind: .reply(id: id, error: error)))
    case .request(let id, let method, let params):
      if method == "$/cancelRequest" { cancelQueued(params) }
      if cancelIndex != nil { cancelIndex?[id, default: []].append(items.count) }
      items.append(
        QueuedItem(
          kind: .call(id: id, method: method, params: params), mayHoldOutOfRangeNumber: mayHoldOutOfRangeNumber))
    case .notification(let method, let params):
      if method == "$/cancelRequest" { cancelQueued(params) }
      items.append(
        QueuedItem(
          kind: .call(id: nil, method: method, params: params), mayHoldOutOfRangeNumber: mayHoldOutOfRangeNumber))
    }
  }

  /// Marks every request queued so far in this read with the cancel's id.
  private mutating func cancelQueued(_ params: JSONValue) {
    guard let rawID = params["id"], let id = RequestID(rawID), id != .null else { return }
    if cancelIndex == nil {
      var index: [RequestID: [Int]] = [:]
      for (position, item) in items.enumerated() {
        if case .call(let queuedID?, _, _) = item.kind { index[queuedID, default: []].append(position) }
      }
      cancelIndex = index
    }
    guard let positions = cancelIndex?.removeValue(forKey: id) else { return }
    for position in positions { items[position].cancelled = true }
    logger.debug("cancelled \(positions.count) queued request(s) with id \(id)")
  }
}
