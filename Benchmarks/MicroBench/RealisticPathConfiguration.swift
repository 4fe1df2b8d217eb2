import NavJSON
import NavProtocol

/// Path-configuration JSON shaped like a real Hotwire app's: per resource a
/// `new` modal, an `edit` modal, a `show` screen with a custom view controller,
/// and a few query-string and historical-location rules.
enum RealisticPathConfiguration {
  /// The rule templates; `R` stands for a resource name.
  private static let templates: [(patterns: [String], properties: [(String, JSONValue)])] = [
    (["^/R/new$"], [("context", "modal"), ("pull_to_refresh_enabled", false)]),
    (["/R/[0-9]+/edit$"], [("context", "modal"), ("modal_style", "full")]),
    (["^/R/[0-9]+$"], [("view_controller", "R_detail")]),
    (["/R/[a-z0-9_-]+/preview$", "/R/[0-9]+/share$"], [("context", "modal"), ("modal_style", "medium")]),
    (["^/R(/.*)?\\?tab=[a-z]+"], [("presentation", "replace")]),
    (["/R/[0-9]+/comments/[0-9]+/replies/new$"], [("context", "modal"), ("animated", false)]),
    (["^/R/search"], [("query_string_presentation", "replace")]),
    (["/R/recede_historical_location"], [("presentation", "pop"), ("historical_location", true)]),
  ]

  /// A configuration JSON value with `count` rules.
  static func json(rules count: Int) -> JSONValue {
    var rules: [JSONValue] = []
    for index in 0..<count {
      let template = templates[index % templates.count]
      let resource = "resource\(index / templates.count)"
      let patterns = template.patterns.map { JSONValue.string($0.replacingOccurrences(of: "R", with: resource)) }
      let properties = template.properties.map { key, value in
        (key, value.stringValue.map { JSONValue.string($0.replacingOccurrences(of: "R", with: resource)) } ?? value)
      }
      rules.append(
        .object(JSONObject([("patterns", .array(patterns)), ("properties", .object(JSONObject(properties)))])))
    }
    return .object(JSONObject([("settings", .object(JSONObject())), ("rules", .array(rules))]))
  }

  /// URLs a session routes: a few hit rules, most are ordinary pages.
  static let routedPaths = [
    "/articles/42", "/resource0/new", "/feed?page=2", "/resource3/17/edit", "/users/7/profile",
    "/resource12/981", "/search?q=swift", "/resource5/4/comments/9/replies/new", "/about", "/resource1?tab=photos",
  ]
}

extension String {
  /// `self` with every `target` replaced by `replacement` (no Foundation needed).
  fileprivate func replacingOccurrences(of target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
