import JSONRPC
import NavJSON
import NavProtocol

/// The `sources` of `pathConfiguration/load`: inline JSON or files, applied in order.
enum PathConfigurationSources {
  /// One source.
  enum Source {
    /// `{"json": ...}`
    case json(JSONValue)
    /// `{"file": "path"}`
    case file(String)
  }

  /// What loading produced.
  struct Loaded {
    /// The last valid source: its compiled configuration and its JSON.
    var winner: (configuration: PathConfiguration, json: JSONValue)?
    /// `{source, path, reason}` for every problem of every invalid source.
    var problems: [JSONValue] = []
    /// Skipped patterns of every valid source, tagged with their source.
    var warnings: [PathConfigurationWarning] = []
  }

  /// Reads `sources`: a required array of `{json}` or `{file}` objects.
  static func decode(_ params: ParamReader) throws(RPCError) -> [Source] {
    guard let elements = try params.array("sources") else { throw params.invalid("sources", "is required") }
    var sources: [Source] = []
    for (index, element) in elements.enumerated() {
      let path = JSONPath.element(params.field("sources"), index)
      guard let object = element.objectValue else {
        throw .invalidParams(field: path, reason: "must be an object, not \(element.typeName)")
      }
      let source = ParamReader(object, path: path)
      try source.rejectUnknownKeys(allowed: ["json", "file"])
      switch (object["json"], object["file"]) {
      case (let json?, nil): sources.append(.json(json))
      case (nil, _?): sources.append(.file(try source.requiredString("file")))
      case (_?, _?): throw .invalidParams(field: path, reason: "must have either \"json\" or \"file\", not both")
      case (nil, nil): throw .invalidParams(field: path, reason: "must have \"json\" or \"file\"")
      }
    }
    return sources
  }

  /// Loads `sources` in order, compiling through `cache`.
  static func load(_ sources: [Source], cache: CompilationCache, maxDepth: Int) -> Loaded {
    var loaded = Loaded()
    for (index, source) in sources.enumerated() {
      let json: JSONValue
      switch source {
      case .json(let value):
        json = value
      case .file(let path):
        do {
          json = try PathConfigurationFile.read(path, maxDepth: maxDepth)
        } catch {
          loaded.problems.append(ConfigurationProblem(source: index, path: "", reason: "\(error)").jsonValue)
          continue
        }
      }
      switch cache.pathConfiguration(for: json) {
      case .success(let configuration):
        loaded.winner = (configuration, json)
        loaded.warnings += configuration.warnings.map { warning in
          var tagged = warning
          tagged.source = index
          return tagged
        }
      case .failure(let error):
        loaded.problems += error.problems.map { problem in
          var tagged = problem
          tagged.source = index
          return tagged.jsonValue
        }
      }
    }
    return loaded
  }
}
