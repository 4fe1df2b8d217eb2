/// What `rpc.discover` says about one method: name, summary, params and result.
///
/// A method with `result == nil` is a notification (the client sends it without
/// an id); OpenRPC has no notion of notifications, so it is described without a
/// result and marked with the extension `"x-notification": true`.
public struct MethodDocumentation: Sendable, Hashable {
  /// The method name on the wire.
  public var name: String
  /// One line on what it does.
  public var summary: String
  /// Longer explanation (GitHub-flavoured Markdown), if any.
  public var description: String?
  /// Its named parameters, in documentation order.
  public var params: [ParamDescriptor]
  /// Its result; `nil` for a notification.
  public var result: ResultDescriptor?

  /// A method description.
  public init(
    name: String, summary: String, description: String? = nil, params: [ParamDescriptor] = [],
    result: ResultDescriptor?
  ) {
    self.name = name
    self.summary = summary
    self.description = description
    self.params = params
    self.result = result
  }

  /// Whether this describes a client→server notification.
  public var isNotification: Bool { result == nil }
}
