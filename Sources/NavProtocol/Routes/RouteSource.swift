/// Where a URL comes from, as far as matching is concerned: a custom scheme
/// (`kkbox:`), or an http(s) origin (`https://www.kkbox.com`).
struct RouteSource: Sendable, Hashable {
  /// The lowercased scheme.
  let scheme: String
  /// The lowercased host for http(s); `nil` for a custom scheme.
  let host: String?
  /// The port for http(s) when it is not the scheme's default.
  let port: Int?

  /// A custom-scheme source.
  init(customScheme scheme: String) {
    self.scheme = scheme
    host = nil
    port = nil
  }

  /// An http(s) origin; the default port (80 for http, 443 for https) is dropped.
  init(webScheme scheme: String, host: String, port: Int?) {
    self.scheme = scheme
    self.host = host
    self.port = port == Self.defaultPort(of: scheme) ? nil : port
  }

  /// Whether `scheme` is matched by origin (http and https).
  static func isWeb(_ scheme: String) -> Bool { scheme == "http" || scheme == "https" }

  /// 80 for http, 443 for https.
  static func defaultPort(of scheme: String) -> Int? {
    switch scheme {
    case "http": 80
    case "https": 443
    default: nil
    }
  }

  /// The text a URL of this source starts with, before its path:
  /// `kkbox://` or `https://www.kkbox.com` (no trailing slash).
  var prefix: String {
    guard let host else { return scheme + "://" }
    if let port { return "\(scheme)://\(host):\(port)" }
    return "\(scheme)://\(host)"
  }

  /// The canonical URL of the root: `kkbox://` or `https://www.kkbox.com/`.
  var rootURL: String { host == nil ? prefix : prefix + "/" }

  /// The canonical URL for already-encoded path segments and query text.
  func url(encodedSegments: [String], encodedQuery: String) -> String {
    var url = encodedSegments.isEmpty ? rootURL : prefix + (host == nil ? "" : "/")
    url += encodedSegments.joined(separator: "/")
    if !encodedQuery.isEmpty { url += "?" + encodedQuery }
    return url
  }
}
