import JSONRPC
import Testing

@testable import NavCommandLine

/// Every command's option table against its help and its parser: each declared option is in the
/// help and is accepted; any other is refused with the one ``ArgumentError``.
@Suite struct OptionTableTests {
  /// One command: its declared options, its help text, its operands that make a complete command
  /// line, and its parser (`nil` when it accepts the arguments, else the problem).
  struct Command: Sendable, CustomTestStringConvertible {
    var name: String
    var options: [(names: [String], label: String, help: String, sample: String?)]
    var helpText: String
    var operands: [String]
    var problem: @Sendable ([String]) -> ArgumentError?

    var testDescription: String { name }

    init<Parsed>(
      _ name: String, _ table: OptionTable<Parsed>, helpText: String, operands: [String],
      parse: @escaping @Sendable ([String]) throws(ArgumentError) -> Void
    ) {
      self.name = name
      options = table.options.map { option in
        (option.names, option.helpLabel, option.help, option.takesValue ? Self.sample(option) : nil)
      }
      self.helpText = helpText
      self.operands = operands
      problem = { arguments in
        do throws(ArgumentError) {
          try parse(arguments)
          return nil
        } catch {
          return error
        }
      }
    }

    init<C: Subcommand>(_ command: C.Type, operands: [String]) {
      self.init(command.name, command.options, helpText: command.helpText, operands: operands) {
        arguments throws(ArgumentError) in _ = try command.parse(arguments)
      }
    }

    /// A value the option takes: its first choice, else one of the kind its value name says.
    static func sample<Parsed>(_ option: CommandOption<Parsed>) -> String {
      if let choice = option.choices.first { return choice }
      switch option.valueName {
      case "N": return "1"
      case "K/N": return "1/2"
      case "URL": return "https://app.example/"
      default: return "value.json"
      }
    }
  }

  static let commands: [Command] = [
    Command("navd", DaemonFlags.navd, helpText: HelpText.full(subcommands: []), operands: []) {
      arguments throws(ArgumentError) in _ = try NavdInvocation.parse(arguments)
    },
    Command(CheckCommand.self, operands: ["a.json"]),
    Command(SchemaCommand.self, operands: ["android"]),
    Command(ReplayCommand.self, operands: ["a.jsonl"]),
    Command(ExplainCommand.self, operands: ["https://app.example/"]),
    Command(LanguageServerCommand.self, operands: []),
    Command(TestCommand.self, operands: ["a.json"]),
    Command(CompareCommand.self, operands: ["s.json"]),
    Command(ScaffoldCommand.self, operands: ["paths", "p.json"]),
  ]

  @Test(arguments: commands)
  func everyOptionIsInTheHelp(_ command: Command) {
    for option in command.options {
      #expect(command.helpText.contains("  \(option.label)"), "\(option.label)")
      for line in option.help.split(separator: "\n") {
        #expect(command.helpText.contains(line), "\(option.label): \(line)")
      }
    }
  }

  @Test(arguments: commands)
  func everyOptionIsAccepted(_ command: Command) {
    #expect(command.problem(command.operands) == nil)
    for option in command.options {
      for name in option.names {
        let given = [name] + (option.sample.map { [$0] } ?? [])
        #expect(command.problem(given + command.operands) == nil, "\(given)")
        if let sample = option.sample {
          #expect(command.problem(["\(name)=\(sample)"] + command.operands) == nil, "\(name)=\(sample)")
          #expect(command.problem([name]) == .missingValue(option: name))
        }
      }
    }
  }

  @Test(arguments: commands)
  func everyOtherOptionIsUnknown(_ command: Command) {
    let declared = Set(command.options.flatMap(\.names))
    let others = Set(Self.commands.flatMap { $0.options.flatMap(\.names) }).union(["--undeclared", "-x"])
    for name in others.subtracting(declared).subtracting(["--"]).sorted() {
      #expect(command.problem([name] + command.operands) == .unknownOption(name), "\(name)")
      // Only a long option takes an inline value: `-x=1` is itself the unknown option.
      let inline = "\(name)=1"
      #expect(command.problem([inline] + command.operands) == .unknownOption(name.hasPrefix("--") ? name : inline))
    }
  }
}
