import Foundation
import NavJSON

@testable import NavProtocol

/// Shared helpers for the Android platform's tests: navigators with
/// `"platform": "android"` on `https://app.example`.
enum AndroidFixture {
  /// The destination of a web screen.
  static let web = "hotwire://fragment/web"
  /// A web modal destination.
  static let webModal = "hotwire://fragment/web/modal"
  /// The default bottom-sheet dialog destination.
  static let sheet = "hotwire://fragment/web/modal/sheet"

  /// An Android path configuration from its JSON.
  static func pathConfiguration(_ json: JSONValue) -> PathConfiguration {
    do {
      return try PathConfiguration(json: json, platform: .android)
    } catch {
      fatalError("bad test path configuration: \(error)")
    }
  }

  /// An Android configuration on the app, with `rules` (none by default) and `tabs`.
  static func configuration(rules: [JSONValue] = [], tabs: [TabConfiguration] = []) -> NavigatorConfiguration {
    NavigatorConfiguration(
      platform: .android, startLocation: tabs.isEmpty ? Fixture.url("/") : nil,
      pathConfiguration: pathConfiguration(["rules": .array(rules)]), tabs: tabs)
  }

  /// An Android navigator with `main` and `modal` set directly (web entries; `nil` is unstamped).
  static func navigator(
    main: [String?] = [], modal: [String?] = [], rules: [JSONValue] = [],
    viewControllers: [String: String] = [:]
  ) throws -> Navigator {
    let navigator = Navigator(configuration: configuration(rules: rules))
    func spec(_ path: String?) -> EntrySpec {
      EntrySpec(viewController: path.flatMap { viewControllers[$0] } ?? web, routedLocation: path.map(Fixture.url))
    }
    try navigator.setStacks(main: main.map(spec), modal: modal.map(spec))
    return navigator
  }

  /// A rule with `patterns` and `properties`.
  static func rule(_ patterns: [String], _ properties: JSONObject) -> JSONValue {
    ["patterns": .array(patterns.map(JSONValue.string)), "properties": .object(properties)]
  }
}

extension NavigationOperation {
  /// `push(main)`, `replace(modal)`, `present`, `dismiss`, ...: the operation's name and stack.
  var summary: String {
    switch self {
    case .push(let stack, _, _), .pop(let stack, _, _), .replace(let stack, _, _), .setStack(let stack, _, _),
      .refresh(let stack, _):
      "\(name)(\(stack.rawValue))"
    case .present, .dismiss:
      name
    }
  }
}

extension Visit {
  /// `route:advance /x` — the reason, the action and the URL's path (with its query).
  var summary: String {
    let query = url.query(percentEncoded: true).map { "?" + $0 } ?? ""
    return "\(reason.rawValue):\(action.rawValue) \(url.path(percentEncoded: true))\(query)"
  }
}
