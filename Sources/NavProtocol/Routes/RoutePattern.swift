import NavJSON

/// One compiled pattern of a route table. A class (immutable) so that the
/// matcher passes patterns around without copying their fields.
final class RoutePattern: Sendable {
  /// The pattern as written in the table.
  let text: String
  /// Which route (index in declaration order) the pattern belongs to.
  let routeIndex: Int
  /// The pattern's index within its route.
  let patternIndex: Int
  /// The scheme or origin it matches.
  let source: RouteSource
  /// The path elements before a catch-all.
  let path: [RoutePathElement]
  /// The name of the trailing `{*name}`, if any.
  let catchAllName: String?
  /// The query items, in pattern order.
  let query: [RouteQueryItem]

  /// How many fixed query values the pattern requires (its query rank).
  let fixedQueryCount: Int
  /// The names of all parameters, path first, in pattern order.
  let parameterNames: [String]
  /// The same names, for lookups.
  let parameterNameSet: Set<String>
  /// The UTF-8 of `source.prefix`, which every printed URL starts with.
  let urlPrefix: [UInt8]

  init(
    text: String, routeIndex: Int, patternIndex: Int, source: RouteSource, path: [RoutePathElement],
    catchAllName: String?, query: [RouteQueryItem]
  ) {
    self.text = text
    self.routeIndex = routeIndex
    self.patternIndex = patternIndex
    self.source = source
    self.path = path
    self.catchAllName = catchAllName
    self.query = query
    fixedQueryCount = query.count(where: { if case .fixed = $0.value { true } else { false } })
    var names: [String] = []
    for element in path { if case .parameter(let name, _) = element { names.append(name) } }
    if let catchAllName { names.append(catchAllName) }
    for item in query { if case .parameter(let name, _, _) = item.value { names.append(name) } }
    parameterNames = names
    parameterNameSet = Set(names)
    urlPrefix = Array(source.prefix.utf8)
  }

  /// Whether the pattern has a parameter called `name` (a short list is searched, not hashed).
  func hasParameter(named name: String) -> Bool {
    parameterNames.count <= 8 ? parameterNames.contains(name) : parameterNameSet.contains(name)
  }

  /// The rank key for a URL of `segmentCount` segments that this pattern matches:
  /// the segment kinds, then 1 unless an empty catch-all was used, then the fixed query count.
  /// A larger key wins; the comparison is lexicographic.
  func rankKey(segmentCount: Int) -> [Int] {
    var key: [Int] = []
    key.reserveCapacity(segmentCount + 2)
    for position in 0..<segmentCount {
      key.append(position < path.count ? path[position].kind.rawValue : RouteSegmentKind.catchAll.rawValue)
    }
    key.append(catchAllName != nil && segmentCount == path.count ? 0 : 1)
    key.append(fixedQueryCount)
    return key
  }
}

/// The precedence of one path element; a larger raw value wins.
enum RouteSegmentKind: Int, Sendable, Hashable {
  /// `{*name}`.
  case catchAll = 0
  /// `{name}`.
  case string = 1
  /// `{name:int}`, `{name:digits}`, `{name:uuid}`.
  case typed = 2
  /// `{name:(a|b)}`.
  case enumeration = 3
  /// Literal text.
  case literal = 4
}

/// One path segment of a pattern.
enum RoutePathElement: Sendable, Hashable {
  /// Literal text, percent-decoded; compared case-sensitively.
  case literal(String)
  /// A placeholder.
  case parameter(name: String, type: RouteValueType)

  /// The element's precedence.
  var kind: RouteSegmentKind {
    switch self {
    case .literal: .literal
    case .parameter(_, .enumeration): .enumeration
    case .parameter(_, .string): .string
    case .parameter: .typed
    }
  }

  /// Whether the decoded segment fits this element.
  func accepts(_ segment: String) -> Bool {
    switch self {
    case .literal(let text): text == segment
    case .parameter(_, let type): type.accepts(segment)
    }
  }
}

/// One `key=value` item of a pattern's query.
struct RouteQueryItem: Sendable, Hashable {
  /// The decoded key, case-sensitive.
  let key: String
  /// What the value must be.
  let value: RouteQueryValue
}

/// The value side of a pattern's query item.
enum RouteQueryValue: Sendable, Hashable {
  /// `key=literal`: the URL must carry exactly this value.
  case fixed(String)
  /// `key={name...}`: a typed parameter.
  case parameter(name: String, type: RouteValueType, presence: RouteQueryPresence)
}

/// Whether a query parameter must be present.
enum RouteQueryPresence: Sendable, Hashable {
  /// `{name}`: must be present and non-empty.
  case required
  /// `{name?}`: may be absent; left out of `params` then.
  case optional
  /// `{name=value}`: may be absent; `params` gets the typed default then.
  case defaulted(JSONValue)
}
