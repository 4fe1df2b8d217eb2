#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that could not be read, with the system's reason.
public struct FileReadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path as given.
  public var path: String
  /// Why it failed (`strerror` text, or "is a directory"…).
  public var reason: String

  /// `cannot read PATH: REASON`, ready to print.
  public var description: String { "cannot read \(path): \(reason)" }

  /// Reads the whole file at `path` with `read(2)` in large chunks; a file of more than
  /// `maximumBytes` bytes is refused (reason `larger than N MiB`) rather than read into memory.
  public static func readFile(_ path: String, maximumBytes: Int = .max) throws(FileReadError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw FileReadError(path: path, reason: SystemIO.lastErrorDescription) }
    defer { close(fd) }
    var contents: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { SystemIO.read(fd, into: $0) }
      guard let count else { throw FileReadError(path: path, reason: SystemIO.lastErrorDescription) }
      if count == 0 { return contents }
      guard contents.count <= maximumBytes - count else {
        throw FileReadError(path: path, reason: "larger than \(maximumBytes / (1024 * 1024)) MiB")
      }
      contents.append(contentsOf: chunk[0..<count])
    }
  }
}
