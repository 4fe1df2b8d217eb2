import JSONRPC
import NavDaemon
import NavJSON
import NavProtocol

/// Reads the scenarios of one file (docs/protocol.md §13), collecting every problem of the file
/// rather than stopping at the first, so one run lists everything to fix.
struct ScenarioDecoder {
  /// The file as it is shown in messages.
  let file: String
  /// Where the file's `{"file": …}` references are read from.
  let directory: String
  /// What configuration validation shares.
  let environment: StepEnvironment
  private(set) var problems: [ScenarioFileProblem] = []

  /// The keys a scenario may have.
  static let scenarioKeys = ["name", "description", "platforms", "configuration", "ios", "android", "steps"]

  init(file: String, directory: String, environment: StepEnvironment) {
    self.file = file
    self.directory = directory
    self.environment = environment
  }

  /// Whether `document` holds scenarios: an object with `steps`, or a non-empty array of them.
  static func holdsScenarios(_ document: JSONValue) -> Bool {
    switch document {
    case .object(let object): return object["steps"] != nil
    case .array(let items): return !items.isEmpty && items.allSatisfy { $0.objectValue?["steps"] != nil }
    default: return false
    }
  }

  /// The scenarios of `document`; problems are in ``problems``.
  mutating func decode(_ document: JSONValue) -> [Scenario] {
    switch document {
    case .object:
      return decodeScenario(document, path: "").map { [$0] } ?? []
    case .array(let items):
      if items.isEmpty { problem("", "holds no scenario (an empty array)") }
      var scenarios: [Scenario] = []
      var names: [String: Int] = [:]
      for (index, item) in items.enumerated() {
        let path = JSONPath.element("", index)
        guard let scenario = decodeScenario(item, path: path) else { continue }
        if let first = names[scenario.name] {
          problem(JSONPath.member(path, "name"), "duplicates [\(first)].name \"\(scenario.name)\"")
          continue
        }
        names[scenario.name] = index
        scenarios.append(scenario)
      }
      return scenarios
    default:
      problem("", JSONShapeIssue.wrongType("a scenario object or an array of them", document).message)
      return []
    }
  }

  private mutating func problem(_ location: String, _ message: String) {
    problems.append(ScenarioFileProblem(file: file, location: location, message: message))
  }

  private mutating func decodeScenario(_ value: JSONValue, path: String) -> Scenario? {
    guard case .object(let object) = value else {
      problem(path, JSONShapeIssue.wrongType("a scenario object", value).message)
      return nil
    }
    let before = problems.count
    for key in object.keys where !Self.scenarioKeys.contains(key) {
      problem(
        JSONPath.member(path, key), "is not a key of a scenario (expected one of \(Self.quoted(Self.scenarioKeys)))")
    }
    var name = ""
    switch object["name"] {
    case .string(let given)? where !given.isEmpty: name = given
    case .string?: problem(JSONPath.member(path, "name"), "must not be empty")
    case nil: problem(JSONPath.member(path, "name"), JSONShapeIssue.required.message)
    case let other?: problem(JSONPath.member(path, "name"), JSONShapeIssue.wrongType("a string", other).message)
    }
    if let description = object["description"], description.stringValue == nil {
      problem(JSONPath.member(path, "description"), JSONShapeIssue.wrongType("a string", description).message)
    }
    let platforms = decodePlatforms(object["platforms"], path: JSONPath.member(path, "platforms"))
    let shared = decodeConfiguration(object["configuration"], path: JSONPath.member(path, "configuration"))
    var configurations: [Platform: JSONObject] = [:]
    var configurationPaths: [Platform: String] = [:]
    for platform in Platform.allCases {
      let own = decodeConfiguration(object[platform.rawValue], path: JSONPath.member(path, platform.rawValue))
      configurations[platform] = own ?? shared ?? JSONObject()
      configurationPaths[platform] = JSONPath.member(path, own != nil ? platform.rawValue : "configuration")
    }
    var steps: [ScenarioStep] = []
    let stepsPath = JSONPath.member(path, "steps")
    switch object["steps"] {
    case .array(let items)?:
      for (index, item) in items.enumerated() {
        if let step = decodeStep(
          item, index: index, path: JSONPath.element(stepsPath, index), platforms: platforms,
          configurations: configurations, configurationPaths: configurationPaths)
        {
          steps.append(step)
        }
      }
    case nil: problem(stepsPath, JSONShapeIssue.required.message)
    case let other?: problem(stepsPath, JSONShapeIssue.wrongType("an array", other).message)
    }
    guard problems.count == before else { return nil }
    for platform in platforms {
      validate(configurations[platform] ?? JSONObject(), platform: platform, path: configurationPaths[platform] ?? "")
    }
    guard problems.count == before else { return nil }
    return Scenario(
      name: name, path: path, platforms: platforms, configurations: configurations,
      configurationPaths: configurationPaths, steps: steps)
  }

