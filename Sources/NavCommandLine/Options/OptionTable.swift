/// The options of one command, in the order its help lists them: the one declaration its parser
/// and its help are made from.
package struct OptionTable<Parsed>: Sendable {
  /// What a command line asks for.
  package enum Outcome {
    /// Run with what the options and operands say.
    case parsed(Parsed)
    /// `-h`/`--help`.
    case help
    /// `--version`.
    case version
  }

  /// The options, in help order.
  package var options: [CommandOption<Parsed>]

  /// A table of `options`.
  package init(_ options: [CommandOption<Parsed>]) {
    self.options = options
  }

  /// The declared option spelled `name`, if any.
  package func option(named name: String) -> CommandOption<Parsed>? {
    options.first { $0.names.contains(name) }
  }

  /// Reads `arguments` (those after the command's name) into `initial`, one at a time with an
  /// ``ArgumentReader``: each option is read as its table entry says, each operand is handed to
  /// `operand` with whether `--` came before it. An option the table does not declare is an
  /// ``ArgumentError/unknownOption(_:)``; help and version stop the reading.
  package func parse(
    _ arguments: [String], into initial: Parsed,
    operand: (String, _ optionsEnded: Bool, inout Parsed) throws(ArgumentError) -> Void
  ) throws(ArgumentError) -> Outcome {
    var parsed = initial
    var reader = ArgumentReader(arguments)
    while let argument = try reader.next() {
      switch argument {
      case .operand(let text): try operand(text, reader.optionsEnded, &parsed)
      case .option(let name):
        switch option(named: name)?.effect {
        case .read(let read): try read(&reader, &parsed)
        case .help: return .help
        case .version: return .version
        // `--` never comes as an option: the reader takes it.
        case .endOfOptions, nil: throw reader.unknownOption
        }
      }
    }
    return .parsed(parsed)
  }

  /// The usage line's options: `[--platform ios|android] [--junit FILE] [--json]`.
  package var synopsis: String {
    options.compactMap(\.usageLabel).joined(separator: " ")
  }

  /// The help's option lines: each option's label, then its help from one column on (the widest
  /// label and three spaces, or `minimumWidth` when wider), its continuation lines aligned under
  /// the first and its default last.
  package func helpLines(minimumWidth: Int = 0) -> [String] {
    let width = max(minimumWidth, (options.map(\.helpLabel.count).max() ?? 0) + 3)
    var lines: [String] = []
    for option in options {
      var help = option.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if let shown = option.defaultShown { help[help.count - 1] += " (default: \(shown))" }
      lines.append("  " + option.helpLabel.padding(to: width) + help[0])
      lines += help.dropFirst().map { "  " + String(repeating: " ", count: width) + $0 }
    }
    return lines
  }
}

extension String {
  /// The string followed by spaces up to `width` characters, or by one space when it is that wide already.
  func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
