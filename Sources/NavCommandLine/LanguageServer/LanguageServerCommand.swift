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
public enum LanguageServerCommand: Subcommand {
  /// The options `navd lsp` serves with: the engine's, and none of the layer's own.
  package typealias LanguageServerOptions = ServerOptions<LanguageServerMethodLayer.Options>

  /// The word after `navd`.
  public static let name = "lsp"
  /// One line for `navd --help`.
  public static let summary = "serve editors: diagnostics, quick fixes, hovers (LSP)"
  package static let operands = ""
  /// The largest message read by default: 64 MiB.
  public static let defaultMaxMessageBytes = 64 * 1024 * 1024

  package static let discussion = """
    Serves the Language Server Protocol 3.17 on stdin/stdout (Content-Length framing):
    the findings of 'navd check' as diagnostics while a path configuration, route table or
    client configuration is edited, quick fixes for findings with a replacement, and hovers
    on patterns and properties. initializationOptions.platform (ios, android, auto) picks
    the rules. See docs/editors.md for editor set-ups.
    """

  package static var options: OptionTable<LanguageServerOptions> {
    OptionTable([
      DaemonFlags.logLevel(),
      DaemonFlags.maxMessageBytes(default: defaultMaxMessageBytes),
      .flag("--stdio", help: "accepted and ignored (editors' clients pass it)") { _ in },
      .help,
    ])
  }

  package static let exitStatus = """
    0 after shutdown+exit; 1 when input ends or exit comes without shutdown;
    2 for a bad command line or unusable framing.
    """

  /// LSP framing forced, messages up to ``defaultMaxMessageBytes``, oversized ones skipped.
  package static var initial: LanguageServerOptions {
    var options = LanguageServerOptions()
    options.framingMode = .lsp
    options.skipsOversizedMessages = true
    options.limits.maxMessageBytes = defaultMaxMessageBytes
    return options
  }

  /// What a command line asks for.
  enum Invocation: Equatable {
    case help
    case serve(LanguageServerOptions)
  }

  package static func read(operand: String, optionsEnded: Bool, into options: inout LanguageServerOptions)
    throws(ArgumentError)
  {
    throw .unexpectedArgument(operand)
  }

  /// Serves the language server on the process's standard input and output (not on `environment`'s
  /// streams: the protocol is the process's stdio).
  package static func run(_ options: LanguageServerOptions, in environment: SubcommandEnvironment) -> Int32 {
    LargeStackThread.run { StdioServer.serve(options: options, services: LanguageServerMethodLayer.self) }
  }

  /// The options of a `navd lsp` command line.
  static func parse(_ arguments: [String]) throws(ArgumentError) -> Invocation {
    try (parse(arguments) as LanguageServerOptions?).map { .serve($0) } ?? .help
  }
}
