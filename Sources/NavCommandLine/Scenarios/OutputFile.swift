import JSONRPC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a whole text file (a JUnit report, a scaffolded scenario file).
enum OutputFile {
  /// Writes `text` to `path`, replacing it; the system's reason when it cannot.
  static func write(_ text: String, to path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return SystemIO.lastErrorDescription }
    defer { close(descriptor) }
    return SystemIO.writeAll(descriptor, text) ? nil : SystemIO.lastErrorDescription
  }
}
