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
    if let cached = pathConfigurations[json] { return cached }
    compilations += 1
    let result = Result { () throws(PathConfigurationError) in try PathConfiguration(json: json) }
    if pathConfigurations.count >= capacity { pathConfigurations.removeAll(keepingCapacity: true) }
    pathConfigurations[json] = result
    return result
  }

  /// The route table `json` (a `routes` array) compiles to, compiling it on first use.
  func routeTable(for json: JSONValue) -> Result<RouteTable, RouteTableError> {
    if let cached = routeTables[json] { return cached }
    compilations += 1
    let result = Result { () throws(RouteTableError) in try RouteTable(json: json) }
    if routeTables.count >= capacity { routeTables.removeAll(keepingCapacity: true) }
    routeTables[json] = result
    return result
  }
}
