import NavJSON

/// One step of a `compare` or `navd test` scenario (docs/protocol.md §11): a method of §5–§8 with its
/// params, written `{method, params?}` or as the shorthand `{"route": "<url or /path>", ...}`.
package struct Step: Sendable, Hashable {
  /// The method to call.
  package var method: String
  /// Its params (never a `client`).
  package var params: JSONObject
  /// The shorthand's URL or `/path`, which replaces `params.url` when the step runs; `nil` for `{method}`.
  package var shorthand: String?

  /// A step calling `method`.
  package init(method: String, params: JSONObject = JSONObject(), shorthand: String? = nil) {
    self.method = method
    self.params = params
    self.shorthand = shorthand
  }

  /// The step as JSON: `{method, params}`, or the shorthand `{route, ...params}`.
  package var jsonValue: JSONValue {
    guard let shorthand else { return .object(JSONObject([("method", .string(method)), ("params", .object(params))])) }
    var object = JSONObject([("route", .string(shorthand))])
    for (key, value) in params where key != "url" { object[key] = value }
    return .object(object)
  }

  /// Whether the shorthand is a path, which needs a start location (or tabs) to resolve.
  package var needsStartLocation: Bool {
    guard let shorthand else { return false }
    return StepDecoder.isPath(shorthand)
  }
}
