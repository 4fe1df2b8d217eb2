import JSONRPC
import NavJSON
import NavProtocol

/// One file `navd diff` compares: read, parsed and decoded as a path configuration of its
/// platform, with the bytes kept to place findings on its lines.
struct DiffDocument {
  /// The file as named.
  var file: String
  /// Its bytes.
  var bytes: [UInt8]
  /// The platform it is read as, and what decided it.
  var platform: Platform
  var platformFrom: PlatformSource
  /// The decoded document.
  var configuration: PathConfiguration

  /// Why a file cannot be compared (exit status 2), worded for standard error.
  struct Unusable: Error, Sendable {
    var message: String
  }

  /// Reads `file` as `platform` (`nil`: auto, as `navd check` decides).
  static func read(_ file: String, platform requested: Platform?) throws(Unusable) -> DiffDocument {
    let bytes: [UInt8]
    do throws(FileReadError) {
      bytes = try FileReadError.readFile(file, maximumBytes: CheckFileResult.maximumBytes)
    } catch {
      throw Unusable(message: "cannot read \(file): \(error.reason)")
    }
    let json: JSONValue
    do {
      json = try JSONParser.parse(bytes)
    } catch {
      let position = SourceText(bytes).location(error.offset)
      throw Unusable(message: "\(file):\(position.line):\(position.column): invalid JSON: \(error.message)")
    }
    let decided: (platform: Platform, source: PlatformSource)
    if let requested {
      decided = (requested, .option)
    } else if let byPath = PlatformPathEvidence.platform(forPath: file, entries: CheckFileResult.entries) {
      decided = (byPath, .path)
    } else {
      decided = ConfigurationChecker.platformDecision(of: json)
    }
    let document = json["pathConfiguration"] ?? json
    do throws(PathConfigurationError) {
      let configuration = try PathConfiguration(json: document, platform: decided.platform)
      return DiffDocument(
        file: file, bytes: bytes, platform: decided.platform, platformFrom: decided.source,
        configuration: configuration)
    } catch {
      // The checker places the first problem that rejects the document on its line.
      let report = ConfigurationChecker.check(bytes: bytes, platform: decided.platform)
      let problem = report.problems.first { $0.severity == .error }
      let place = problem?.position.map { ":\($0.line):\($0.column)" } ?? ""
      let reason = problem.map { "\($0.path.isEmpty ? "" : $0.path + ": ")\($0.message)" } ?? error.description
      throw Unusable(message: "\(file)\(place): not a path configuration navd can read: \(reason)")
    }
  }

  /// The range of the JSON value at `path` (`rules[3].properties.context`), or the nearest one there is.
  func range(of path: String) -> TextRange? {
    let map = JSONSourceMap(bytes: bytes)
    guard let node = map.nearestNode(at: path)?.node else { return nil }
    return SourceText(bytes).range(map.nodes[node].range)
  }
}
