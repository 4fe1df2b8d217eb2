import NavDaemon
import NavdTestKit

@testable import NavCommandLine

/// What one in-process run of a `navd` subcommand printed and returned.
struct CommandRun {
  var status: Int32
  var standardOutput: String
  var standardError: String

  /// Runs `command`, handing it the writers of standard output and error, and collects what each receives.
  init(_ command: (_ output: @escaping (String) -> Void, _ error: @escaping (String) -> Void) -> Int32) {
    var output = ""
    var error = ""
    status = command({ output += $0 }, { error += $0 })
    standardOutput = output
    standardError = error
  }

  /// The output lines (the one after the last newline included, empty when the output ends in one).
  var lines: [String] { standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

  /// `navd check` with `arguments`.
  static func check(_ arguments: [String]) -> CommandRun {
    CommandRun { CheckCommand.run(arguments: arguments, standardOutput: $0, standardError: $1) }
  }

  /// `navd schema` with `arguments`.
  static func schema(_ arguments: [String]) -> CommandRun {
    CommandRun { SchemaCommand.run(arguments: arguments, standardOutput: $0, standardError: $1) }
  }

  /// `navd explain` with `arguments`, on the navigation layer.
  static func explain(_ arguments: [String]) -> CommandRun {
    CommandRun {
      ExplainCommand.run(
        arguments: arguments, services: NavigationMethodLayer.self, standardOutput: $0, standardError: $1)
    }
  }

  /// `navd replay` with `arguments`, on the navigation layer.
  static func replay(_ arguments: [String]) -> CommandRun {
    CommandRun {
      ReplayCommand.run(
        arguments: arguments, services: NavigationMethodLayer.self, standardOutput: $0, standardError: $1)
    }
  }

  /// `navd test` with `arguments`.
  static func test(_ arguments: [String]) -> CommandRun {
    CommandRun { TestCommand.run(arguments: arguments, standardOutput: $0, standardError: $1) }
  }

  /// `navd test` on the scenario file `contents` (written as `name` in `scratch`), `options` first.
  static func test(
    _ contents: String, in scratch: ScratchDirectory, name: String = "flow.json", options: [String] = []
  ) throws -> CommandRun {
    test(options + [try scratch.file(name, contents)])
  }

  /// `navd scaffold` with `arguments`.
  static func scaffold(_ arguments: [String]) -> CommandRun {
    CommandRun { ScaffoldCommand.run(arguments: arguments, standardOutput: $0, standardError: $1) }
  }
}
