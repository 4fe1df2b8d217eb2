import Foundation
import NavJSON
import NavProtocol

/// Shared helpers for the navigator tests.
enum Fixture {
  static let origin = "https://app.example"

  /// `https://app.example` + `path`.
  static func url(_ path: String) -> URL {
    guard let url = URL(string: origin + path) else { fatalError("bad test URL \(path)") }
    return url
  }

  /// Any absolute URL string.
  static func absolute(_ string: String) -> URL {
    guard let url = URL(string: string) else { fatalError("bad test URL \(string)") }
    return url
  }

  /// A configuration whose start location is the app's root.
  static func configuration(startLocation: Bool = true) -> NavigatorConfiguration {
    NavigatorConfiguration(startLocation: startLocation ? url("/") : nil)
  }

  /// A navigator on the app, optionally with a tighter stack limit.
  static func navigator(maxStackEntries: Int = NavigatorLimits.defaultMaxStackEntries, startLocation: Bool = true)
    -> Navigator
  {
    Navigator(
      configuration: configuration(startLocation: startLocation),
      limits: NavigatorLimits(maxStackEntries: maxStackEntries))
  }

  /// A stamped web entry at `path`, or an unstamped one for `nil`.
  static func spec(_ path: String?, viewController: String = "web", modalDismissGesture: Bool = true) -> EntrySpec {
    EntrySpec(
      viewController: viewController, routedLocation: path.map(url), modalDismissGestureEnabled: modalDismissGesture)
  }

  /// A navigator with `main` (ids 1...) and `modal` (ids after main's) set directly.
  static func navigator(
    main: [String?], modal: [String?] = [], maxStackEntries: Int = NavigatorLimits.defaultMaxStackEntries
  ) throws -> Navigator {
    let navigator = Fixture.navigator(maxStackEntries: maxStackEntries)
    try navigator.setStacks(main: main.map { spec($0) }, modal: modal.map { spec($0) })
    return navigator
  }

  /// Path-configuration properties for a request.
  static func properties(
    context: Navigation.Context? = nil, presentation: Navigation.Presentation? = nil, animated: Bool? = nil,
    extra: [(String, JSONValue)] = []
  ) -> JSONObject {
    var object = JSONObject()
    if let context { object["context"] = .string(context.rawValue) }
    if let presentation { object["presentation"] = .string(presentation.rawValue) }
    if let animated { object["animated"] = .bool(animated) }
    for (key, value) in extra { object[key] = value }
    return object
  }

  /// A route request for `path` on the app.
  static func request(
    _ path: String, action: VisitAction = .advance, context: Navigation.Context? = nil,
    presentation: Navigation.Presentation? = nil, animated: Bool? = nil, extra: [(String, JSONValue)] = [],
    result: ProposalResult = .accept
  ) -> RouteRequest {
    RouteRequest(
      url: url(path), options: VisitOptions(action: action),
      properties: properties(context: context, presentation: presentation, animated: animated, extra: extra),
      proposalResult: result)
  }
}

extension EntryStack {
  /// Each entry's stamp as a path (with its query), `nil` when unstamped.
  var paths: [String?] {
    map { entry in
      entry.routedLocation.map { url in
        url.path(percentEncoded: true) + (url.query(percentEncoded: true).map { "?" + $0 } ?? "")
      }
    }
  }
}
