/// Reads the arguments of `navd` or one of its subcommands, one at a time, the same way for every
/// command: `--name value` or `--name=value` (split by ``ArgumentError/split(_:)``), `--` ends the
/// options, and a lone `-` (standard input) or any argument not starting with `-` is an operand.
/// The problems it finds are ``ArgumentError``s, so each is worded once.
///
///     var reader = ArgumentReader(arguments)
///     while let argument = try reader.next() {
///       switch argument {
///       case .operand(let file): files.append(file)
///       case .option("--json"): json = true
///       case .option("--output"): output = try reader.filePath()
///       case .option: throw reader.unknownOption
///       }
///     }
package struct ArgumentReader {
  /// One argument as a command sees it.
  package enum Argument: Equatable {
    /// `--name` of `--name` or `--name=value`, or a short option such as `-h`.
    case option(String)
    /// An argument that is not an option: a file, a URL, a word.
    case operand(String)
  }

  private var remaining: ArraySlice<String>
  /// Whether `--` has come: every argument after it is an operand.
  package private(set) var optionsEnded = false
  /// The option ``next()`` returned last, without an inline value.
  private var name = ""
  /// The inline value of that option, until ``value()`` takes it.
  private var inline: String?

  /// A reader of `arguments` (those after the command's name).
  package init(_ arguments: [String]) {
    remaining = arguments[...]
  }

  /// The next argument, or `nil` after the last one. Throws when the option before was given an
  /// inline value it does not take (`--json=yes`).
  package mutating func next() throws(ArgumentError) -> Argument? {
    if inline != nil { throw .unexpectedValue(option: name) }
    while let argument = remaining.popFirst() {
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") { return .operand(argument) }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      (name, inline) = ArgumentError.split(argument)
      return .option(name)
    }
    return nil
  }

  /// The value of the option ``next()`` returned last: its inline `=value`, else the argument
  /// after it.
  package mutating func value() throws(ArgumentError) -> String {
    if let value = inline {
      inline = nil
      return value
    }
    guard let value = remaining.popFirst() else { throw .missingValue(option: name) }
    return value
  }

  /// The value of the option, as `parse` reads it; `expected` says what it takes when `parse`
  /// answers `nil`.
  package mutating func value<Value>(expected: String, _ parse: (String) -> Value?) throws(ArgumentError) -> Value {
    let text = try value()
    guard let parsed = parse(text) else { throw .invalidValue(option: name, value: text, expected: expected) }
    return parsed
  }

  /// The value of the option, a file path: anything but the empty string.
  package mutating func filePath() throws(ArgumentError) -> String {
    try value(expected: "a file path") { $0.isEmpty ? nil : $0 }
  }

  /// The value of the option, an integer from 1 to `maximum`.
  package mutating func positiveInteger(maximum: Int) throws(ArgumentError) -> Int {
    try value(expected: "an integer from 1 to \(maximum)") { text in
      Int(text).flatMap { (1...maximum).contains($0) ? $0 : nil }
    }
  }

  /// The problem with the option ``next()`` returned last when the command has no such option.
  package var unknownOption: ArgumentError { .unknownOption(name) }
}
