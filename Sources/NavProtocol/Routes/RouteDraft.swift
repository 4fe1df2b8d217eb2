/// A route as read from the configuration, before validation: what could be
/// read, and the shape problems found while reading it.
struct RouteDraft: Sendable {
  /// One entry of `patterns`.
  struct PatternDraft: Sendable {
    /// The pattern text, or `nil` when the entry is not a string.
    var text: String?
    /// Why the entry could not be read.
    var issue: RouteTableIssue?
  }

  /// Problems with the route entry itself, with the path below the route (`""` or `.key`).
  var routeIssues: [(suffix: String, issue: RouteTableIssue)] = []
  /// The name, when it is a string.
  var name: String?
  /// Why the name could not be read.
  var nameIssue: RouteTableIssue?
  /// Why `patterns` could not be read as a whole.
  var patternsIssue: RouteTableIssue?
  /// The entries of `patterns`.
  var patterns: [PatternDraft] = []

  /// A draft of a typed definition.
  init(_ definition: RouteDefinition) {
    name = definition.name
    patterns = definition.patterns.map { PatternDraft(text: $0) }
    if patterns.isEmpty { patternsIssue = .emptyPatterns }
  }

  /// An empty draft, filled in by the JSON reader.
  init() {}
}
