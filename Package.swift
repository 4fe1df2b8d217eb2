// swift-tools-version:6.0
import PackageDescription

/// navd: headless Hotwire Native navigation, driven over JSON-RPC on stdio.
///
/// Targets by concept, each depending only on what it needs:
/// - `NavJSON`: the JSON value, parser and writer (and JSON paths).
/// - `LinearRegex`: the linear-time regular-expression engine that path configurations use.
/// - `NavProtocol`: the navigation model as a library (no I/O): navigator, path
///   configuration, route decision and web-view policy handlers, typed routes, the checker.
/// - `JSONRPC`: a JSON-RPC 2.0 engine over stdio: framing, transport, session, method
///   registry, lifecycle, OpenRPC, recording. Knows nothing of navd: a method layer names the
///   server and brings its own methods, options, limits and error codes (a test keeps it so).
/// - `NavDaemon`: the navigation method layer served by the engine: per-client state and
///   every method of the protocol.
/// - `NavLanguageServer`: the method layer of `navd lsp`, a language server (LSP 3.17) that
///   publishes the checker's findings as diagnostics, with quick fixes and hovers.
/// - `NavCommandLine`: the command line: arguments, `navd check` and the other subcommands.
/// - `navd`: the thin executable.
/// - `navd-microbench`: in-process measurements of the library (route index vs linear
///   scan, path-configuration cost, memory per entry).
/// - `navd-baseline-echo`: the obvious Foundation/Codable echo server that the
///   benchmark measures navd against (see `docs/benchmarks.md`).
let package = Package(
  name: "navd",
  products: [
    .library(name: "NavJSON", targets: ["NavJSON"]),
    .library(name: "LinearRegex", targets: ["LinearRegex"]),
    .library(name: "NavProtocol", targets: ["NavProtocol"]),
    .library(name: "JSONRPC", targets: ["JSONRPC"]),
    .library(name: "NavDaemon", targets: ["NavDaemon"]),
    .library(name: "NavLanguageServer", targets: ["NavLanguageServer"]),
    .executable(name: "navd", targets: ["navd"]),
  ],
  targets: [
    .target(name: "NavJSON"),
    .target(name: "LinearRegex"),
    .target(name: "NavProtocol", dependencies: ["NavJSON", "LinearRegex"]),
    .target(name: "JSONRPC", dependencies: ["NavJSON"]),
    .target(name: "NavDaemon", dependencies: ["NavJSON", "NavProtocol", "JSONRPC"]),
    .target(name: "NavLanguageServer", dependencies: ["NavJSON", "NavProtocol", "JSONRPC"]),
    .target(
      name: "NavCommandLine",
      dependencies: ["NavJSON", "LinearRegex", "NavProtocol", "JSONRPC", "NavDaemon", "NavLanguageServer"]),
    .executableTarget(name: "navd", dependencies: ["NavCommandLine"]),
    .executableTarget(name: "navd-baseline-echo", path: "Benchmarks/BaselineEchoServer"),
    .executableTarget(
      name: "navd-microbench", dependencies: ["NavJSON", "NavProtocol", "JSONRPC", "NavDaemon", "NavLanguageServer"],
      path: "Benchmarks/MicroBench"),
    // Tests mirror the targets; the ones that spawn the built binary have their own target.
    .target(name: "NavdTestKit", dependencies: ["NavJSON"], path: "Tests/NavdTestKit"),
    .testTarget(name: "NavJSONTests", dependencies: ["NavJSON"]),
    .testTarget(name: "LinearRegexTests", dependencies: ["LinearRegex", "NavdTestKit"]),
    .testTarget(name: "NavProtocolTests", dependencies: ["NavJSON", "LinearRegex", "NavProtocol", "NavdTestKit"]),
    .testTarget(name: "JSONRPCTests", dependencies: ["NavJSON", "JSONRPC", "NavdTestKit"]),
    .testTarget(
      name: "NavDaemonTests", dependencies: ["NavJSON", "NavProtocol", "JSONRPC", "NavDaemon", "NavdTestKit"]),
    .testTarget(
      name: "NavCommandLineTests",
      dependencies: ["NavJSON", "NavProtocol", "JSONRPC", "NavDaemon", "NavCommandLine", "NavdTestKit"]),
    .testTarget(
      name: "NavLanguageServerTests",
      dependencies: ["NavJSON", "NavProtocol", "JSONRPC", "NavLanguageServer", "NavdTestKit"]
    ),
    .testTarget(name: "NavdEndToEndTests", dependencies: ["NavJSON", "NavProtocol", "NavDaemon", "NavdTestKit"]),
  ]
)
