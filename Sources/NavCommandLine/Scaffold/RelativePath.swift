#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a scaffolded file names the file it tests: relative to the folder it is written to.
enum RelativePath {
  /// `target` as seen from `directory` (both as given on the command line, relative ones
  /// relative to the working directory): `../routes.json`.
  static func of(_ target: String, from directory: String) -> String {
    let from = components(absolute(directory.isEmpty ? "." : directory))
    let to = components(absolute(target))
    var common = 0
    while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
    let up = Array(repeating: "..", count: from.count - common)
    return (up + to[common...]).joined(separator: "/")
  }

  private static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return path }
    let cwd = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return cwd + "/" + path
  }

  /// The path's components with `.` and `..` applied.
  private static func components(_ path: String) -> [String] {
    var result: [String] = []
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if !result.isEmpty { result.removeLast() }
      default: result.append(String(part))
      }
    }
    return result
  }
}
