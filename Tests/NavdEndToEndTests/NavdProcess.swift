import Foundation
import NavJSON
import NavProtocol
import NavdTestKit
import Testing

/// Runs the built `navd` binary as a child process.
enum NavdProcess {
  /// The NDJSON line of request `id` calling `method` with `params` (JSON text), newline included.
  static func requestLine(_ id: Int, _ method: String, _ params: String = "{}") -> String {
    #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"# + "\n"
  }

  struct Outcome {
    var stdout: [UInt8]
    var stderr: String
    var status: Int32

    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }

    /// The NDJSON output lines, each parsed.
    func ndjsonMessages() throws -> [JSONValue] {
      try stdout.split(separator: 0x0A).map { try JSONParser.parse(Array($0)) }
    }

    /// The NDJSON responses keyed by their integer `id` (the first one for an `id` sent twice).
    func ndjsonResponses() throws -> [Int64: JSONValue] {
      var responses: [Int64: JSONValue] = [:]
      for message in try ndjsonMessages() {
        if let id = message["id"]?.integerValue, responses[id] == nil { responses[id] = message }
      }
      return responses
    }

    /// The LSP output frames, each parsed (exactly one Content-Length header each).
    func lspMessages() throws -> [JSONValue] {
      try LSPFrames.split(stdout).map { try JSONParser.parse($0) }
    }
  }

  struct NotBuilt: Error, CustomStringConvertible {
    var description: String { "navd binary not found next to the test bundle or in .build/debug; run swift build" }
  }

  /// The `navd` executable: next to the test bundle, else `.build/debug/navd` under the package.
  static func executable() throws -> URL {
    var candidates: [URL] = []
    if let bundleDirectory = Bundle.main.executableURL?.deletingLastPathComponent() {
      candidates.append(bundleDirectory.appendingPathComponent("navd"))
      candidates.append(bundleDirectory.deletingLastPathComponent().appendingPathComponent("navd"))
    }
    candidates.append(PackageRoot.url(".build/debug/navd"))
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
      throw NotBuilt()
    }
    return found
  }

  /// Runs navd with `arguments`, feeding `input` on stdin and closing it; collects everything.
  static func run(_ arguments: [String] = [], input: String) throws -> Outcome {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navd-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let inputURL = directory.appendingPathComponent("stdin")
    let outputURL = directory.appendingPathComponent("stdout")
    let errorURL = directory.appendingPathComponent("stderr")
    try Data(input.utf8).write(to: inputURL)
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)

    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    process.standardInput = try FileHandle(forReadingFrom: inputURL)
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try process.run()
    process.waitUntilExit()
    return Outcome(
      stdout: Array(try Data(contentsOf: outputURL)),
      stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
      status: process.terminationStatus)
  }

  /// A running navd with pipes, for conversations that wait for answers.
  final class Conversation {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var received: [UInt8] = []

    init(_ arguments: [String] = []) throws {
      process.executableURL = try NavdProcess.executable()
      process.arguments = arguments
      process.standardInput = input
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
    }

    func send(_ text: String) throws {
      try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// Reads until one more complete NDJSON line has arrived; `nil` at end of output.
    func nextLine() -> JSONValue? {
      while true {
        if let newline = received.firstIndex(of: 0x0A) {
          let line = Array(received[..<newline])
          received.removeSubrange(...newline)
          return try? JSONParser.parse(line)
        }
        let data = output.fileHandleForReading.availableData
        if data.isEmpty { return nil }
        received.append(contentsOf: data)
      }
    }

    func close() -> Int32 {
      try? input.fileHandleForWriting.close()
      _ = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return process.terminationStatus
    }
  }
}
