import JSONRPC
import NavDaemon

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `navd replay [--update] FILE...`: runs recordings made with `navd --record` through a fresh navd
/// in this process and reports the first difference of each (docs/recording.md).
public enum ReplayCommand: Subcommand {
  /// The word after `navd`.
  public static let name = "replay"
  /// One line for `navd --help`.
  public static let summary = "replay recordings of --record, report the first difference"
  package static let operands = "FILE..."

  package static let discussion = """
    Replays each FILE, a recording written by 'navd --record FILE', through a fresh navd in
    this process with the recorded options, and compares every message it sends with the
    recorded one (equal JSON; result.serverInfo.version and result.capabilities.framing are
    not compared). Prints 'ok FILE' or the first difference as
    FILE:LINE: $.json.path: recorded X, now Y
    then 'N passed, M failed'.
    """

  package static var options: OptionTable<ReplayOptions> {
    OptionTable([
      .flag(
        "--update",
        help: """
          rewrite each FILE with what navd sends now (every 'in' line kept, in
          order), printing 'updated FILE'
          """
      ) { $0.update = true },
      .endOfOptions("the arguments that follow are files, even if they start with '-'"),
      .help,
    ])
  }

  package static let exitStatus = """
    0 every file matched (or was updated); 1 a file differs; 2 a file could not
    be read, is not a recording or cannot be replayed, or a bad command line.
    """

  package static var initial: ReplayOptions { ReplayOptions() }
  /// Values nested near `--max-depth` are released by recursion.
  package static var runsOnLargeStack: Bool { true }

  package static func read(operand file: String, optionsEnded: Bool, into options: inout ReplayOptions) {
    options.files.append(file)
  }

  package static func options(from parsed: ReplayOptions) throws(ArgumentError) -> ReplayOptions {
    guard !parsed.files.isEmpty else { throw .missingOperand("FILE") }
    return parsed
  }

  /// Replays (or, with `update`, rewrites) each file on the method layer of `environment`; returns the
  /// exit status (``ReplayExitStatus``).
  ///
  /// Values nested near `--max-depth` are released by recursion: call it on a large stack, as
  /// ``subcommand(services:)`` does.
  package static func run(_ options: ReplayOptions, in environment: SubcommandEnvironment) -> Int32 {
    replay(options, services: environment.methodLayer, streams: environment.streams)
  }

  private static func replay<Services: MethodLayer<NavigationOptions>>(
    _ options: ReplayOptions, services: Services.Type, streams: StandardStreams
  ) -> Int32 {
    let (files, update) = (options.files, options.update)
    let standardOutput = streams.output
    let standardError = streams.error
    var passed = 0
    var failed = 0
    var unusable = false
    for file in files {
      let report: ReplayReport
      do {
        report = try replay(file, services: services)
        if update { try rewrite(file, with: report.updated) }
      } catch {
        standardError(error.line(file: file) + "\n")
        unusable = true
        failed += 1
        continue
      }
      if update {
        standardOutput("updated \(file)\n")
      } else if let (line, difference) = report.firstDifference {
        standardOutput("\(file):\(line): \(difference.description)\n")
        failed += 1
      } else {
        standardOutput("ok \(file)\n")
        passed += 1
      }
    }
    if !update { standardOutput("\(passed) passed, \(failed) failed\n") }
    if unusable { return ReplayExitStatus.unusable.rawValue }
    return (failed == 0 || update ? ReplayExitStatus.matched : .differs).rawValue
  }

  /// Reads `file` and replays it on a fresh session built from its `options` line.
  static func replay<Services: MethodLayer>(_ file: String, services: Services.Type) throws(ReplayFileError)
    -> ReplayReport where Services.Options == NavigationOptions
  {
    let bytes: [UInt8]
    do {
      bytes = try FileReadError.readFile(file)
    } catch {
      throw .unreadable(error)
    }
    let recording: Recording
    do {
      recording = try Recording.parse(bytes)
    } catch {
      throw .notARecording(error)
    }
    let options = try daemonOptions(recording.options)
    let session: DaemonSession<Services>
    do {
      session = try options.makeSession(
        services, logger: Logger(level: options.logLevel, program: Services.serverInfo.name))
    } catch {
      throw .startup(String(describing: error))
    }
    return RecordingReplay.run(recording, on: session, framing: framing(options.framingMode, recording))
  }

  /// The framing navd replays in: the forced one, else the one the recorded navd detected, else NDJSON.
  /// It only shows in `result.capabilities.framing` (not compared), which `--update` thus keeps as it was.
  static func framing(_ mode: FramingMode, _ recording: Recording) -> Framing {
    switch mode {
    case .lsp: .lsp
    case .ndjson: .ndjson
    case .auto: recording.recordedFraming ?? .ndjson
    }
  }

  /// The daemon options an `options` line spells: navd's own command line, serving, without `--record`.
  static func daemonOptions(_ arguments: [String]) throws(ReplayFileError) -> DaemonOptions {
    let invocation: NavdInvocation
    do {
      invocation = try NavdInvocation.parse(arguments)
    } catch {
      throw .badOptions(error.message)
    }
    guard case .serve(let options) = invocation else {
      throw .badOptions("they ask for \(invocation == .help ? "--help" : "--version"), not for serving")
    }
    guard options.recordFile == nil else { throw .badOptions("--record cannot be replayed") }
    return options
  }

  /// Replaces `file` with `contents`: written next to it, then renamed over it, so a failure leaves it as it was.
  static func rewrite(_ file: String, with contents: [UInt8]) throws(ReplayFileError) {
    let temporary = "\(file).navd-update-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .unwritable(SystemIO.lastErrorDescription) }
    let written = contents.withUnsafeBytes { SystemIO.writeAll(descriptor, $0) }
    let reason = SystemIO.lastErrorDescription
    guard close(descriptor) == 0, written else {
      unlink(temporary)
      throw .unwritable(reason)
    }
    guard rename(temporary, file) == 0 else {
      let reason = SystemIO.lastErrorDescription
      unlink(temporary)
      throw .unwritable(reason)
    }
  }
}
