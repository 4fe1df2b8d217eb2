import NavProtocol

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file for `navd check`, or says why it cannot (exit status 2).
enum CheckFileReader {
  /// Files larger than this are refused rather than read into memory (64 MiB).
  static let maximumBytes = 64 * 1024 * 1024

  /// Why a file could not be read.
  enum Failure: Error, Sendable, Hashable {
    /// The system refused: `strerror` text ("No such file or directory", "Is a directory", ...).
    case system(String)
    /// The file has more than ``maximumBytes`` bytes.
    case tooLarge

    /// The reason, for people.
    var message: String {
      switch self {
      case .system(let reason): reason
      case .tooLarge: "larger than \(CheckFileReader.maximumBytes / (1024 * 1024)) MiB"
      }
    }
  }

  /// The bytes of the file at `path`.
  static func read(_ path: String) -> Result<[UInt8], Failure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.system(lastError)) }
    defer { close(descriptor) }
    var contents: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        var result: Int
        repeat {
          result = systemRead(descriptor, buffer.baseAddress, buffer.count)
        } while result < 0 && errno == EINTR
        return result
      }
      guard count >= 0 else { return .failure(.system(lastError)) }
      if count == 0 { return .success(contents) }
      guard contents.count + count <= maximumBytes else { return .failure(.tooLarge) }
      contents.append(contentsOf: chunk[0..<count])
    }
  }

  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }

  private static var lastError: String { String(cString: strerror(errno)) }
}
