import NavJSON

/// What a method handler works with: the method layer's state, the engine's limits,
/// the logger, and an outbox for server→client notifications.
///
/// Notifications queued while a request runs are written, in order, just before
/// that request's response (so a client has them by the time the response
/// arrives); if the handler throws they are discarded.
public struct MethodContext<Services: MethodLayer> {
  /// The method layer's state.
  public var services: Services
  /// The engine's configured limits (a layer keeps its own in its state).
  public let limits: MessageLimits
  /// The server's logger (stderr).
  public let logger: Logger
  /// The framing of the session; known before the first call runs.
  public internal(set) var framing: Framing?
  /// `capabilities.notifications` from `initialize` (`false` until then and when absent).
  public internal(set) var notificationsRequested = false
  /// Notifications queued by the running call.
  public internal(set) var outbox: [OutgoingNotification] = []

  /// A context for `services` outside a session: for running a layer's methods in-process (a step
  /// runner); no framing, no notifications requested, an empty outbox.
  package init(services: Services, limits: MessageLimits, logger: Logger) {
    self.services = services
    self.limits = limits
    self.logger = logger
    outbox.reserveCapacity(8)
  }

  /// Queues a server→client notification, written before the current call's response.
  public mutating func sendNotification(_ method: String, params: JSONObject) {
    outbox.append(OutgoingNotification(method: method, params: params))
  }

  /// Queues a server→client notification whose params object is already written as `text` (it must
  /// be one JSON object), written before the current call's response.
  public mutating func sendNotification(_ method: String, text: JSONText) {
    outbox.append(OutgoingNotification(method: method, text: text))
  }
}
