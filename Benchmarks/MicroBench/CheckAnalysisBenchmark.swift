import NavJSON
import NavProtocol

/// What `navd check` costs on a large path configuration: parsing with the source map,
/// the property checks and the automata analysis (neverMatches, overwrittenRule) of every
/// rule (issue 14: a 500-rule file in under 100 ms).
struct CheckAnalysisBenchmark {
  let ruleCounts: [Int]

  func run() -> [BenchRow] {
    var rows: [BenchRow] = []
    for count in ruleCounts {
      let bytes = Array(RealisticPathConfiguration.json(rules: count).jsonText.utf8)
      var findings = 0
      let nanoseconds = Stopwatch.nanosecondsPerOperation(iterations: 1, trials: 5) { repeats in
        for _ in 0..<repeats { findings = ConfigurationChecker.check(bytes: bytes).problems.count }
      }
      let milliseconds = nanoseconds / 1_000_000
      rows.append(
        BenchRow(
          "check, \(count) rules (\(findings) findings)", Format.fixed(milliseconds, 1) + " ms",
          target: count == 500 ? "< 100 ms" : "-", met: count != 500 || milliseconds < 100
        ).exported(as: "checkMillis\(count)Rules", milliseconds))
    }
    return rows
  }
}
