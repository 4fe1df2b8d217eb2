/// The method layer: the state navd keeps between calls and the methods that act on it.
///
/// The session is generic over its services, so calls into them are direct. A
/// conforming type (for example the navigation layer's `NavigationServices`)
/// provides:
/// - ``init(startup:)`` — built once before serving; load `--path-configuration`
///   here. A thrown error is printed to stderr and navd exits with status 2.
/// - ``methods`` — every method it serves besides the lifecycle ones
///   (`initialize`, `initialized`, `shutdown`, `exit`, `$/cancelRequest`, `rpc.discover`).
/// - ``initialize(_:context:)`` — the `initialize` hook: gets `configuration` and
///   `capabilities.notifications`. Throwing fails `initialize` with that error (the
///   server stays uninitialized), so validate before changing state.
public protocol DaemonServices {
  /// Creates the services before serving; throwing stops navd with status 2 and the error's description.
  init(startup: DaemonStartup) throws

  /// Every method served besides the lifecycle ones; names must be unique.
  static var methods: [MethodDescriptor<Self>] { get }

  /// Applies the `initialize` params; runs before the server counts as initialized.
  static func initialize(_ parameters: InitializeParameters, context: inout MethodContext<Self>) throws
}
