import JSONRPC
import NavLanguageServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `navd lsp`: the language server on stdin/stdout (docs/editors.md).
///
/// The engine is the daemon's (``StdioServer``) with the language server's method layer,
/// LSP framing forced, and messages up to ``defaultMaxMessageBytes`` (so a document just
/// over the 16 MiB navd checks still arrives and gets its diagnostic); a larger message
/// is answered `-32012` and skipped, and the session goes on.
public enum LanguageServerCommand {
  /// The word after `navd`.
  public static let name = "lsp"
  /// The usage line.
  public static let usage = "navd lsp [--log-level LEVEL]"
  /// One line for `navd --help`.
  public static let summary = "serve editors: diagnostics, quick fixes, hovers (LSP)"
  /// The largest message read by default: 64 MiB.
  public static let defaultMaxMessageBytes = 64 * 1024 * 1024

  /// The subcommand to pass to ``NavdCommand/run(arguments:services:subcommands:)``.
  public static let subcommand = NavdSubcommand(name: name, usage: usage, summary: summary) { run($0) }

  /// The text of `navd lsp --help`.
  public static let helpText = """
    Usage: \(usage)

    Serves the Language Server Protocol 3.17 on stdin/stdout (Content-Length framing):
    the findings of 'navd check' as diagnostics while a path configuration, route table or
    client configuration is edited, quick fixes for findings with a replacement, and hovers
    on patterns and properties. initializationOptions.platform (ios, android, auto) picks
    the rules. See docs/editors.md for editor set-ups.

    Options:
      --log-level LEVEL        error|warning|info|debug, written to stderr (default: warning)
      --max-message-bytes N    largest message in bytes (default: \(defaultMaxMessageBytes))
      --stdio                  accepted and ignored (editors' clients pass it)
      -h, --help               show this help

    Exit status: 0 after shutdown+exit; 1 when input ends or exit comes without shutdown;
    2 for a bad command line or unusable framing.

    """

  /// What a command line asks for.
  enum Invocation: Equatable {
    case help
    case serve(ServerOptions<LanguageServerMethodLayer.Options>)
  }

  /// Runs `navd lsp` with the arguments after `lsp`; returns the exit status.
  public static func run(_ arguments: [String]) -> Int32 {
    do throws(ArgumentError) {
      switch try parse(arguments) {
      case .help:
        SystemIO.writeAll(1, helpText)
        return 0
      case .serve(let options):
        return LargeStackThread.run { StdioServer.serve(options: options, services: LanguageServerMethodLayer.self) }
      }
    } catch {
      SystemIO.writeAll(2, error.report(subcommand: name, usage: usage))
      return 2
    }
  }

  /// The options of a `navd lsp` command line.
  static func parse(_ arguments: [String]) throws(ArgumentError) -> Invocation {
    var options = ServerOptions<LanguageServerMethodLayer.Options>()
    options.framingMode = .lsp
    options.skipsOversizedMessages = true
    options.limits.maxMessageBytes = defaultMaxMessageBytes
    var reader = ArgumentReader(arguments)
    while let argument = try reader.next() {
      switch argument {
      case .operand(let operand): throw .unexpectedArgument(operand)
      case .option("-h"), .option("--help"): return .help
      case .option("--stdio"): continue
      case .option(let name):
        guard try NavdInvocation.readSharedOption(name, from: &reader, into: &options) else {
          throw reader.unknownOption
        }
      }
    }
    return .serve(options)
  }
}
