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
  /// A path configuration's JSON and the platform it is compiled for.
  private struct PathConfigurationKey: Hashable {
    var json: JSONValue
    var platform: Platform
  }

  private var pathConfigurations: [PathConfigurationKey: Result<PathConfiguration, PathConfigurationError>] = [:]
  private var routeTables: [JSONValue: Result<RouteTable, RouteTableError>] = [:]

  /// How many compilations actually ran (for tests of sharing).
  private(set) var compilations = 0

  /// A cache keeping at most `capacity` entries per map.
  init(capacity: Int = 256) {
    self.capacity = max(1, capacity)
  }

  /// The path configuration `json` compiles to for `platform`, compiling it on first use.
  func pathConfiguration(for json: JSONValue, platform: Platform = .default)
    -> Result<PathConfiguration, PathConfigurationError>
  {
    result(for: PathConfigurationKey(json: json, platform: platform), in: &pathConfigurations) { key in
      Result { () throws(PathConfigurationError) in try PathConfiguration(json: key.json, platform: key.platform) }
    }
  }

  /// The route table `json` (a `routes` array) compiles to, compiling it on first use.
  func routeTable(for json: JSONValue) -> Result<RouteTable, RouteTableError> {
    result(for: json, in: &routeTables) { json in
      Result { () throws(RouteTableError) in try RouteTable(json: json) }
    }
  }

  /// The cached result for `json` in `results`, else `compile(json)`, counted and stored (emptying a full map first).
  private func result<Key: Hashable, Value, Failure>(
    for key: Key, in results: inout [Key: Result<Value, Failure>], compile: (Key) -> Result<Value, Failure>
  ) -> Result<Value, Failure> {
    if let cached = results[key] { return cached }
    compilations += 1
    let result = compile(key)
    if results.count >= capacity { results.removeAll(keepingCapacity: true) }
    results[key] = result
    return result
  }
}
