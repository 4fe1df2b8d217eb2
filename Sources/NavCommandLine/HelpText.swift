import JSONRPC
import NavDaemon
import NavProtocol

/// The `--help` and usage texts.
public enum HelpText {
  /// The full `--help` text: usage, every option with its default, exit statuses.
  public static func full(subcommands: [NavdSubcommand]) -> String {
    var lines = [
      "navd \(NavdVersion.current): headless Hotwire Native navigation over JSON-RPC 2.0 on stdin/stdout.",
      "",
    ]
    lines += usageLines(subcommands: subcommands)
    lines += ["", "Options:"] + DaemonFlags.navd.helpLines(minimumWidth: usageWidth)
    lines += [
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

  /// Where the summaries of the usage lines and the help of the options start, after two spaces.
  private static let usageWidth = 30

  private static func usageLines(subcommands: [NavdSubcommand]) -> [String] {
    var lines = ["Usage:", "  " + "navd [options]".padding(to: usageWidth) + "serve JSON-RPC on stdin/stdout"]
    for subcommand in subcommands {
      // A usage wider than the column puts its summary on the next line, in the column.
      if subcommand.usage.count < usageWidth {
        lines.append("  " + subcommand.usage.padding(to: usageWidth) + subcommand.summary)
      } else {
        lines += ["  " + subcommand.usage, "  " + "".padding(to: usageWidth) + subcommand.summary]
      }
    }
    lines.append("  navd --help | --version")
    return lines
  }
}
