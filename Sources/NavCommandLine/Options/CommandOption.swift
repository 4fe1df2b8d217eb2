/// One option of `navd` or one of its subcommands, declared once: the command's parser reads it
/// (``OptionTable/parse(_:into:operand:)``) and its `--help` and usage line describe it
/// (``OptionTable/helpLines(minimumWidth:)``, ``OptionTable/synopsis``) from this one value.
///
///     .file("--junit", help: "also write JUnit XML to FILE") { $0.junitFile = $1 }
package struct CommandOption<Parsed>: Sendable {
  /// What reading the option does.
  package enum Effect: Sendable {
    /// Reads the option, and its value when it takes one, into what the command line says so far.
    case read(@Sendable (inout ArgumentReader, inout Parsed) throws(ArgumentError) -> Void)
    /// Stops reading: the command line asks for the help (`-h`, `--help`).
    case help
    /// Stops reading: the command line asks for the version (`--version`).
    case version
    /// `--`: the arguments after it are operands. ``ArgumentReader`` reads it; it is declared for the help.
    case endOfOptions
  }

  /// The spellings, short first (`-h`, `--help`).
  package var names: [String]
  /// The name of the value in the help (`FILE`, `N`, `P`); `nil` for an option that takes none, or
  /// whose ``choices`` name it.
  package var valueName: String?
  /// The values the option takes, when it takes one of a few words (`ios`, `android`).
  package var choices: [String]
  /// What the option does, one help line per line (continuation lines are aligned under the first).
  package var help: String
  /// The value used when the option is not given, as the help shows it (`(default: X)`).
  package var defaultShown: String?
  /// What reading it does.
  package var effect: Effect
  /// Whether the usage line shows it; a synonym of another option (`--json` for `--format json`) it need not.
  package var isInUsage = true

  /// Whether the option takes a value (`--name value` or `--name=value`).
  package var takesValue: Bool { valueName != nil || !choices.isEmpty }

  /// The option as the help lists it: `-h, --help`, `--junit FILE`, `--framing lsp|ndjson|auto`.
  package var helpLabel: String {
    let names = names.joined(separator: ", ")
    if let valueName { return names + " " + valueName }
    return choices.isEmpty ? names : names + " " + choices.joined(separator: "|")
  }

  /// The option as the usage line shows it, `nil` for those it leaves out (help, version, `--`):
  /// `[--platform ios|android]`, `[--junit FILE]`, `[--json]`.
  package var usageLabel: String? {
    guard isInUsage, case .read = effect, let name = names.last else { return nil }
    let value = choices.isEmpty ? valueName : choices.joined(separator: "|")
    return "[\(name)\(value.map { " " + $0 } ?? "")]"
  }
}

extension CommandOption {
  /// The option, left out of the usage line (it still has its help line).
  package func hiddenFromUsage() -> Self {
    var option = self
    option.isInUsage = false
    return option
  }

  /// An option that takes no value: `set` records that it was given.
  package static func flag(_ name: String, help: String, set: @escaping @Sendable (inout Parsed) -> Void) -> Self {
    CommandOption(
      names: [name], valueName: nil, choices: [], help: help, defaultShown: nil,
      effect: .read { _, parsed in set(&parsed) })
  }

  /// An option whose value `read` reads (``ArgumentReader/value()`` and its kin) into the command line so far.
  package static func value(
    _ name: String, _ valueName: String, help: String, default defaultShown: String? = nil,
    read: @escaping @Sendable (inout ArgumentReader, inout Parsed) throws(ArgumentError) -> Void
  ) -> Self {
    CommandOption(
      names: [name], valueName: valueName, choices: [], help: help, defaultShown: defaultShown, effect: .read(read))
  }

  /// An option whose value is a file path (``ArgumentReader/filePath()``), handed to `set`.
  package static func file(
    _ name: String, _ valueName: String = "FILE", help: String, default defaultShown: String? = nil,
    set: @escaping @Sendable (inout Parsed, String) -> Void
  ) -> Self {
    value(name, valueName, help: help, default: defaultShown) { reader, parsed throws(ArgumentError) in
      set(&parsed, try reader.filePath())
    }
  }

  /// An option whose value is an integer from 1 to `maximum` (``ArgumentReader/positiveInteger(maximum:)``).
  package static func positiveInteger(
    _ name: String, maximum: Int, help: String, default defaultShown: String? = nil,
    set: @escaping @Sendable (inout Parsed, Int) -> Void
  ) -> Self {
    value(name, "N", help: help, default: defaultShown) { reader, parsed throws(ArgumentError) in
      set(&parsed, try reader.positiveInteger(maximum: maximum))
    }
  }

  /// An option whose value is one of `choices` (word, meaning), handed to `set`; any other value is an
  /// ``ArgumentError/invalidValue(option:value:expected:)`` naming the words. The help names the value
  /// `valueName`, or lists the words when it is `nil`; the usage line always lists them.
  package static func choice<Value: Sendable>(
    _ name: String, _ valueName: String? = nil, choices: [(word: String, value: Value)], help: String,
    default defaultShown: String? = nil, set: @escaping @Sendable (inout Parsed, Value) -> Void
  ) -> Self {
    let words = choices.map(\.word)
    let expected = ArgumentError.alternatives(words)
    return CommandOption(
      names: [name], valueName: valueName, choices: words, help: help, defaultShown: defaultShown,
      effect: .read { reader, parsed throws(ArgumentError) in
        set(&parsed, try reader.value(expected: expected) { text in choices.first { $0.word == text }?.value })
      })
  }

  /// An option whose value is one of the cases of `Value`, spelled as their raw values.
  package static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
    _ name: String, _ valueName: String? = nil, of _: Value.Type, help: String, default defaultShown: String? = nil,
    set: @escaping @Sendable (inout Parsed, Value) -> Void
  ) -> Self where Value.RawValue == String {
    choice(
      name, valueName, choices: Value.allCases.map { ($0.rawValue, $0) }, help: help, default: defaultShown, set: set)
  }

  /// `-h`, `--help`: show the help.
  package static var help: Self {
    CommandOption(
      names: ["-h", "--help"], valueName: nil, choices: [], help: "show this help", defaultShown: nil, effect: .help)
  }

  /// `--version`: show the version.
  package static var version: Self {
    CommandOption(
      names: ["--version"], valueName: nil, choices: [], help: "show the version", defaultShown: nil, effect: .version)
  }

  /// `--`: the arguments after it are operands; `help` says which (`files`, `the URL`).
  package static func endOfOptions(_ help: String) -> Self {
    CommandOption(names: ["--"], valueName: nil, choices: [], help: help, defaultShown: nil, effect: .endOfOptions)
  }
}
