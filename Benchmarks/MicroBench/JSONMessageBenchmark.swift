import Foundation
import NavJSON
import NavProtocol

/// Parse and serialize cost of typical daemon messages with NavProtocol's JSON,
/// next to Foundation's `JSONSerialization` for scale.
struct JSONMessageBenchmark {
  let iterations: Int

  /// A pipelined `route` request as a test harness sends it.
  static let routeRequest = #"""
    {"jsonrpc":"2.0","id":1742,"method":"route","params":{"client":"client-42","url":"https://app.example/articles/42/comments?page=2","options":{"action":"advance"},"state":false}}
    """#

  /// A response whose result is a `state` with 10 main entries (docs/protocol.md §6).
  static var stateResponse: String {
    let entries = (1...10).map { id in
      let url = "https://app.example/clients/42/articles/\(id)"
      return
        #"{"id":\#(id),"viewController":"web","visitable":true,"routedLocation":"\#(url)","currentURL":"\#(url)","pullToRefreshEnabled":true,"modalDismissGestureEnabled":true}"#
    }
    return
      #"{"jsonrpc":"2.0","id":1742,"result":{"client":"client-42","startLocation":"https://app.example/","activeTab":null,"tabs":[],"main":["#
      + entries.joined(separator: ",")
      + #"],"modal":[],"presented":false,"modalStyle":null,"activeStack":"main","currentVisitableURL":"https://app.example/clients/42/articles/10"}}"#
  }

  func run() -> [BenchRow] {
    var rows: [BenchRow] = []
    for (name, text) in [("route request", Self.routeRequest), ("state result, 10 entries", Self.stateResponse)] {
      rows += measure(name, bytes: Array(text.utf8))
    }
    return rows
  }

  private func measure(_ name: String, bytes: [UInt8]) -> [BenchRow] {
    guard let value = try? JSONParser.parse(bytes) else {
      return [BenchRow(name, "unparsable", target: "parses", met: false)]
    }
    var sink = 0
    let parse = Stopwatch.nanosecondsPerOperation(iterations: iterations) { count in
      var parser = JSONParser()
      for _ in 0..<count {
        if case .object(let object)? = try? parser.parse(bytes) { sink &+= object.count }
      }
    }
    var buffer: [UInt8] = []
    buffer.reserveCapacity(bytes.count * 2)
    let write = Stopwatch.nanosecondsPerOperation(iterations: iterations) { count in
      for _ in 0..<count {
        buffer.removeAll(keepingCapacity: true)
        JSONWriter.append(value, to: &buffer)
      }
    }
    let roundTrips = buffer == bytes
    let data = Data(bytes)
    let foundationParse = Stopwatch.nanosecondsPerOperation(iterations: max(1, iterations / 4)) { count in
      for _ in 0..<count {
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] { sink &+= object.count }
      }
    }
    withExtendedLifetime(sink) {}
    return [
      BenchRow(info: "\(name): bytes", "\(bytes.count) B"),
      BenchRow(info: "\(name): parse", Format.nanoseconds(parse)),
      BenchRow(info: "\(name): serialize", Format.nanoseconds(write), note: roundTrips ? "byte-identical" : "differs"),
      BenchRow(info: "\(name): parse+serialize", Format.nanoseconds(parse + write)),
      BenchRow(info: "\(name): Foundation parse", Format.nanoseconds(foundationParse), note: "JSONSerialization"),
    ]
  }
}
