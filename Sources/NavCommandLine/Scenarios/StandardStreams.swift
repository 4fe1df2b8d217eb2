import JSONRPC

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
    Array(text.utf8).withUnsafeBytes { SystemIO.writeAll(descriptor, $0) }
  }
}