  private mutating func decodePlatforms(_ value: JSONValue?, path: String) -> [Platform] {
    guard let value else { return [.default] }
    guard case .array(let items) = value else {
      problem(path, JSONShapeIssue.wrongType("an array of \"ios\" and \"android\"", value).message)
      return []
    }
    if items.isEmpty { problem(path, "must list at least one platform") }
    var platforms: [Platform] = []
    for (index, item) in items.enumerated() {
      let itemPath = JSONPath.element(path, index)
      guard let platform = item.stringValue.flatMap(Platform.init(rawValue:)) else {
        problem(itemPath, JSONShapeIssue.wrongValue("\"ios\" or \"android\"", item).message)
        continue
      }
      if platforms.contains(platform) {
        problem(itemPath, "lists \"\(platform.rawValue)\" twice")
        continue
      }
      platforms.append(platform)
    }
    return platforms
  }

  /// A configuration with its `{"file": …}` references read; `nil` when absent.
  mutating func decodeConfiguration(_ value: JSONValue?, path: String) -> JSONObject? {
    guard let value, !value.isNull else { return nil }
    guard case .object(var object) = value else {
      problem(path, JSONShapeIssue.wrongType("a configuration object", value).message)
      return nil
    }
    if object["platform"] != nil {
      problem(
        JSONPath.member(path, "platform"),
        "is chosen by the scenario's \"platforms\"; put a platform's own settings under \"ios\" or \"android\"")
    }
    for key in ["pathConfiguration", "routes"] {
      guard case .object(let reference)? = object[key], reference.count == 1, let name = reference["file"] else {
        continue
      }
      let referencePath = JSONPath.member(JSONPath.member(path, key), "file")
      guard case .string(let relative) = name, !relative.isEmpty else {
        problem(referencePath, JSONShapeIssue.wrongValue("a file name", name).message)
        continue
      }
      guard let document = readReferencedFile(relative, path: referencePath) else { continue }
      if key == "routes", case .object(let table) = document, let routes = table["routes"] {
        object[key] = routes
      } else {
        object[key] = document
      }
    }
    return object
  }

  private mutating func readReferencedFile(_ relative: String, path: String) -> JSONValue? {
    let fullPath = ScenarioPaths.resolve(relative, in: directory)
    let bytes: [UInt8]
    do throws(FileReadError) {
      bytes = try FileReadError.readFile(fullPath, maximumBytes: ScenarioPaths.maximumFileBytes)
    } catch {
      problem(path, error.description)
      return nil
    }
    do throws(JSONParseError) {
      return try JSONParser.parse(bytes)
    } catch {
      let position = TextPosition(byteOffset: error.offset, in: bytes)
      problem(path, "\(fullPath):\(position): invalid JSON: \(error.message)")
      return nil
    }
  }

  /// Validates `configuration` for `platform` by creating a client with it, as a run would.
  private mutating func validate(_ configuration: JSONObject, platform: Platform, path: String) {
    do throws(RPCError) {
      _ = try StepRunner(platform: platform, configuration: configuration, field: path, environment: environment)
    } catch {
      if let problems = error.data?["problems"]?.arrayValue {
        for item in problems {
          problem(item["path"]?.stringValue ?? path, item["reason"]?.stringValue ?? error.message)
        }
      } else {
        problem(error.data?["field"]?.stringValue ?? path, error.data?["reason"]?.stringValue ?? error.message)
      }
    }
  }

