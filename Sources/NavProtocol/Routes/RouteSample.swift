/// A URL made from one pattern of a route table, for the test cases `navd scaffold routes`
/// writes: either one that must resolve to the pattern's route, or a near miss that must not.
package struct RouteSample: Sendable, Hashable {
  /// What the sample is.
  package enum Kind: String, Sendable, Hashable {
    /// Every required parameter with a typed sample value, optional and defaulted query parameters absent.
    case match
    /// As ``match`` with one optional or defaulted query parameter present (``parameter``).
    case matchWithQueryParameter
    /// A typed parameter (``parameter``) given a value of the wrong type.
    case wrongType
    /// A required query parameter (``parameter``) left out.
    case missingQueryValue
    /// A `.` path segment.
    case dotSegment
  }

  /// The route's name.
  package var route: String
  /// The pattern as written.
  package var pattern: String
  /// The route's index in the table.
  package var routeIndex: Int
  /// The pattern's index in its route.
  package var patternIndex: Int
  /// What the sample is.
  package var kind: Kind
  /// The parameter the sample is about, for the kinds that have one.
  package var parameter: String?
  /// The URL.
  package var url: String

  /// Whether the URL must resolve to ``route``.
  package var mustMatch: Bool { kind == .match || kind == .matchWithQueryParameter }
}
