import JSONRPC
import NavDaemon
import NavProtocol

/// The `--help` and usage texts.
public enum HelpText {
  /// The full `--help` text: usage, every option with its default, exit statuses.
  public static func full(subcommands: [NavdSubcommand]) -> String {
    let defaults = MessageLimits()
    let navigationDefaults = NavigationLimits()
    var lines = [
      "navd \(NavdVersion.current): headless Hotwire Native navigation over JSON-RPC 2.0 on stdin/stdout.",
      "",
    ]
    lines += usageLines(subcommands: subcommands)
    lines += [
      "",
      "Options:",
      "  --framing lsp|ndjson|auto     message framing; auto picks LSP for 'C'/'c' and NDJSON",
      "                                for '{'/'[' as the first non-blank byte (default: auto)",
      "  --log-level LEVEL             error|warning|info|debug, written to stderr (default: warning)",
      "  --max-message-bytes N         largest message in bytes (default: \(defaults.maxMessageBytes))",
      "  --max-depth N                 JSON nesting levels allowed, at most \(MessageLimits.maxDepthCeiling) "
        + "(default: \(defaults.maxDepth))",
      "  --max-clients N               clients at once, `default` included (default: \(navigationDefaults.maxClients))",
      "  --max-stack-entries N         entries per navigation stack (default: \(navigationDefaults.maxStackEntries))",
      "  --path-configuration FILE     default path configuration of every new client (default: none)",
      "  --record FILE                 write the session to FILE as it happens, for 'navd replay'",
      "  -h, --help                    show this help",
      "  --version                     show the version",
      "",
      "Exit status: 0 after shutdown+exit or end of input after shutdown; 1 when input ends or exit",
      "comes without shutdown; 2 for a bad command line, start-up failure (--record FILE",
      "cannot be opened included) or unusable framing.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The usage lines printed with a command-line error.
  public static func usage(subcommands: [NavdSubcommand]) -> String {
    (usageLines(subcommands: subcommands) + ["Run 'navd --help' for the options."]).joined(separator: "\n") + "\n"
  }

  private static func usageLines(subcommands: [NavdSubcommand]) -> [String] {
    var lines = ["Usage:", "  navd [options]                serve JSON-RPC on stdin/stdout"]
    for subcommand in subcommands {
      let padded = subcommand.usage.padding(to: 30)
      lines.append("  \(padded)\(subcommand.summary)")
    }
    lines.append("  navd --help | --version")
    return lines
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
