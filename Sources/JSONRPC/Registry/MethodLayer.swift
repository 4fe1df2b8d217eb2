import NavJSON

/// The method layer: the state navd keeps between calls and the methods that act on it.
///
/// The session is generic over its services, so calls into them are direct. A
/// conforming type (for example the navigation layer's `NavigationMethodLayer`)
/// provides:
/// - ``init(startup:)`` — built once before serving; load `--path-configuration`
///   here. A thrown error is printed to stderr and navd exits with status 2.
/// - ``methods`` — every method it serves besides the lifecycle ones
///   (`initialize`, `initialized`, `shutdown`, `exit`, `$/cancelRequest`, and `rpc.discover`
///   when ``servesDiscovery``).
/// - ``initialize(_:context:)`` — the `initialize` hook: gets `configuration` and
///   `capabilities.notifications`. Throwing fails `initialize` with that error (the
///   server stays uninitialized), so validate before changing state.
///
/// Three more have defaults that make the navd daemon (docs/protocol.md §2); another protocol
/// served by the same engine (the language server) overrides them:
/// - ``initializeResult(context:methodNames:)`` — the `result` of a successful `initialize`;
/// - ``servesDiscovery`` — whether `rpc.discover` is a method;
/// - ``didHandleRead(context:)`` — runs after each read's messages, to coalesce work.
public protocol MethodLayer {
  /// Creates the services before serving; throwing stops navd with status 2 and the error's description.
  init(startup: DaemonStartup) throws

  /// Every method served besides the lifecycle ones; names must be unique.
  static var methods: [MethodDescriptor<Self>] { get }

  /// Applies the `initialize` params; runs before the server counts as initialized.
  static func initialize(_ parameters: InitializeParameters, context: inout MethodContext<Self>) throws

  /// The `result` of a successful `initialize`, built after ``initialize(_:context:)`` ran;
  /// `methodNames` is every method served, lifecycle methods first.
  static func initializeResult(context: MethodContext<Self>, methodNames: [String]) -> JSONValue

  /// Whether the session serves `rpc.discover` (its OpenRPC document).
  static var servesDiscovery: Bool { get }

  /// Runs once after all the messages of one read were handled, while the session is initialized
  /// and running; notifications it queues are written then, after that read's responses.
  static func didHandleRead(context: inout MethodContext<Self>)
}

extension MethodLayer {
  /// navd's daemon result (docs/protocol.md §2): `serverInfo`, `protocolVersion`, and `capabilities`
  /// with `methods`, the session's `framing` and `batches: true`.
  public static func initializeResult(context: MethodContext<Self>, methodNames: [String]) -> JSONValue {
    [
      "serverInfo": ["name": "navd", "version": .string(NavdVersion.current)],
      "protocolVersion": .integer(Int64(NavdVersion.protocolVersion)),
      "capabilities": [
        "methods": .array(methodNames.map { .string($0) }),
        "framing": .string(context.framing?.rawValue ?? Framing.ndjson.rawValue),
        "batches": true,
      ],
    ]
  }

  /// `rpc.discover` is served.
  public static var servesDiscovery: Bool { true }

  /// Nothing happens after a read.
  public static func didHandleRead(context: inout MethodContext<Self>) {}
}
