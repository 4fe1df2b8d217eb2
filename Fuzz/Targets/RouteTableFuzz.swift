import NavJSON
import NavProtocol

/// The route-table builder and resolver, on generated tables and URLs.
///
/// The first byte chooses how the table is made: odd → the input up to a NUL is a
/// JSON `routes` array as written; even → a table is assembled from pattern pieces
/// the bytes pick (schemes, literals, every parameter type, catch-alls, query
/// parameters), which reaches the builder's ambiguity checks far more often than
/// raw text. URLs follow: NUL-separated text, plus URLs assembled from the same pieces.
///
/// Invariants: building and resolving never trap; a rejected table lists problems;
/// the trie resolver agrees with the linear scan; for every matched URL,
/// `print(name, params)` succeeds and equals `canonicalURL`, and resolving the
/// canonical URL gives back the same route and params with the same canonical URL.
/// The one documented exception (docs/routes.md, Printing): when another route takes
/// the matched pattern's rendering, `print` may fail or give the params back only with an
/// added default; then, in a table of that route alone, the URL must resolve to the same
/// params and print back exactly (within one route the table check guarantees it).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRouteTable(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let table: RouteTable
  var urls: [String] = []
  if input.byte() & 1 == 1 {
    guard let json = try? JSONParser.parse(input.bytes(upTo: 0)) else { return 0 }
    do {
      table = try RouteTable(json: json)
    } catch {
      fuzzCheck(!error.problems.isEmpty, "a rejected table without problems")
      return 0
    }
  } else {
    let routeCount = 1 + input.index(below: 5)
    var definitions: [RouteDefinition] = []
    for route in 0..<routeCount {
      let patterns = (0...input.index(below: 2)).map { _ in RoutePieces.pattern(&input) }
      definitions.append(RouteDefinition(name: "r\(route)", patterns: patterns))
    }
    do {
      table = try RouteTable(definitions)
    } catch {
      fuzzCheck(!error.problems.isEmpty, "a rejected table without problems")
      return 0
    }
    for _ in 0..<(1 + input.index(below: 6)) { urls.append(RoutePieces.url(&input)) }
  }
  while !input.isExhausted && urls.count < 12 {
    urls.append(String(decoding: input.bytes(upTo: 0), as: UTF8.self))
  }
  for url in urls { check(table, url) }
  return 0
}

private func check(_ table: RouteTable, _ url: String) {
  let resolution = table.resolve(url)
  fuzzCheck(resolution == table.resolveByLinearScan(url), "trie and linear scan disagree on \(url)")
  guard let route = resolution.route else { return }
  if let printed = try? table.print(name: route.name, params: route.params) {
    fuzzCheck(printed == route.canonicalURL, "print gave \(printed), canonicalURL is \(route.canonicalURL)")
    guard let again = table.resolve(printed).route else {
      fuzzCheck(false, "canonical URL \(printed) of \(url) does not resolve")
      return
    }
    fuzzCheck(again.canonicalURL == printed, "canonical URL \(printed) is not a fixed point")
    if again.name == route.name && again.params == route.params { return }
  }
  // The round trip fails. That is only allowed when other routes cause it (docs/routes.md,
  // Printing): in a table of this route alone the URL resolves through the same pattern, so it
  // must print there and come back. (A route alone may be rejected when the other routes hid a
  // shadow within it from every example the check built; nothing is asserted then.)
  guard let definition = table.routes.first(where: { $0.name == route.name }),
    let alone = try? RouteTable([definition])
  else { return }
  let own = alone.resolve(url).route
  let printedAlone = try? alone.print(name: route.name, params: route.params)
  fuzzCheck(
    own?.params == route.params && printedAlone.flatMap { alone.resolve($0).route?.params } == route.params,
    "\(url) → \(route.name) \(route.params), which does not print back even in a table of that route alone "
      + "(\(printedAlone ?? "print fails")); table \(table.routes)")
}

/// Building blocks for patterns and URLs that tend to overlap.
private enum RoutePieces {
  static let origins = ["kkbox://", "https://app.example/", "myapp:///", "HTTPS://App.Example:443/"]
  static let literals = ["album", "a", "b", "song", "tw", "x", "007", "7", "-1", "%41", "caf%C3%A9", "é"]
  static let placeholders = [
    "{id}", "{id:int}", "{id:digits}", "{id:uuid}", "{kind:(album|song)}", "{kind:(a|b|7)}", "{n:int}", "{s}",
  ]
  static let queries = [
    "q={q}", "type={type:(song|album)=song}", "src=app", "n={n:int?}", "p={p:int=1}", "d={d:digits?}",
  ]
  static let values = [
    "album", "a", "b", "7", "007", "-3", "+4", "9223372036854775808", "123e4567-e89b-12d3-a456-426614174000",
    "123E4567-E89B-12D3-A456-426614174000", "%20", "x%2Fy", "caf%C3%A9", "é", "", ".", "..", "song",
  ]

  static func pattern(_ input: inout FuzzInput) -> String {
    var text = input.pick(origins)
    var segments: [String] = []
    for _ in 0..<input.index(below: 4) {
      segments.append(input.bool() ? input.pick(literals) : input.pick(placeholders))
    }
    if input.index(below: 4) == 0 { segments.append(input.bool() ? "{*rest}" : "{*rest?}") }
    text += segments.joined(separator: "/")
    let queryCount = input.index(below: 3)
    if queryCount > 0 {
      text += "?" + (0..<queryCount).map { _ in input.pick(queries) }.joined(separator: "&")
    }
    return text
  }

  static func url(_ input: inout FuzzInput) -> String {
    var text = input.pick(origins)
    text += (0..<input.index(below: 5)).map { _ in input.bool() ? input.pick(literals) : input.pick(values) }
      .joined(separator: "/")
    let queryCount = input.index(below: 4)
    if queryCount > 0 {
      let keys = ["q", "type", "src", "n", "p", "d", "other"]
      text += "?" + (0..<queryCount).map { _ in input.pick(keys) + "=" + input.pick(values) }.joined(separator: "&")
    }
    if input.index(below: 8) == 0 { text += "#frag" }
    return text
  }
}
