import JSONRPC
import NavJSON
import NavProtocol

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `session/formSubmitted` (docs/web-side.md): a Turbo form submission and what the server answered.
struct FormSubmittedParams: MethodParams {
  /// The final response of a submission; `url` is absolute or a path (resolved against the start
  /// location when the method runs).
  struct Response {
    /// The HTTP status.
    let statusCode: Int
    /// The final URL as written: absolute, or a path starting with `/`.
    let url: String
    /// The URL when it was absolute.
    let absoluteURL: URL?
    /// Whether the request was redirected.
    let redirected: Bool
    /// Whether the response is HTML.
    let html: Bool
  }

  static let method = RequiredParam(
    "method", methodKind, summary: "the form's method: GET, POST, PUT, PATCH or DELETE (any case)")
  static let response = RequiredParam(
    "response", responseKind,
    summary: "{statusCode, url, redirected?, html?}: the final response (url absolute or a path)")
  static let submitterAction = Param(
    "submitterAction", .enumeration(of: VisitAction.self), summary: "the submitter's data-turbo-action, if any")
  static var declared: [any DeclaredParam] {
    [
      CommonParams.client, CommonParams.tab, method, response, WebSideParams.session, submitterAction,
      CommonParams.state, CommonParams.explain,
    ]
  }

  /// The form's method.
  let method: FormSubmission.Method
  /// The final response.
  let response: Response
  /// The session the form is in, `nil` for the active stack's.
  let session: StackKind?
  /// The submitter's `data-turbo-action`.
  let submitterAction: VisitAction?
  /// The tab, `nil` for the active one.
  let tab: String?
  /// Whether the result carries `state`.
  let wantsState: Bool
  /// Whether the result carries `explanation`.
  let explain: Bool
  /// The client id.
  let client: String

  init(_ params: ParamReader) throws(RPCError) {
    method = try params.read(Self.method)
    response = try params.read(Self.response)
    session = try params.read(WebSideParams.session)
    submitterAction = try params.read(Self.submitterAction)
    tab = try params.read(CommonParams.tab)
    wantsState = try params.read(CommonParams.state)
    explain = try params.read(CommonParams.explain)
    client = try params.read(CommonParams.client)
  }

  /// The submission, its path URL resolved against `startLocation`.
  /// - Throws: `-32602` naming `response.url` when it is a path and there is no start location.
  func submission(startLocation: URL?) throws(RPCError) -> FormSubmission {
    let url: URL
    if let absolute = response.absoluteURL {
      url = absolute
    } else if let startLocation, let resolved = URL(string: response.url, relativeTo: startLocation)?.absoluteURL {
      url = resolved
    } else {
      throw .invalidParams(
        field: "response.url", reason: "is a path, and there is no start location to resolve it against")
    }
    return FormSubmission(
      method: method, statusCode: response.statusCode, url: url, redirected: response.redirected,
      html: response.html, submitterAction: submitterAction)
  }

  /// `method`: one of the five methods, any case.
  private static let methodKind = ParamKind<FormSubmission.Method>(
    schema: Schema.enumeration(
      FormSubmission.Method.allCases.map(\.rawValue), "case-insensitive")
  ) { params, key throws(RPCError) in
    guard let name = try params.string(key) else { return nil }
    guard let method = FormSubmission.Method(rawValue: name.uppercased()) else {
      throw params.invalid(
        key,
        JSONShapeIssue.wrongValue(
          expected: JSONShapeIssue.choices(FormSubmission.Method.allCases.map(\.rawValue)), got: "\"\(name)\""
        ).message)
    }
    return method
  }

  /// `response`: `{statusCode (200–599), url, redirected?, html?}`, no other keys.
  private static let responseKind = ParamKind<Response>(
    schema: Schema.object(
      [
        ("statusCode", Schema.withMembers(Schema.integer("the final status"), ("minimum", 200), ("maximum", 599))),
        (
          "url",
          Schema.withMembers(
            Schema.string("the final URL after redirects: absolute, or a path"), ("examples", ["/posts/1"]))
        ),
        ("redirected", Schema.boolean("default false")), ("html", Schema.boolean("default true")),
      ], required: ["statusCode", "url"], additional: false)
  ) { params, key throws(RPCError) in
    guard let response = try params.nested(key) else { return nil }
    try response.rejectUnknownKeys(allowed: ["statusCode", "url", "redirected", "html"])
    let statusCode = try response.requiredInteger("statusCode")
    guard (200...599).contains(statusCode) else {
      throw response.invalid(
        "statusCode",
        JSONShapeIssue.wrongValue(expected: "a final HTTP status from 200 to 599", got: "\(statusCode)").message)
    }
    let url = try response.requiredString("url")
    let absolute = AbsoluteURL.parse(url)
    if absolute == nil && !(url.hasPrefix("/") && URL(string: url) != nil) {
      throw response.invalid(
        "url",
        JSONShapeIssue.wrongValue(expected: "an absolute URL or a path starting with /", got: "\"\(url)\"").message)
    }
    return Response(
      statusCode: Int(statusCode), url: url, absoluteURL: absolute,
      redirected: try response.bool("redirected") ?? false, html: try response.bool("html") ?? true)
  }
}
