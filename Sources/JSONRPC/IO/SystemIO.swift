#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over `read(2)`/`write(2)` that retry on `EINTR`.
public enum SystemIO {
  /// Reads up to `buffer.count` bytes from `fd`; returns the count (0 at end of input) or `nil` on error.
  public static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
    guard let base = buffer.baseAddress else { return 0 }
    while true {
      #if canImport(Glibc)
        let count = Glibc.read(fd, base, buffer.count)
      #else
        let count = Darwin.read(fd, base, buffer.count)
      #endif
      if count >= 0 { return count }
      if errno == EINTR { continue }
      return nil
    }
  }

  /// Writes all of `bytes` to `fd`: one `write(2)` unless the pipe accepts only part. Returns `false` on error.
  @discardableResult
  public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var offset = 0
    while offset < bytes.count {
      #if canImport(Glibc)
        let written = Glibc.write(fd, base + offset, bytes.count - offset)
      #else
        let written = Darwin.write(fd, base + offset, bytes.count - offset)
      #endif
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  /// Writes all of `text`'s UTF-8 to `fd` (``writeAll(_:_:)-(Int32,UnsafeRawBufferPointer)``). Returns `false` on error.
  @discardableResult
  public static func writeAll(_ fd: Int32, _ text: String) -> Bool {
    var text = text
    return text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
  }

  /// The text of the current `errno`.
  public static var lastErrorDescription: String {
    String(cString: strerror(errno))
  }
}
