import NavProtocol

/// Typed-route resolve against a 1 000-route table, through the index and by
/// trying every pattern in turn (the target: the index at least 10× faster).
struct RouteTableBenchmark {
  let iterations: Int

  static let routeCount = 1_000
  static let speedupTarget = 10.0

  /// Route `index`'s patterns: five shapes (custom scheme, typed query, universal
  /// link with enums, uuid, catch-all), each with its own literal so none overlap.
  static func patterns(of index: Int) -> [String] {
    switch index % 5 {
    case 0: ["kkbox://r\(index)/{id:digits}"]
    case 1: ["kkbox://r\(index)/{id:int}/tracks?page={page:int=1}&sort={sort:(new|old)?}"]
    case 2:
      [
        "kkbox://r\(index)/{id:digits}",
        "https://www.kkbox.com/{region:(tw|hk|jp)}/{lang:(tc|en)}/r\(index)/{id:digits}",
      ]
    case 3: ["kkbox://library/r\(index)/{item:uuid}"]
    default: ["kkbox://help/r\(index)/{*topic}"]
    }
  }

  /// URLs spread over the table (early, middle and late routes) plus misses.
  static func urls() -> [String] {
    var urls: [String] = []
    for index in stride(from: 7, to: routeCount, by: 97) {
      switch index % 5 {
      case 0: urls.append("kkbox://r\(index)/3345678")
      case 1: urls.append("kkbox://r\(index)/42/tracks?page=3")
      case 2: urls.append("https://www.kkbox.com/tw/tc/r\(index)/3345678")
      case 3: urls.append("kkbox://library/r\(index)/0f8fad5b-d9cb-469f-a165-70867728950e")
      default: urls.append("kkbox://help/r\(index)/faq/billing")
      }
    }
    urls += ["kkbox://r9999/1", "kkbox://r10/not-digits", "https://www.kkbox.com/us/tc/r2/1", "myapp://r1/2"]
    return urls
  }

  func run() -> [BenchRow] {
    let definitions = (0..<Self.routeCount).map { RouteDefinition(name: "route\($0)", patterns: Self.patterns(of: $0)) }
    let table: RouteTable
    do {
      table = try RouteTable(definitions)
    } catch {
      return [BenchRow("1 000-route table", "rejected", target: "valid", met: false)]
    }
    let urls = Self.urls()
    let agree = urls.allSatisfy { table.resolve($0) == table.resolveByLinearScan($0) }
    let matched = urls.filter { table.resolve($0).route != nil }.count
    var sink = 0
    let indexed = Stopwatch.nanosecondsPerOperation(iterations: iterations) { count in
      for index in 0..<count { sink &+= table.resolve(urls[index % urls.count]).name.utf8.count }
    }
    let linear = Stopwatch.nanosecondsPerOperation(iterations: max(1, iterations / 50), trials: 3) { count in
      for index in 0..<count { sink &+= table.resolveByLinearScan(urls[index % urls.count]).name.utf8.count }
    }
    withExtendedLifetime(sink) {}
    let ratio = linear / indexed
    return [
      BenchRow(info: "URLs resolved (matched)", "\(urls.count) (\(matched))"),
      BenchRow("index and linear scan agree", agree ? "yes" : "no", target: "agree", met: agree),
      BenchRow(info: "resolve (index)", Format.nanoseconds(indexed), note: "per URL")
        .exported(as: "indexedNanosPerResolve", indexed),
      BenchRow(info: "resolveByLinearScan", Format.nanoseconds(linear), note: "per URL")
        .exported(as: "linearNanosPerResolve", linear),
      BenchRow(
        "index speed-up", Format.fixed(ratio, 1) + "×", target: "≥ \(Int(Self.speedupTarget))×",
        met: ratio >= Self.speedupTarget
      ).exported(as: "resolveSpeedup", ratio),
    ]
  }
}
