import NavJSON

/// Keeps the body of every message a session sends (a replay); frames received are ignored.
package final class SentMessageCapture: SessionRecorder {
  /// The bodies sent since the last ``takeSent()``, in order.
  package private(set) var sent: [[UInt8]] = []

  /// An empty capture.
  package init() {}

  /// Returns and forgets the bodies sent so far.
  package func takeSent() -> [[UInt8]] {
    defer { sent.removeAll() }
    return sent
  }

  package func recordReceived(body: UnsafeRawBufferPointer, parsed: JSONValue?) {}

  package func recordReceivedOverLimit() {}

  package func recordSent(body: UnsafeRawBufferPointer) {
    sent.append(Array(body))
  }
}
