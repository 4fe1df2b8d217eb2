#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension URL {
  /// The lowercased host, for host comparisons; `nil` when the URL has none.
  var comparableHost: String? { host()?.lowercased() }

  /// The lowercased scheme; `nil` when the URL has none.
  var comparableScheme: String? { scheme?.lowercased() }

  /// Whether the scheme is `http` or `https` (case-insensitively).
  var isWebURL: Bool { comparableScheme == "http" || comparableScheme == "https" }

  /// `scheme://host[:port]/` with scheme and host lowercased, for an http(s)
  /// URL with a host; `nil` otherwise. This is the start location `route`
  /// adopts when none is configured.
  public var webOrigin: URL? { origin(lowercasingHost: true) }

  /// ``webOrigin`` with the host as written (Android compares hosts exactly, so
  /// the start location it adopts keeps the host's case).
  public var webOriginKeepingHost: URL? { origin(lowercasingHost: false) }

  private func origin(lowercasingHost: Bool) -> URL? {
    guard isWebURL, let scheme = comparableScheme,
      let components = URLComponents(url: self, resolvingAgainstBaseURL: false),
      let host = components.percentEncodedHost, !host.isEmpty
    else { return nil }
    let port = components.port.map { ":\($0)" } ?? ""
    return URL(string: "\(scheme)://\(lowercasingHost ? host.lowercased() : host)\(port)/")
  }
}
