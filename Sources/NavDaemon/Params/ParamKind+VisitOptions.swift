import JSONRPC
import NavJSON
import NavProtocol

extension ParamKind where Value == VisitOptions {
  /// `options`: `{action?, response?: {statusCode, redirected?, responseHTML?}}`, as Turbo sends them:
  /// other keys, in `options` and in `response`, are kept in the proposal and ignored (Hotwire
  /// decodes leniently); the known keys keep their types.
  static var visitOptions: ParamKind {
    ParamKind(
      schema: Schema.object(
        [
          ("action", WireSchemas.visitAction),
          (
            "response",
            Schema.object(
              [
                ("statusCode", Schema.integer()), ("redirected", Schema.boolean()),
                ("responseHTML", Schema.string()),
              ], required: ["statusCode"])
          ),
        ])
    ) { params, key throws(RPCError) in
      guard let options = try params.nested(key) else { return nil }
      let action = try options.enumeration("action", as: VisitAction.self) ?? .advance
      let unknown = Self.unknownMembers(of: options.object, known: ["action", "response"])
      guard let response = try options.nested("response") else { return VisitOptions(action: action, unknown: unknown) }
      guard let statusCode = try response.integer("statusCode") else {
        throw response.invalid("statusCode", JSONShapeIssue.required.message)
      }
      guard (100...999).contains(statusCode) else {
        throw response.invalid(
          "statusCode",
          JSONShapeIssue.wrongValue(expected: "an HTTP status code from 100 to 999", got: "\(statusCode)").message)
      }
      let redirected = try response.bool("redirected") ?? false
      let responseHTML = try response.string("responseHTML")
      return VisitOptions(
        action: action,
        response: VisitResponse(
          statusCode: Int(statusCode), redirected: redirected, responseHTML: responseHTML,
          unknown: Self.unknownMembers(of: response.object, known: ["statusCode", "redirected", "responseHTML"])),
        unknown: unknown)
    }
  }

  /// The members of `object` whose keys are not `known`, in order. Most options carry known keys
  /// only: that case is checked key by key without building anything.
  private static func unknownMembers(of object: JSONObject, known: [String]) -> JSONObject {
    guard object.contains(where: { !known.contains($0.key) }) else { return JSONObject() }
    return JSONObject(object.filter { !known.contains($0.key) }.map { ($0.key, $0.value) })
  }
}
