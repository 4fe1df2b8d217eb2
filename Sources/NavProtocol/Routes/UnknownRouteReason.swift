/// Why a URL resolved to `unknown`. When several apply, the first in this
/// order (the declaration order) is reported.
public enum UnknownRouteReason: String, Sendable, Hashable, CaseIterable {
  /// No pattern uses the URL's scheme (for http(s): its origin), or the URL has no scheme.
  case unsupportedSource
  /// A raw space or control character, a bad `%` escape, or non-UTF-8 bytes in the path or query.
  case badEncoding
  /// A `.` or `..` path segment (also written `%2E`).
  case dotSegment
  /// Over 4096 bytes (raw non-ASCII counted as its percent-encoding) or over 32 non-empty path segments;
  /// also a URL that matches but whose canonical URL would be over 4096 bytes.
  case tooLong
  /// The source is known and the URL is well-formed, but no pattern matches.
  case noMatch
}
