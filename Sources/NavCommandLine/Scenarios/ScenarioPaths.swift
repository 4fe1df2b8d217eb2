import JSONRPC
import NavJSON
import NavProtocol

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files `navd test PATH...` runs: a file as named, a directory's `*.json` files
/// recursively in path order (hidden entries skipped), and relative references.
enum ScenarioPaths {
  /// Scenario, configuration and referenced files larger than this are refused (64 MiB).
  static let maximumFileBytes = 64 * 1024 * 1024

  /// The JSON document in `file`, or the problem that stops it: unreadable, or not JSON (at the
  /// line and column of the offending token).
  static func readJSON(_ file: String) -> Result<JSONValue, ScenarioFileProblem> {
    let bytes: [UInt8]
    do throws(FileReadError) {
      bytes = try FileReadError.readFile(file, maximumBytes: maximumFileBytes)
    } catch {
      return .failure(ScenarioFileProblem(file: file, location: "", message: "cannot read: \(error.reason)"))
    }
    do throws(JSONParseError) {
      return .success(try JSONParser.parse(bytes))
    } catch {
      let position = TextPosition(byteOffset: error.offset, in: bytes)
      return .failure(
        ScenarioFileProblem(
          file: file, location: position.description, message: "invalid JSON: \(error.message)", isTextPosition: true))
    }
  }

  /// What a PATH argument names.
  enum Kind: Equatable {
    case file
    case directory
    /// Neither: the system's reason ("No such file or directory").
    case missing(String)
  }

  /// What `path` is (following symbolic links).
  static func kind(of path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing(String(cString: strerror(errno))) }
    return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
  }

  /// Every `*.json` file under `directory`, recursively, sorted by path. Entries whose name
  /// starts with `.` are skipped, and directory links are not followed (no cycles).
  static func jsonFiles(under directory: String) -> [String] {
    var found: [String] = []
    collect(directory, into: &found)
    return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  private static func collect(_ directory: String, into found: inout [String]) {
    guard let handle = opendir(directory) else { return }
    defer { closedir(handle) }
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard !name.hasPrefix(".") else { continue }
      let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFDIR: collect(path, into: &found)
      case S_IFREG, S_IFLNK:
        if name.hasSuffix(".json"), kind(of: path) == .file { found.append(path) }
      default: break
      }
    }
  }

  /// The directory part of `file` (`""` for a bare name: the working directory).
  static func directory(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "" }
    return slash == file.startIndex ? "/" : String(file[..<slash])
  }

  /// `name` read relative to `directory` (an absolute `name` as it is).
  static func resolve(_ name: String, in directory: String) -> String {
    if name.hasPrefix("/") || directory.isEmpty { return name }
    return directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
