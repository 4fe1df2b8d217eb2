import JSONRPC
import NavJSON
import NavProtocol

/// Reads a path-configuration file (`--path-configuration`, `pathConfiguration/load` `{file}`).
enum PathConfigurationFile {
  /// The file's JSON document.
  /// - Throws: ``StartupError`` naming the file and what is wrong with it.
  static func read(_ path: String, maxDepth: Int) throws -> JSONValue {
    let bytes = try FileReadError.readFile(path)
    do throws(JSONParseError) {
      return try JSONParser.parse(bytes, maxDepth: maxDepth)
    } catch {
      throw StartupError("path configuration \(path) is not valid JSON: \(error)")
    }
  }
}
