// In-process measurements of the NavProtocol library against the performance targets;
// see docs/performance.md for what each section measures and the latest figures.
import Foundation
import NavJSON
import NavProtocol

let options: BenchOptions
switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
  options = parsed
case .failure(let error):
  if let message = error.message { FileHandle.standardError.write(Data("navd-microbench: \(message)\n".utf8)) }
  print(BenchOptions.usage)
  exit(error.message == nil ? 0 : 2)
}

let scale = options.quick ? 1 : 10
var table = ResultTable()
print("navd-microbench\(options.quick ? " (quick)" : ""): medians of 5 runs; times are wall clock on a shared machine")

// Memory first, while the heap is still clean.
if options.runs("memory") {
  let clients = options.quick ? 2_000 : 10_000
  table.add(
    "Memory: \(clients) clients × 10 routed entries (VmRSS growth)",
    MemoryBenchmark(clients: clients, entriesPerClient: 10).run())
}
if options.runs("depth") {
  table.add(
    "Route cost vs stack depth (advance + pop)",
    RouteDepthBenchmark(depths: [10, 1_000, 10_000], iterations: 20_000 * scale).run())
}
if options.runs("path") {
  table.add(
    "Path configuration cost per route",
    PathConfigurationBenchmark(ruleCounts: [10, 100, 200], iterations: 2_000 * scale).run())
}
if options.runs("routes") {
  table.add("Typed route resolve, 1 000 routes", RouteTableBenchmark(iterations: 5_000 * scale).run())
}
if options.runs("explain") {
  table.add("Explaining: route and resolve with and without a trace", ExplainBenchmark(iterations: 2_000 * scale).run())
}
if options.runs("check") {
  table.add("navd check analysis (automata)", CheckAnalysisBenchmark(ruleCounts: [100, 500]).run())
}
if options.runs("diff") {
  table.add("navd diff (automata)", DiffBenchmark(ruleCount: 500).run())
}
if options.runs("json") {
  table.add("JSON per message", JSONMessageBenchmark(iterations: 20_000 * scale).run())
}
if options.runs("lsp") {
  table.add(
    "navd lsp: one keystroke on a large document (incremental didChange → publishDiagnostics)",
    LanguageServerBenchmark(ruleCounts: [200, 2_000], iterations: options.quick ? 4 : 20).run())
}
print(table.render())
print("")
print(table.allMet ? "all targets MET" : "some targets MISSED")
if options.json {
  // Last line, for Benchmarks/bench.py: {"indexedNanosPerResolve": …, "bytesPerEntry": …, …}.
  print(JSONValue.object(table.metrics).jsonText)
}
