import NavJSON

/// A server→client notification waiting to be written.
public struct OutgoingNotification: Sendable, Hashable {
  /// `navigator/didChange`, `window/logMessage`, …
  public var method: String
  /// Its params.
  public var params: JSONObject

  /// A notification.
  public init(method: String, params: JSONObject) {
    self.method = method
    self.params = params
  }
}
