import NavJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--record FILE`: writes the session to FILE as it happens (docs/recording.md).
///
/// Every line goes out with its own `write(2)` at the moment the session shows it, before what it
/// records takes effect, so a crash loses nothing already answered. If a write fails the error is
/// logged once, recording stops, and serving goes on.
package final class RecordingFile: SessionRecorder {
  private var descriptor: Int32
  private let path: String
  private let logger: Logger

  /// Truncates (or creates) the file at `path` and writes the `options` line.
  package init(path: String, arguments: [String], logger: Logger) throws(RecordingFileError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw RecordingFileError(path: path, reason: SystemIO.lastErrorDescription) }
    self.descriptor = descriptor
    self.path = path
    self.logger = logger
    let written = RecordingLineEncoder.optionsLine(arguments).withUnsafeBytes { SystemIO.writeAll(descriptor, $0) }
    guard written else {
      let reason = SystemIO.lastErrorDescription
      close(descriptor)
      throw RecordingFileError(path: path, reason: reason)
    }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  package func recordReceived(body: UnsafeRawBufferPointer, parsed: JSONValue?) {
    write(RecordingLineEncoder.receivedLine(body: body, parsed: parsed))
  }

  package func recordReceivedOverLimit() {
    write(RecordingLineEncoder.overLimitLine())
  }

  package func recordSent(body: UnsafeRawBufferPointer) {
    write(RecordingLineEncoder.sentLine(body: body))
  }

  private func write(_ line: [UInt8]) {
    guard descriptor >= 0 else { return }
    guard !line.withUnsafeBytes({ SystemIO.writeAll(descriptor, $0) }) else { return }
    logger.error("cannot write the recording \(path): \(SystemIO.lastErrorDescription); recording stopped")
    close(descriptor)
    descriptor = -1
  }
}
