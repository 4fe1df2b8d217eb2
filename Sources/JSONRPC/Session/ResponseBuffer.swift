import NavJSON

/// Everything a session writes for one read, framed, in the order it is produced: notifications,
/// responses, and a batch's responses as one JSON array.
///
/// Framing starts once it is known (``start(framing:)``); nothing is written before. Between
/// ``beginBatch()`` and ``endBatch()`` responses are collected as the elements of one array,
/// written as one message when the batch ends (nothing when no element was answered), while
/// notifications still go out at once, ahead of it. The recorder sees each message's body as it
/// is framed.
struct ResponseBuffer {
  /// The framed bytes to write.
  private(set) var output: [UInt8] = []
  /// Sees every message body as it is framed; `nil` costs one check per message.
  var recorder: (any SessionRecorder)?
  private var writer: FrameWriter?
  private var batchBody: [UInt8] = []
  private var batchResponses = 0
  private var inBatch = false

  /// An empty buffer, framing not yet known.
  init() {
    output.reserveCapacity(64 * 1024)
  }

  /// Whether the framing is known, so messages can be written.
  var isFramed: Bool { writer != nil }

  /// Frames every message from now on in `framing`.
  mutating func start(framing: Framing) {
    writer = FrameWriter(framing: framing)
  }

  /// Empties ``output``, keeping its storage.
  mutating func removeOutput() {
    output.removeAll(keepingCapacity: true)
  }

  /// Opens a batch: the responses that follow are elements of one array.
  mutating func beginBatch() {
    inBatch = true
    batchResponses = 0
    batchBody.removeAll(keepingCapacity: true)
    batchBody.append(UInt8(ascii: "["))
  }

  /// Closes the open batch, if any, writing its array when it has an element.
  mutating func endBatch() {
    guard inBatch else { return }
    inBatch = false
    guard batchResponses > 0 else { return }
    batchBody.append(UInt8(ascii: "]"))
    let batchBody = batchBody
    appendFramed { $0.append(contentsOf: batchBody) }
  }

  /// Writes the successful response to `id`.
  mutating func respond(id: RequestID, result: MethodResult) {
    switch result {
    case .value(let value): appendResponse { MessageEncoding.appendResult(id: id, result: value, to: &$0) }
    case .text(let text): appendResponse { MessageEncoding.appendResult(id: id, text: text, to: &$0) }
    }
  }

  /// Writes the error response to `id`.
  mutating func respond(id: RequestID, error: RPCError) {
    appendResponse { MessageEncoding.appendError(id: id, error: error, to: &$0) }
  }

  /// Writes a server→client notification, outside any batch.
  mutating func notify(_ notification: OutgoingNotification) {
    switch notification.params {
    case .object(let params):
      appendFramed { MessageEncoding.appendNotification(method: notification.method, params: params, to: &$0) }
    case .text(let text):
      appendFramed { MessageEncoding.appendNotification(method: notification.method, text: text, to: &$0) }
    }
  }

  /// Writes one response: as the next element of the open batch array, or as a framed message of its own.
  private mutating func appendResponse(_ writeBody: (inout [UInt8]) -> Void) {
    if inBatch {
      if batchResponses > 0 { batchBody.append(UInt8(ascii: ",")) }
      batchResponses += 1
      writeBody(&batchBody)
    } else {
      appendFramed(writeBody)
    }
  }

  /// Frames one message into ``output``, showing its body to the recorder first.
  @inline(__always)
  private mutating func appendFramed(_ writeBody: (inout [UInt8]) -> Void) {
    guard let recorder else {
      writer?.appendMessage(to: &output, writeBody)
      return
    }
    writer?.appendMessage(to: &output) { output in
      let start = output.count
      writeBody(&output)
      output.withUnsafeBytes { recorder.recordSent(body: UnsafeRawBufferPointer(rebasing: $0[start...])) }
    }
  }
}
