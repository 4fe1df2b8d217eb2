#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A Turbo form submission and what the server answered (docs/web-side.md, Form submissions).
public struct FormSubmission: Sendable, Hashable {
  /// The form's HTTP method.
  public enum Method: String, Sendable, Hashable, CaseIterable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"

    /// Whether the method is safe (Turbo's `isSafe`: only `GET` here).
    public var isSafe: Bool { self == .get }
  }

  /// The method.
  public var method: Method
  /// The final response's HTTP status.
  public var statusCode: Int
  /// The final URL, after redirects.
  public var url: URL
  /// Whether the request was redirected.
  public var redirected: Bool
  /// Whether the response is HTML (a 204, a Turbo Stream or another type is not).
  public var html: Bool
  /// The submitter's (or form's) `data-turbo-action`, if any.
  public var submitterAction: VisitAction?

  /// A submission.
  public init(
    method: Method, statusCode: Int, url: URL, redirected: Bool = false, html: Bool = true,
    submitterAction: VisitAction? = nil
  ) {
    self.method = method
    self.statusCode = statusCode
    self.url = url
    self.redirected = redirected
    self.html = html
    self.submitterAction = submitterAction
  }
}

/// What Turbo did with a form submission's response.
public enum FormOutcome: String, Sendable, Hashable, CaseIterable {
  /// A proposal to the final URL.
  case proposed
  /// A 4xx/5xx (or other unsuccessful) HTML response rendered in place: no proposal.
  case renderedInPlace
  /// A non-GET `200` that was not redirected: "Form responses must redirect to another location".
  case mustRedirect
  /// No HTML to render: nothing happens.
  case noHTML

  /// Why, for people.
  public var reason: String {
    switch self {
    case .proposed: "a successful HTML response is proposed as a visit to the final URL"
    case .renderedInPlace: "an unsuccessful HTML response is rendered in place, without a proposal"
    case .mustRedirect: "a non-GET 200 that was not redirected is Turbo's \"Form responses must redirect\" error"
    case .noHTML: "a response without HTML proposes and renders nothing"
    }
  }
}

/// What a form submission did: Turbo's outcome, the proposal's action, and the proposal's route.
public struct FormSubmissionOutcome: Sendable, Hashable {
  /// Turbo's outcome.
  public var outcome: FormOutcome
  /// The proposal's action (`proposed` only).
  public var action: VisitAction?
  /// Why that action (`proposed` only), for people.
  public var actionReason: String?
  /// What the proposal did (`proposed` only).
  public var proposal: RouteOutcome?
  /// What the submission alone did (the snapshot clearing, for the other outcomes).
  public var outcomeWithoutProposal: NavigationOutcome
}
