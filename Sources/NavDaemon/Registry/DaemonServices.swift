import NavProtocol

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

/// What the method layer gets at start-up.
public struct DaemonStartup: Sendable {
  /// The configured limits.
  public var limits: DaemonLimits
  /// `--path-configuration FILE`, if given: the default path configuration of every new client.
  public var pathConfigurationFile: String?
  /// The daemon's logger.
  public var logger: Logger

  /// Start-up values.
  public init(limits: DaemonLimits = DaemonLimits(), pathConfigurationFile: String? = nil, logger: Logger = .silent) {
    self.limits = limits
    self.pathConfigurationFile = pathConfigurationFile
    self.logger = logger
  }
}

/// A start-up failure with a message for stderr (for example an unreadable `--path-configuration` file).
public struct StartupError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message, without the `navd:` prefix.
  public var message: String

  /// A start-up failure.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
