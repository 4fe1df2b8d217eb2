import JSONRPC
import NavJSON
import NavProtocol

/// navd's method layer: per-client navigation state and every method of
/// docs/protocol.md §4–§9 (see docs/methods.md).
public struct NavigationMethodLayer: MethodLayer {
  /// Every client, by id.
  var clients: ClientRegistry

  /// Builds the layer; a `--path-configuration` file that is unreadable, not
  /// JSON or not a valid path configuration stops navd (exit status 2).
  public init(startup: SessionStartup<NavigationOptions>) throws {
    let cache = CompilationCache()
    var base = JSONObject()
    if let path = startup.options.pathConfigurationFile {
      let document = try PathConfigurationFile.read(path, maxDepth: startup.limits.maxDepth)
      if case .failure(let error) = cache.pathConfiguration(for: document) {
        throw StartupError("path configuration \(path) is invalid: \(error.description)")
      }
      base[ClientConfiguration.Field.pathConfiguration] = document
    }
    clients = ClientRegistry(limits: startup.options.limits, cache: cache, baseConfiguration: base)
  }

  /// Services with no client and no base configuration (no `--path-configuration`).
  init(limits: NavigationLimits) {
    clients = ClientRegistry(limits: limits, cache: CompilationCache(), baseConfiguration: JSONObject())
  }

  /// Services with no client yet that share `other`'s limits, compiled configurations and base
  /// configuration: the private world of a step runner (`compare`).
  init(sharingSetupOf other: NavigationMethodLayer) {
    clients = ClientRegistry(
      limits: other.clients.limits, cache: other.clients.cache, baseConfiguration: other.clients.baseConfiguration)
  }

  /// navd, speaking protocol version 1, with `models`: the Hotwire Native release it models per
  /// platform (docs/protocol.md §2).
  public static let serverInfo = ServerInfo(
    name: "navd", version: NavdVersion.current, protocolVersion: NavdVersion.protocolVersion,
    summary: "Headless Hotwire Native navigation over JSON-RPC 2.0 on stdio.",
    details: [
      "models": .object(
        JSONObject(NavdVersion.modelledHotwireNative.map { ($0.platform.rawValue, .string($0.release)) }))
    ])

  /// `initialize` makes the `default` client (docs/protocol.md §2).
  public static let initializeDocumentation = InitializeDocumentation(
    description: "Applies `configuration` to the `default` client. A second `initialize` is -32600.",
    capabilitiesSummary: "`notifications: true` asks for navigator/didChange and window/logMessage.",
    configurationSummary: "A client configuration (docs/protocol.md §4) for the `default` client.")

  /// Every method of docs/protocol.md §4–§8, each with its OpenRPC description.
  public static var methods: [MethodDescriptor<NavigationMethodLayer>] {
    ClientMethods.all + NavigatingMethods.all + StateMethods.all + AppActionMethods.all + DecisionMethods.all
      + PathConfigurationMethods.all + RouteTableMethods.all + CompareMethods.all + WebSideMethods.all
      + DeepLinkMethods.all
  }

  /// Creates the `default` client with `initialize`'s `configuration` (tabs start).
  /// A bad configuration fails `initialize` and creates nothing.
  public static func initialize(
    _ parameters: InitializeParameters, context: inout MethodContext<NavigationMethodLayer>
  ) throws {
    let id = ClientRegistry.defaultClientID
    try context.services.clients.checkRoom(for: id)
    let made = try context.services.clients.makeClient(
      id: id, configuration: parameters.configuration, path: "configuration")
    let starts = try made.client.loadTabs()
    context.services.clients.insert(made.client)
    context.notify(made.client, starts: starts)
    context.notifyWarnings(made.client, made.warnings.map(WireWarning.init))
  }
}
