import JSONRPC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and error of a subcommand, replaceable in tests.
package struct StandardStreams {
  /// Receives standard-output text.
  var output: (String) -> Void
  /// Receives standard-error text.
  var error: (String) -> Void
  /// Whether standard error is a terminal (the progress line shows only then).
  var errorIsTerminal: Bool

  /// The process's own streams.
  static var process: StandardStreams {
    StandardStreams(
      output: { SystemIO.writeAll(1, $0) }, error: { SystemIO.writeAll(2, $0) }, errorIsTerminal: isatty(2) == 1)
  }
}
