import JSONRPC
import NavJSON
import NavProtocol

/// `navd explain [--configuration F] [--platform ios|android] [--from STACK.json] [--json] URL`:
/// routes URL once through navd's own method layer, in this process, and prints why it went
/// where it went (docs/explain.md).
public enum ExplainCommand: Subcommand {
  /// The word after `navd`.
  public static let name = "explain"
  /// One line for `navd --help`.
  public static let summary = "explain how URL is routed: rules, properties, decision"
  package static let operands = "URL"

  package static let discussion = """
    Routes URL once, as the `route` method with "explain": true does, and prints which
    path-configuration rules matched and what they set, the final properties with where each
    came from, the route decision handlers asked, the presentation rule, the identity
    comparisons and, with a route table, how every route pattern fared.
    """

  package static var options: OptionTable<ExplainArguments> {
    OptionTable([
      .file(
        "--configuration", "F",
        help: """
          a client configuration ({"startLocation", "pathConfiguration",
          "routes", ...}), a path configuration ({"settings", "rules"}) or a
          route table ([{"name", "patterns"}]); default: none (built-in rules only)
          """
      ) { $0.options.configurationFile = $1 },
      .choice(
        "--platform", "P", choices: ExplainInvocation.platforms.map { ($0, $0) },
        help: "ios or android: whose navigation rules", default: "the configuration's, ios"
      ) { $0.options.platform = $1 },
      .file(
        "--from", "STACK.json",
        help: """
          the stacks to route from: a state/import document, e.g.
          {"main": [{"url": "https://app.example/"}]}
          """,
        default: "empty stacks"
      ) { $0.options.fromFile = $1 },
      .flag("--json", help: "print the explanation as JSON (docs/protocol.md §10) instead") { $0.options.json = true },
      .endOfOptions("the argument that follows is the URL, even if it starts with '-'"),
      .help,
    ])
  }

  package static let exitStatus = """
    0 explained; 2 a bad command line, an unreadable file, or input navd refuses
    (an invalid configuration or stack document, a URL that is not absolute).
    """

  package static var initial: ExplainArguments { ExplainArguments() }
  /// Values nested near `--max-depth` are released by recursion.
  package static var runsOnLargeStack: Bool { true }

  package static func read(operand: String, optionsEnded: Bool, into parsed: inout ExplainArguments)
    throws(ArgumentError)
  {
    guard parsed.url == nil else { throw .unexpectedArgument(operand) }
    parsed.url = operand
  }

  package static func options(from parsed: ExplainArguments) throws(ArgumentError) -> ExplainOptions {
    guard let url = parsed.url else { throw .missingOperand("URL") }
    var options = parsed.options
    options.url = url
    return options
  }

  /// Explains the URL of `options` on the method layer of `environment`; returns the exit status.
  package static func run(_ options: ExplainOptions, in environment: SubcommandEnvironment) -> Int32 {
    run(options, services: environment.methodLayer, streams: environment.streams)
  }

  private static func run<Services: MethodLayer>(
    _ options: ExplainOptions, services: Services.Type, streams: StandardStreams
  ) -> Int32 {
    let standardOutput = streams.output
    let standardError = streams.error
    switch explain(options, services: services) {
    case .success(let explained):
      if options.json {
        standardOutput(explained.explanation.jsonText + "\n")
      } else {
        let lines = ExplainTextRenderer.lines(
          url: options.url, result: explained.result, explanation: explained.explanation,
          configuration: explained.configuration)
        standardOutput(lines.joined(separator: "\n") + "\n")
      }
      return 0
    case .failure(let failure):
      standardError("navd explain: \(failure.message)\n")
      return 2
    }
  }

  /// The route result and its explanation, and the client configuration they were made with.
  struct Explained {
    var result: JSONValue
    var explanation: JSONValue
    var configuration: JSONObject
  }

  /// Why nothing could be explained.
  struct Failure: Error {
    var message: String
  }

  /// Opens a client with the configuration, imports the stacks, and routes the URL with `explain`.
  static func explain<Services: MethodLayer>(
    _ options: ExplainOptions, services: Services.Type
  ) -> Result<Explained, Failure> {
    let configuration: JSONObject
    let stacks: JSONValue?
    do {
      configuration = try clientConfiguration(options)
      stacks = try options.fromFile.map(readJSON)
    } catch {
      return .failure(error)
    }
    let navd: InProcessNavd<Services>
    do {
      navd = try InProcessNavd<Services>()
    } catch {
      return .failure(Failure(message: "\(error)"))
    }
    let steps: [(String, JSONObject)] =
      [("initialize", JSONObject([("configuration", .object(configuration))]))]
      + (stacks.map { [("state/import", JSONObject([("state", $0)]))] } ?? [])
    for (method, params) in steps {
      if case .failure(let error) = navd.call(method, params) { return .failure(Failure(message: error.description)) }
    }
    let route = JSONObject([("url", .string(options.url)), ("explain", true), ("state", false)])
    switch navd.call("route", route) {
    case .failure(let error):
      return .failure(Failure(message: error.description))
    case .success(let result):
      return .success(
        Explained(result: result, explanation: result["explanation"] ?? .null, configuration: configuration))
    }
  }

  /// The client configuration `--configuration` and `--platform` give.
  ///
  /// The file's kind is recognised by its shape, as `navd check` recognises it; `--platform`
  /// replaces the file's `platform`.
  private static func clientConfiguration(_ options: ExplainOptions) throws(Failure) -> JSONObject {
    var configuration = JSONObject()
    if let file = options.configurationFile {
      let document = try readJSON(file)
      switch ConfigurationChecker.check(json: document).kind {
      case .pathConfiguration: configuration["pathConfiguration"] = document
      case .routeTable: configuration["routes"] = document.objectValue?["routes"] ?? document
      case .clientConfiguration: configuration = document.objectValue ?? JSONObject()
      case nil:
        throw Failure(
          message: "\(file) is neither a client configuration, a path configuration nor a route table")
      }
    }
    if let platform = options.platform { configuration["platform"] = .string(platform) }
    return configuration
  }

  private static func readJSON(_ path: String) throws(Failure) -> JSONValue {
    let bytes: [UInt8]
    do {
      bytes = try FileReadError.readFile(path, maximumBytes: MessageLimits().maxMessageBytes)
    } catch {
      throw Failure(message: error.description)
    }
    do {
      return try JSONParser.parse(bytes, maxDepth: MessageLimits().maxDepth)
    } catch {
      throw Failure(message: "\(path) is not valid JSON: \(error)")
    }
  }
}
