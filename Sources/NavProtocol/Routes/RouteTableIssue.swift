import NavJSON

/// Every reason a route table can be rejected; the messages are written here only.
enum RouteTableIssue: Error, Sendable, Hashable {
  case notAnArray(got: String)
  case routeNotAnObject(got: String)
  case unknownRouteKey
  case missingName
  case nameNotAString(got: String)
  case emptyName
  case reservedName
  case duplicateName(firstPath: String)
  case missingPatterns
  case patternsNotAnArray(got: String)
  case emptyPatterns
  case patternNotAString(got: String)
  case emptyPattern
  case notAbsolute
  case spaceOrControl
  case fragment
  case webWithoutAuthority
  case emptyHost
  case placeholderInHost
  case userInfo
  case badPort(String)
  case emptySegment
  case mixedSegment(String)
  case badEscape(String)
  case notUTF8(String)
  case dotSegment
  case tooManySegments(Int)
  case unknownType(String)
  case badParameterName(String)
  case duplicateParameter(String)
  case catchAllWithType(String)
  case catchAllNotLast(String)
  case catchAllInQuery(String)
  case presenceOutsideQuery(String)
  case unclosedEnum(String)
  case emptyEnumValue(String)
  case duplicateEnumValue(String)
  case trailingText(String)
  case emptyDefault(String)
  case invalidDefault(name: String, value: String, type: RouteValueType)
  case emptyQuery
  case emptyQueryItem
  case emptyQueryKey
  case placeholderInQueryKey
  case duplicateQueryKey(String)
  case emptyFixedValue(String)
  case ambiguous(pattern: String, otherPattern: String, otherPath: String, example: String)
  case shadowedPrint(pattern: String, example: String, printed: String, otherPattern: String, otherPath: String)

  /// The human-readable reason sent as `problems[].reason`.
  var message: String {
    switch self {
    case .notAnArray(let got): JSONShapeIssue.wrongType(expected: "an array of routes", got: got).message
    case .routeNotAnObject(let got):
      JSONShapeIssue.wrongType(expected: "an object {\"name\", \"patterns\"}", got: got).message
    case .unknownRouteKey: "unknown key (a route has only \"name\" and \"patterns\")"
    case .missingName: JSONShapeIssue.required.message
    case .nameNotAString(let got): JSONShapeIssue.wrongType(expected: "a string", got: got).message
    case .emptyName: "route name must not be empty"
    case .reservedName: "\"unknown\" is reserved for URLs that match no route"
    case .duplicateName(let firstPath): "duplicate route name (first used at \(firstPath))"
    case .missingPatterns: JSONShapeIssue.required.message
    case .patternsNotAnArray(let got): JSONShapeIssue.wrongType(expected: "an array of strings", got: got).message
    case .emptyPatterns: "a route needs at least one pattern"
    case .patternNotAString(let got): JSONShapeIssue.wrongType(expected: "a string", got: got).message
    case .emptyPattern: "empty pattern"
    case .notAbsolute: "not an absolute URL pattern (expected scheme:..., e.g. kkbox://album/{id})"
    case .spaceOrControl: "a pattern must not contain spaces or control characters"
    case .fragment: "a pattern must not have a fragment (#)"
    case .webWithoutAuthority: "an http(s) pattern needs //host"
    case .emptyHost: "an http(s) pattern needs a host"
    case .placeholderInHost: "the host of an http(s) pattern must be literal (no placeholder)"
    case .userInfo: "an http(s) pattern must not have user info (@)"
    case .badPort(let port): "invalid port \"\(port)\""
    case .emptySegment: "empty path segment (// inside the path)"
    case .mixedSegment(let segment): "segment \"\(segment)\" mixes a placeholder with other text"
    case .badEscape(let text): "bad percent escape in \"\(text)\""
    case .notUTF8(let text): "\"\(text)\" does not decode to UTF-8"
    case .dotSegment: "a path segment must not be \".\" or \"..\""
    case .tooManySegments(let count): "\(count) path segments: more than 32 can never match"
    case .unknownType(let type): "unknown parameter type \"\(type)\" (expected int, digits, uuid, string or (a|b))"
    case .badParameterName(let name): "bad parameter name \"\(name)\" (expected letters, digits, _)"
    case .duplicateParameter(let name): "parameter \"\(name)\" appears twice"
    case .catchAllWithType(let name): "catch-all {*\(name)} takes no type"
    case .catchAllNotLast(let name): "catch-all {*\(name)} must be the last path segment"
    case .catchAllInQuery(let name): "catch-all {*\(name)} is only allowed as the last path segment"
    case .presenceOutsideQuery(let name):
      "parameter \"\(name)\": \"?\" (optional) and \"=default\" are only allowed in the query"
    case .unclosedEnum(let name): "parameter \"\(name)\": enum values need a closing \")\""
    case .emptyEnumValue(let name): "parameter \"\(name)\": empty enum value"
    case .duplicateEnumValue(let name): "parameter \"\(name)\": duplicate enum value"
    case .trailingText(let name): "parameter \"\(name)\": unexpected text after the placeholder's type"
    case .emptyDefault(let name): "parameter \"\(name)\": empty default value"
    case .invalidDefault(let name, let value, let type):
      "parameter \"\(name)\": default \"\(value)\" is not \(type.expectation)"
    case .emptyQuery: "empty query after ?"
    case .emptyQueryItem: "empty query item (&&)"
    case .emptyQueryKey: "empty query key"
    case .placeholderInQueryKey: "a query key must be literal (placeholders go in the value)"
    case .duplicateQueryKey(let key): "query key \"\(key)\" appears twice"
    case .emptyFixedValue(let key): "query item \"\(key)\" needs a value (a fixed value or {placeholder})"
    case .ambiguous(let pattern, let otherPattern, let otherPath, let example):
      "\"\(pattern)\" and \"\(otherPattern)\" (\(otherPath)) both match \(example) at equal rank"
    case .shadowedPrint(let pattern, let example, let printed, let otherPattern, let otherPath):
      "\"\(pattern)\" resolves \(example) to params its route cannot print: they print as \(printed), "
        + "which \"\(otherPattern)\" (\(otherPath)) of the same route resolves to other params"
    }
  }
}
