import NavJSON

/// The server response a visit already has (for example after a form submission).
public struct VisitResponse: Sendable, Hashable {
  /// The HTTP status code.
  public var statusCode: Int
  /// Whether the response followed a redirect.
  public var redirected: Bool
  /// The response body, when there is one.
  public var responseHTML: String?
  /// Keys Turbo sends that navd keeps and ignores, in the order given.
  public var unknown: JSONObject

  /// A response with the given status, redirect flag and optional body.
  public init(statusCode: Int, redirected: Bool, responseHTML: String? = nil, unknown: JSONObject = JSONObject()) {
    self.statusCode = statusCode
    self.redirected = redirected
    self.responseHTML = responseHTML
    self.unknown = unknown
  }
}