  private mutating func decodeStep(
    _ value: JSONValue, index: Int, path: String, platforms: [Platform],
    configurations: [Platform: JSONObject], configurationPaths: [Platform: String]
  ) -> ScenarioStep? {
    let object = value.objectValue
    let expectOnly = object.map { $0["method"] == nil && $0["route"] == nil && $0["expect"] != nil } ?? false
    var step: Step?
    if !expectOnly {
      do throws(StepProblem) {
        var decoded = try StepDecoder.decode(value, path: path, extraKeys: ["expect"])
        if decoded.needsStartLocation {
          for platform in platforms where !StepRunner.hasStartLocation(configurations[platform] ?? JSONObject()) {
            let configuration = configurationPaths[platform] ?? ""
            throw StepProblem.pathWithoutStartLocation(
              path, decoded.shorthand ?? "",
              configuration: "the configuration for \(platform.rawValue) (\"\(configuration)\")")
          }
        }
        if decoded.method == "pathConfiguration/load" { decoded.params = resolvingSourceFiles(decoded.params) }
        step = decoded
      } catch {
        problem(error.path, error.reason)
        return nil
      }
    }
    guard let expect = object?["expect"] else {
      return ScenarioStep(index: index, step: step, shared: [], perPlatform: [:])
    }
    let expectPath = JSONPath.member(path, "expect")
    guard case .object(let block) = expect else {
      problem(expectPath, JSONShapeIssue.wrongType("an object", expect).message)
      return nil
    }
    let before = problems.count
    var shared: [Expectation] = []
    var perPlatform: [Platform: [Expectation]] = [:]
    for (key, value) in block {
      if let platform = Platform(rawValue: key) {
        let platformPath = JSONPath.member(expectPath, key)
        guard case .object(let platformBlock) = value else {
          problem(
            platformPath, JSONShapeIssue.wrongType("an object of \(platform.rawValue) expectations", value).message)
          continue
        }
        perPlatform[platform] = platformBlock.compactMap { key, value in
          expectation(key, value, path: JSONPath.member(platformPath, key), expectOnly: expectOnly, stepPath: path)
        }
      } else if let item = expectation(
        key, value, path: JSONPath.member(expectPath, key), expectOnly: expectOnly, stepPath: path)
      {
        shared.append(item)
      }
    }
    guard problems.count == before else { return nil }
    return ScenarioStep(index: index, step: step, shared: shared, perPlatform: perPlatform)
  }

  private mutating func expectation(
    _ name: String, _ value: JSONValue, path: String, expectOnly: Bool, stepPath: String
  ) -> Expectation? {
    guard let key = ExpectationKey(rawValue: name) else {
      problem(path, "unknown expectation key")
      return nil
    }
    if expectOnly && !ExpectationKey.stateKeys.contains(key) {
      let allowed = ExpectationKey.allCases.filter(ExpectationKey.stateKeys.contains).map(\.rawValue)
      problem(path, "a step without a method can only expect \(Self.quoted(allowed)), not \"\(name)\"")
      return nil
    }
    if let found = key.problem(with: value) {
      problem(path + found.path, found.reason)
      return nil
    }
    let expectPath = JSONPath.member(stepPath, "expect")
    return Expectation(key: key, value: value, path: String(path.dropFirst(expectPath.count + 1)))
  }

  /// `pathConfiguration/load` params with each relative `{"file": …}` source read from the scenario's folder.
  private func resolvingSourceFiles(_ params: JSONObject) -> JSONObject {
    guard case .array(let sources)? = params["sources"] else { return params }
    var resolved = params
    resolved["sources"] = .array(
      sources.map { source in
        guard case .object(var object) = source, case .string(let name)? = object["file"] else { return source }
        object["file"] = .string(ScenarioPaths.resolve(name, in: directory))
        return .object(object)
      })
    return resolved
  }

  private static func quoted(_ names: [String]) -> String {
    names.map { "\"\($0)\"" }.joined(separator: ", ")
  }
}
