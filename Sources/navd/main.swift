import NavCommandLine
import NavDaemon

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The method layer and the subcommands are chosen here, and only here.
exit(
  NavdCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()), services: NavigationMethodLayer.self,
    subcommands: [
      CheckCommand.subcommand, DiffCommand.subcommand, SchemaCommand.subcommand,
      ReplayCommand.subcommand(services: NavigationMethodLayer.self),
      ExplainCommand.subcommand(services: NavigationMethodLayer.self),
      LanguageServerCommand.subcommand, TestCommand.subcommand, CompareCommand.subcommand, ScaffoldCommand.subcommand,
    ]))
