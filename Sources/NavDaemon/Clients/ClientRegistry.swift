import JSONRPC
import NavJSON
import NavProtocol

/// Every client of the daemon, by id, in the order they were created
/// (docs/protocol.md §4), with the configuration a new client starts from.
struct ClientRegistry {
  /// The id of the client that exists from `initialize` on.
  static let defaultClientID = "default"

  /// The limits (`--max-clients`, `--max-stack-entries`).
  let limits: DaemonLimits
  /// Compiled configurations shared between clients.
  let cache: CompilationCache
  /// The configuration fields every new client starts from (the
  /// `--path-configuration` file's rules); a client's own fields go over them.
  let baseConfiguration: JSONObject

  private var sessions: [String: ClientSession] = [:]
  private var order: [String] = []

  /// An empty registry.
  init(limits: DaemonLimits, cache: CompilationCache, baseConfiguration: JSONObject) {
    self.limits = limits
    self.cache = cache
    self.baseConfiguration = baseConfiguration
  }

  /// The ids, in creation order.
  var ids: [String] { order }
  /// How many clients exist.
  var count: Int { sessions.count }

  /// The client `id`, if it exists.
  func session(_ id: String) -> ClientSession? {
    sessions[id]
  }

  /// The decoder of configurations.
  var decoder: ConfigurationDecoder { ConfigurationDecoder(cache: cache) }

  /// The navigator limits of every client.
  var navigatorLimits: NavigatorLimits { NavigatorLimits(maxStackEntries: limits.maxStackEntries) }

  /// Builds a client with `configuration` (fields over the base configuration),
  /// without registering it. Throws `-32602`/`-32011` for a bad configuration.
  func makeSession(id: String, configuration: JSONObject?, path: String) throws(RPCError)
    -> (session: ClientSession, warnings: [PathConfigurationWarning])
  {
    let fields = ConfigurationDecoder.merge(configuration ?? JSONObject(), over: baseConfiguration)
    let decoded = try decoder.decode(fields, path: path)
    let session = ClientSession(id: id, configuration: decoded.configuration, limits: navigatorLimits)
    // Warnings belong to the request only when it gave the path configuration itself.
    let warnings = configuration?[ClientConfiguration.Field.pathConfiguration] != nil ? decoded.warnings : []
    return (session, warnings)
  }

  /// Checks that one more client fits (`-32012` `max-clients` otherwise); a
  /// client replacing an existing id always fits.
  func checkRoom(for id: String) throws(RPCError) {
    if sessions[id] == nil && sessions.count >= limits.maxClients {
      throw limits.reached(.maxClients)
    }
  }

  /// Registers `session`, replacing a client with the same id (which keeps its place in the order).
  mutating func insert(_ session: ClientSession) {
    if sessions.updateValue(session, forKey: session.id) == nil { order.append(session.id) }
  }

  /// Removes client `id`; returns whether it existed.
  @discardableResult
  mutating func remove(_ id: String) -> Bool {
    guard sessions.removeValue(forKey: id) != nil else { return false }
    if let index = order.firstIndex(of: id) { order.remove(at: index) }
    return true
  }

  /// The client `id`, created with the base configuration on first use.
  /// - Returns: the session and whether this call created it (so a failing
  ///   request can remove it again).
  mutating func sessionCreatingIfNeeded(_ id: String) throws(RPCError) -> (session: ClientSession, created: Bool) {
    if let existing = sessions[id] { return (existing, false) }
    try checkRoom(for: id)
    let session = try makeSession(id: id, configuration: nil, path: "configuration").session
    insert(session)
    return (session, true)
  }
}
