import JSONRPC
import NavDaemon
import NavProtocol

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `navd` executable's logic: parse arguments, then serve, print help/version, or run a subcommand.
public enum NavdCommand {
  /// Runs `navd` with `arguments` (without the program name) and returns the exit status.
  ///
  /// Serving uses `services` as the method layer; `subcommands` are dispatched by their first word.
  public static func run<Services: MethodLayer>(
    arguments: [String], services: Services.Type, subcommands: [NavdSubcommand] = []
  ) -> Int32 where Services.Options == NavigationOptions {
    let invocation: NavdInvocation
    do {
      invocation = try NavdInvocation.parse(arguments, subcommands: Set(subcommands.map(\.name)))
    } catch {
      printError("navd: \(error.message)\n" + HelpText.usage(subcommands: subcommands))
      return 2
    }
    switch invocation {
    case .help:
      printOutput(HelpText.full(subcommands: subcommands))
      return 0
    case .version:
      printOutput(NavdVersion.versionLine + "\n")
      return 0
    case .subcommand(let name, let rest):
      guard let subcommand = subcommands.first(where: { $0.name == name }) else { return 2 }
      return subcommand.run(rest)
    case .serve(let options):
      return LargeStackThread.run { StdioServer.serve(options: options, services: Services.self) }
    }
  }

  private static func printOutput(_ text: String) {
    SystemIO.writeAll(1, text)
  }

  private static func printError(_ text: String) {
    SystemIO.writeAll(2, text)
  }
}
