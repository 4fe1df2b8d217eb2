import JSONRPC
import NavJSON
import NavProtocol

/// Every client of the daemon, by id, in the order they were created
/// (docs/protocol.md §4), with the configuration a new client starts from.
struct ClientRegistry {
  /// The id of the client that exists from `initialize` on.
  static let defaultClientID = "default"

  /// The limits (`--max-clients`, `--max-stack-entries`).
  let limits: NavigationLimits
  /// Compiled configurations shared between clients.
  let cache: CompilationCache
  /// The configuration fields every new client starts from (the
  /// `--path-configuration` file's rules); a client's own fields go over them.
  let baseConfiguration: JSONObject

  private var clients: [String: Client] = [:]
  private var order: [String] = []

  /// An empty registry.
  init(limits: NavigationLimits, cache: CompilationCache, baseConfiguration: JSONObject) {
    self.limits = limits
    self.cache = cache
    self.baseConfiguration = baseConfiguration
  }

  /// The ids, in creation order.
  var ids: [String] { order }
  /// How many clients exist.
  var count: Int { clients.count }

  /// The client `id`, if it exists.
  func client(_ id: String) -> Client? {
    clients[id]
  }

  /// The decoder of configurations.
  var decoder: ConfigurationDecoder { ConfigurationDecoder(cache: cache) }

  /// The navigator limits of every client.
  var navigatorLimits: NavigatorLimits { NavigatorLimits(maxStackEntries: limits.maxStackEntries) }

  /// Builds a client with `configuration` (fields over the base configuration),
  /// without registering it. Throws `-32602`/`-32011` for a bad configuration.
  func makeClient(id: String, configuration: JSONObject?, path: String) throws(RPCError)
    -> (client: Client, warnings: [PathConfigurationWarning])
  {
    let fields = ConfigurationDecoder.merge(configuration ?? JSONObject(), over: baseConfiguration)
    let decoded = try decoder.decode(fields, path: path)
    let client = Client(id: id, configuration: decoded.configuration, limits: navigatorLimits)
    // Warnings belong to the request only when it gave the path configuration itself.
    let warnings = configuration?[ClientConfiguration.Field.pathConfiguration] != nil ? decoded.warnings : []
    return (client, warnings)
  }

  /// Checks that one more client fits (`-32012` `max-clients` otherwise); a
  /// client replacing an existing id always fits.
  func checkRoom(for id: String) throws(RPCError) {
    if clients[id] == nil && clients.count >= limits.maxClients {
      throw limits.reached(.maxClients)
    }
  }

  /// Registers `client`, replacing a client with the same id (which keeps its place in the order).
  mutating func insert(_ client: Client) {
    if clients.updateValue(client, forKey: client.id) == nil { order.append(client.id) }
  }

  /// Removes client `id`; returns whether it existed.
  @discardableResult
  mutating func remove(_ id: String) -> Bool {
    guard clients.removeValue(forKey: id) != nil else { return false }
    if let index = order.firstIndex(of: id) { order.remove(at: index) }
    return true
  }

  /// The client `id`, created with the base configuration on first use.
  /// - Returns: the client and whether this call created it (so a failing
  ///   request can remove it again).
  mutating func clientCreatingIfNeeded(_ id: String) throws(RPCError) -> (client: Client, created: Bool) {
    if let existing = clients[id] { return (existing, false) }
    try checkRoom(for: id)
    let client = try makeClient(id: id, configuration: nil, path: "configuration").client
    insert(client)
    return (client, true)
  }
}
