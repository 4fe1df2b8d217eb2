#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Serves a ``DaemonSession`` on the process's stdin/stdout.
///
/// At start-up it ignores SIGPIPE and protects stdout: the real stdout is
/// duplicated to a private descriptor used only for protocol bytes, and fd 1 is
/// pointed at stderr, so a stray `print` can never corrupt the stream. It reads
/// stdin with 64 KiB `read(2)` calls and writes everything produced from one read
/// with one `write(2)`. With `--record FILE` it first opens FILE (exit status 2 if it cannot)
/// and the session writes every frame and message to it as it happens.
public enum StdioServer {
  /// Bytes requested per `read(2)`.
  public static let readSize = 64 * 1024

  /// Serves until exit; returns the exit status.
  public static func serve<Services: MethodLayer>(options: ServerOptions<Services.Options>, services: Services.Type)
    -> Int32
  {
    let logger = Logger(level: options.logLevel, program: Services.serverInfo.name)
    signal(SIGPIPE, SIG_IGN)
    let protocolFD = dup(1)
    guard protocolFD >= 0, dup2(2, 1) >= 0 else {
      logger.error("cannot set up stdout: \(SystemIO.lastErrorDescription)")
      return 2
    }
    _ = fcntl(protocolFD, F_SETFD, FD_CLOEXEC)
    defer { close(protocolFD) }

    var recording: RecordingFile?
    if let recordFile = options.recordFile {
      do {
        recording = try RecordingFile(path: recordFile, arguments: options.recordedArguments, logger: logger)
      } catch {
        logger.error(error.description)
        return 2
      }
    }
    let session: DaemonSession<Services>
    do {
      session = try options.makeSession(Services.self, logger: logger)
    } catch {
      logger.error(String(describing: error))
      return 2
    }
    session.recorder = recording
    return run(session, input: 0, output: protocolFD, logger: logger)
  }

  /// The read–handle–write loop over explicit descriptors.
  public static func run<Services>(_ session: DaemonSession<Services>, input: Int32, output: Int32, logger: Logger)
    -> Int32
  {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: readSize, alignment: 16)
    defer { buffer.deallocate() }
    while true {
      let status: DaemonSession<Services>.Status
      switch SystemIO.read(input, into: buffer) {
      case let count? where count > 0:
        status = session.receive(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
      case .some:
        status = session.endOfInput()
      case nil:
        logger.error("cannot read stdin: \(SystemIO.lastErrorDescription); treating it as end of input")
        status = session.endOfInput()
      }
      if !session.pendingOutput.isEmpty {
        let written = session.pendingOutput.withUnsafeBytes { SystemIO.writeAll(output, $0) }
        session.clearPendingOutput()
        if !written {
          logger.warning("cannot write stdout: \(SystemIO.lastErrorDescription); stopping")
          return session.lifecycle == .shutDown ? 0 : 1
        }
      }
      if case .exited(let code) = status { return code }
    }
  }
}
