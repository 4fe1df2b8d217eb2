import NavJSON

/// A server→client notification waiting to be written.
public struct OutgoingNotification: Sendable, Hashable {
  /// A notification's params: an object, or the object's JSON text already written.
  public enum Params: Sendable, Hashable {
    /// An object the session serialises.
    case object(JSONObject)
    /// The text of the params object, copied into the notification as it is.
    case text(JSONText)
  }

  /// `window/logMessage`, `textDocument/publishDiagnostics`, …
  public var method: String
  /// Its params.
  public var params: Params

  /// A notification with an object of params.
  public init(method: String, params: JSONObject) {
    self.method = method
    self.params = .object(params)
  }

  /// A notification whose params object is already written as `text`.
  public init(method: String, text: JSONText) {
    self.method = method
    self.params = .text(text)
  }
}
