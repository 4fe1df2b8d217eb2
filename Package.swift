// swift-tools-version:6.0
import PackageDescription

/// navd: headless Hotwire Native navigation, driven over JSON-RPC on stdio.
///
/// - `NavProtocol`: the navigation model as a library (no I/O).
/// - `NavDaemon`: JSON-RPC transport, lifecycle, dispatch and per-client state.
/// - `navd`: the thin executable.
/// - `navd-microbench`: in-process measurements of the library (route index vs linear
///   scan, path-configuration cost, memory per entry).
/// - `navd-baseline-echo`: the obvious Foundation/Codable echo server that the
///   benchmark measures navd against (see `docs/benchmarks.md`).
let package = Package(
  name: "navd",
  products: [
    .library(name: "NavProtocol", targets: ["NavProtocol"]),
    .library(name: "NavDaemon", targets: ["NavDaemon"]),
    .executable(name: "navd", targets: ["navd"]),
  ],
  targets: [
    .target(name: "NavProtocol"),
    .target(name: "NavDaemon", dependencies: ["NavProtocol"]),
    .executableTarget(name: "navd", dependencies: ["NavDaemon"]),
    .executableTarget(name: "navd-baseline-echo", path: "Benchmarks/BaselineEchoServer"),
    .executableTarget(
      name: "navd-microbench", dependencies: ["NavProtocol", "NavDaemon"], path: "Benchmarks/MicroBench"),
    .testTarget(name: "NavProtocolTests", dependencies: ["NavProtocol"]),
    .testTarget(name: "NavDaemonTests", dependencies: ["NavDaemon", "NavProtocol"]),
  ]
)
