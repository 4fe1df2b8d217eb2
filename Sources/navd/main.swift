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
    arguments: Array(CommandLine.arguments.dropFirst()), services: NavigationServices.self,
    subcommands: [
      CheckCommand.subcommand, SchemaCommand.subcommand, ReplayCommand.subcommand(services: NavigationServices.self),
      ExplainCommand.subcommand(services: NavigationServices.self),
      LanguageServerCommand.subcommand, TestCommand.subcommand, CompareCommand.subcommand, ScaffoldCommand.subcommand,
    ]))
