#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and error for the scenario subcommands, replaceable in tests.
struct StandardStreams {
  /// Receives standard-output text.
  var output: (String) -> Void
  /// Receives standard-error text.
  var error: (String) -> Void
  /// Whether standard error is a terminal (the progress line shows only then).
  var errorIsTerminal: Bool

  /// The process's own streams.
  static var process: StandardStreams {
    StandardStreams(
      output: { _ = writeAll($0, to: 1) }, error: { _ = writeAll($0, to: 2) }, errorIsTerminal: isatty(2) == 1)
  }

  /// Writes all of `text` to `descriptor`; whether it succeeded.
  static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        #if canImport(Glibc)
          Glibc.write(descriptor, buffer.baseAddress, buffer.count)
        #else
          Darwin.write(descriptor, buffer.baseAddress, buffer.count)
        #endif
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      bytes = bytes.dropFirst(written)
    }
    return true
  }
}
