import NavJSON

/// The method layer: the state a server keeps between calls and the methods that act on it.
///
/// The session is generic over its layer, so calls into it are direct. A conforming type
/// provides:
/// - ``Options`` — its own command-line options (``NoLayerOptions`` when it has none);
/// - ``init(startup:)`` — built once before serving; load the files its options name here.
///   A thrown error is printed to stderr and the server exits with status 2.
/// - ``serverInfo`` — who the server is (`initialize`'s `serverInfo`, the OpenRPC `info`, log lines).
/// - ``methods`` — every method it serves besides the lifecycle ones
///   (`initialize`, `initialized`, `shutdown`, `exit`, `$/cancelRequest`, and `rpc.discover`
///   when ``servesDiscovery``).
/// - ``initialize(_:context:)`` — the `initialize` hook: gets `configuration` and
///   `capabilities.notifications`. Throwing fails `initialize` with that error (the
///   server stays uninitialized), so validate before changing state.
///
/// Four more have defaults that make a JSON-RPC daemon (docs/protocol.md §2); a layer speaking
/// another protocol on the same engine (a language server) overrides them:
/// - ``initializeResult(context:methodNames:)`` — the `result` of a successful `initialize`;
/// - ``initializeDocumentation`` — what the OpenRPC document says `initialize` does;
/// - ``servesDiscovery`` — whether `rpc.discover` is a method;
/// - ``didHandleRead(context:)`` — runs after each read's messages, to coalesce work.
public protocol MethodLayer<Options>: SendableMetatype {
  /// The layer's own command-line options, handed to ``init(startup:)``.
  associatedtype Options: MethodLayerOptions = NoLayerOptions

  /// Creates the layer before serving; throwing stops the server with status 2 and the error's description.
  init(startup: SessionStartup<Options>) throws

  /// Who the server is.
  static var serverInfo: ServerInfo { get }

  /// Every method served besides the lifecycle ones; names must be unique.
  static var methods: [MethodDescriptor<Self>] { get }

  /// Applies the `initialize` params; runs before the server counts as initialized.
  static func initialize(_ parameters: InitializeParameters, context: inout MethodContext<Self>) throws

  /// The `result` of a successful `initialize`, built after ``initialize(_:context:)`` ran;
  /// `methodNames` is every method served, lifecycle methods first.
  static func initializeResult(context: MethodContext<Self>, methodNames: [String]) -> JSONValue

  /// What `initialize` does with its params, in the OpenRPC document.
  static var initializeDocumentation: InitializeDocumentation { get }

  /// Whether the session serves `rpc.discover` (its OpenRPC document).
  static var servesDiscovery: Bool { get }

  /// Runs once after all the messages of one read were handled, while the session is initialized
  /// and running; notifications it queues are written then, after that read's responses.
  static func didHandleRead(context: inout MethodContext<Self>)
}

extension MethodLayer {
  /// A JSON-RPC daemon's result (docs/protocol.md §2): `serverInfo` (with its ``ServerInfo/details``)
  /// and `protocolVersion` from ``serverInfo``, and `capabilities` with `methods`, the session's `framing` and `batches: true`.
  public static func initializeResult(context: MethodContext<Self>, methodNames: [String]) -> JSONValue {
    var info: JSONObject = ["name": .string(serverInfo.name), "version": .string(serverInfo.version)]
    for (key, value) in serverInfo.details { info[key] = value }
    var result: JSONObject = ["serverInfo": .object(info)]
    if let protocolVersion = serverInfo.protocolVersion { result["protocolVersion"] = .integer(Int64(protocolVersion)) }
    result["capabilities"] = [
      "methods": .array(methodNames.map { .string($0) }),
      "framing": .string(context.framing?.rawValue ?? Framing.ndjson.rawValue),
      "batches": true,
    ]
    return .object(result)
  }

  /// The engine's own words (``InitializeDocumentation/generic``).
  public static var initializeDocumentation: InitializeDocumentation { .generic }

  /// `rpc.discover` is served.
  public static var servesDiscovery: Bool { true }

  /// Nothing happens after a read.
  public static func didHandleRead(context: inout MethodContext<Self>) {}
}
