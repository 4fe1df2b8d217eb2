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

  /// `sources`: an array of `{json}` or `{file}` objects.
  static let kind = ParamKind<[Source]>(
    schema: Schema.array(
      Schema.oneOf([
        Schema.object([("json", Schema.anyObject())], required: ["json"], additional: false),
        Schema.object([("file", Schema.string())], required: ["file"], additional: false),
      ]))
  ) { params, key throws(RPCError) in
    guard let elements = try params.array(key) else { return nil }
    var sources: [Source] = []
    for (index, element) in elements.enumerated() {
      let path = JSONPath.element(params.field(key), index)
      guard let object = element.objectValue else {
        throw .invalidParams(field: path, reason: JSONShapeIssue.wrongType("an object", element).message)
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

  /// Loads `sources` in order (the last valid one wins), compiling for `platform` through `cache`;
  /// a file that cannot be read or parsed is that source's problem.
  static func load(
    _ sources: [Source], platform: Platform, cache: CompilationCache, maxDepth: Int
  ) -> PathConfigurationLoad {
    let documents = sources.map { source -> PathConfigurationSource in
      switch source {
      case .json(let value):
        return .document(value)
      case .file(let path):
        do {
          return .document(try PathConfigurationFile.read(path, maxDepth: maxDepth))
        } catch {
          return .unavailable(reason: "\(error)")
        }
      }
    }
    return PathConfiguration.load(documents) { cache.pathConfiguration(for: $0, platform: platform) }
  }
}
