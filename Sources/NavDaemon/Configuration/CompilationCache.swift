import NavJSON
import NavProtocol

/// Compiled path configurations and route tables, keyed by their JSON, so
/// identical configurations compile once (regexes included) and every client
/// using one shares the same immutable value.
///
/// Failures are cached too: resending the same bad configuration costs a lookup.
/// Each map holds at most ``capacity`` entries; when one is full it is emptied
/// before the next insertion (values already handed out stay valid and shared).
final class CompilationCache {
  /// The most entries kept per map.
  let capacity: Int
  private var pathConfigurations: [JSONValue: Result<PathConfiguration, PathConfigurationError>] = [:]
  private var routeTables: [JSONValue: Result<RouteTable, RouteTableError>] = [:]

  /// How many compilations actually ran (for tests of sharing).
  private(set) var compilations = 0

  /// A cache keeping at most `capacity` entries per map.
  init(capacity: Int = 256) {
    self.capacity = max(1, capacity)
  }

  /// The path configuration `json` compiles to, compiling it on first use.
  func pathConfiguration(for json: JSONValue) -> Result<PathConfiguration, PathConfigurationError> {
    result(for: json, in: &pathConfigurations) { json in
      Result { () throws(PathConfigurationError) in try PathConfiguration(json: json) }
    }
  }

  /// The route table `json` (a `routes` array) compiles to, compiling it on first use.
  func routeTable(for json: JSONValue) -> Result<RouteTable, RouteTableError> {
    result(for: json, in: &routeTables) { json in
      Result { () throws(RouteTableError) in try RouteTable(json: json) }
    }
  }

  /// The cached result for `json` in `results`, else `compile(json)`, counted and stored (emptying a full map first).
  private func result<Value, Failure>(
    for json: JSONValue, in results: inout [JSONValue: Result<Value, Failure>],
    compile: (JSONValue) -> Result<Value, Failure>
  ) -> Result<Value, Failure> {
    if let cached = results[json] { return cached }
    compilations += 1
    let result = compile(json)
    if results.count >= capacity { results.removeAll(keepingCapacity: true) }
    results[json] = result
    return result
  }
}
