/// A parsed pattern, or every problem found in its text.
enum RoutePatternParseOutcome {
  case pattern(RoutePattern)
  case issues([RouteTableIssue])
}

/// Turns the text of one pattern into a ``RoutePattern``, or every problem it has.
enum RoutePatternParser {
  /// Parses `text`; the indices are carried into the pattern for messages and ties.
  static func parse(_ text: String, routeIndex: Int, patternIndex: Int) -> RoutePatternParseOutcome {
    guard !text.isEmpty else { return .issues([.emptyPattern]) }
    if text.unicodeScalars.contains(where: { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) }) {
      return .issues([.spaceOrControl])
    }
    if text.contains("#") { return .issues([.fragment]) }
    guard let colon = text.firstIndex(of: ":"), isScheme(text[..<colon]) else { return .issues([.notAbsolute]) }
    let scheme = text[..<colon].lowercased()
    var rest = text[text.index(after: colon)...]

    var issues: [RouteTableIssue] = []
    var queryText: Substring?
    if let questionMark = firstIndexOutsideBraces(of: "?", in: rest) {
      queryText = rest[rest.index(after: questionMark)...]
      rest = rest[..<questionMark]
    }

    let source: RouteSource
    if RouteSource.isWeb(scheme) {
      guard rest.hasPrefix("//") else { return .issues([.webWithoutAuthority]) }
      rest = rest.dropFirst(2)
      let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
      switch parseOrigin(scheme: scheme, authority: rest[..<authorityEnd]) {
      case .success(let origin): source = origin
      case .failure(let issue): return .issues([issue])
      }
      rest = rest[authorityEnd...]
      if rest.first == "/" { rest = rest.dropFirst() }
    } else {
      source = RouteSource(customScheme: scheme)
      var slashes = 0
      while slashes < 3, rest.first == "/" {
        rest = rest.dropFirst()
        slashes += 1
      }
    }

    var path: [RoutePathElement] = []
    var catchAllName: String?
    var names: [String] = []
    let segments = splitPath(rest, issues: &issues)
    for (position, segment) in segments.enumerated() {
      if segment.contains("{") || segment.contains("}") {
        guard let inner = placeholderBody(segment) else {
          issues.append(.mixedSegment(String(segment)))
          continue
        }
        if inner.first == "*" {
          let name = inner.dropFirst()
          if let typeColon = name.firstIndex(of: ":") {
            issues.append(.catchAllWithType(String(name[..<typeColon])))
          } else if name.contains("?") || name.contains("=") {
            issues.append(.presenceOutsideQuery(String(name.prefix { $0 != "?" && $0 != "=" })))
          } else if !isParameterName(name) {
            issues.append(.badParameterName(String(name)))
          } else if position != segments.count - 1 {
            issues.append(.catchAllNotLast(String(name)))
          } else {
            catchAllName = String(name)
            names.append(String(name))
          }
          continue
        }
        switch parsePlaceholder(inner) {
        case .failure(let issue): issues.append(issue)
        case .success(let placeholder):
          if placeholder.presence != nil {
            issues.append(.presenceOutsideQuery(placeholder.name))
          } else {
            path.append(.parameter(name: placeholder.name, type: placeholder.type))
            names.append(placeholder.name)
          }
        }
      } else {
        switch decodeLiteral(segment) {
        case .failure(let issue): issues.append(issue)
        case .success(let literal):
          if literal == "." || literal == ".." {
            issues.append(.dotSegment)
          } else {
            path.append(.literal(literal))
          }
        }
      }
    }
    if segments.count > RouteURLLimits.maximumSegments {
      issues.append(.tooManySegments(segments.count))
    }

    var query: [RouteQueryItem] = []
    if let queryText {
      query = parseQuery(queryText, names: &names, issues: &issues)
    }
    var seen: Set<String> = []
    for name in names where !seen.insert(name).inserted {
      issues.append(.duplicateParameter(name))
    }
    guard issues.isEmpty else { return .issues(issues) }
    return .pattern(
      RoutePattern(
        text: text, routeIndex: routeIndex, patternIndex: patternIndex, source: source, path: path,
        catchAllName: catchAllName, query: query))
  }

  // MARK: - Pieces

  private static func isScheme(_ text: Substring) -> Bool {
    guard let first = text.unicodeScalars.first, isASCIILetter(first) else { return false }
    return text.unicodeScalars.allSatisfy {
      isASCIILetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "."
    }
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  /// `[A-Za-z_][A-Za-z0-9_]*`.
  static func isParameterName(_ name: Substring) -> Bool {
    guard let first = name.unicodeScalars.first, isASCIILetter(first) || first == "_" else { return false }
    return name.unicodeScalars.allSatisfy { isASCIILetter($0) || ("0"..."9").contains($0) || $0 == "_" }
  }

  private static func parseOrigin(scheme: String, authority: Substring) -> Result<RouteSource, RouteTableIssue> {
    if authority.contains("{") || authority.contains("}") { return .failure(.placeholderInHost) }
    if authority.contains("@") { return .failure(.userInfo) }
    var host = authority
    var portText: Substring?
    if authority.first == "[" {
      guard let close = authority.firstIndex(of: "]") else { return .failure(.emptyHost) }
      host = authority[...close]
      let after = authority[authority.index(after: close)...]
      if !after.isEmpty {
        guard after.first == ":" else { return .failure(.badPort(String(after))) }
        portText = after.dropFirst()
      }
    } else if let portColon = authority.firstIndex(of: ":") {
      host = authority[..<portColon]
      portText = authority[authority.index(after: portColon)...]
    }
    guard !host.isEmpty else { return .failure(.emptyHost) }
    var port: Int?
    if let portText {
      guard let number = RouteURLScanner.parsePort(Array(portText.utf8)[...]) else {
        return .failure(.badPort(String(portText)))
      }
      port = number
    }
    return .success(RouteSource(webScheme: scheme, host: RouteURLScanner.asciiLowercased(host), port: port))
  }

  /// The path's segments: one trailing `/` is ignored, any other empty segment is a problem.
  private static func splitPath(_ text: Substring, issues: inout [RouteTableIssue]) -> [Substring] {
    guard !text.isEmpty else { return [] }
    var trimmed = text
    if trimmed.last == "/" { trimmed = trimmed.dropLast() }
    let segments = splitOutsideBraces(trimmed, separator: "/")
    if segments.contains(where: \.isEmpty) { issues.append(.emptySegment) }
    return segments.filter { !$0.isEmpty }
  }

  /// The text between `{` and `}` when the whole segment is one placeholder.
  private static func placeholderBody(_ segment: Substring) -> Substring? {
    guard segment.count >= 2, segment.first == "{", segment.last == "}" else { return nil }
    let inner = segment.dropFirst().dropLast()
    guard !inner.contains("{"), !inner.contains("}") else { return nil }
    return inner
  }

  private static func decodeLiteral(_ text: Substring) -> Result<String, RouteTableIssue> {
    switch RoutePercentEncoding.decodeChecked(text) {
    case .success(let decoded): .success(decoded)
    case .failure(.badEscape): .failure(.badEscape(String(text)))
    case .failure(.notUTF8): .failure(.notUTF8(String(text)))
    case .failure(.spaceOrControl): .failure(.spaceOrControl)
    }
  }

  /// A parsed `{name[:type][?|=default]}` body.
  private struct Placeholder {
    var name: String
    var type: RouteValueType
    /// `nil` when neither `?` nor `=default` was written.
    var presence: RouteQueryPresence?
  }

  private static func parsePlaceholder(_ body: Substring) -> Result<Placeholder, RouteTableIssue> {
    let nameText = body.prefix { $0 != ":" && $0 != "?" && $0 != "=" }
    let name = String(nameText)
    guard isParameterName(nameText) else { return .failure(.badParameterName(name)) }
    var rest = body[nameText.endIndex...]
    var type = RouteValueType.string
    if rest.first == ":" {
      rest = rest.dropFirst()
      if rest.first == "(" {
        guard let close = rest.firstIndex(of: ")") else { return .failure(.unclosedEnum(name)) }
        var values: [String] = []
        for valueText in rest[rest.index(after: rest.startIndex)..<close].split(
          separator: "|", omittingEmptySubsequences: false)
        {
          guard !valueText.isEmpty else { return .failure(.emptyEnumValue(name)) }
          switch decodeLiteral(valueText) {
          case .failure(let issue): return .failure(issue)
          case .success(let value):
            guard !values.contains(value) else { return .failure(.duplicateEnumValue(name)) }
            values.append(value)
          }
        }
        type = .enumeration(values)
        rest = rest[rest.index(after: close)...]
      } else {
        let typeName = rest.prefix { $0 != "?" && $0 != "=" }
        switch typeName {
        case "int": type = .int
        case "digits": type = .digits
        case "uuid": type = .uuid
        case "string": type = .string
        default: return .failure(.unknownType(String(typeName)))
        }
        rest = rest[typeName.endIndex...]
      }
    }
    var presence: RouteQueryPresence?
    if rest.first == "?" {
      guard rest.count == 1 else { return .failure(.trailingText(name)) }
      presence = .optional
    } else if rest.first == "=" {
      let defaultText = rest.dropFirst()
      guard !defaultText.isEmpty else { return .failure(.emptyDefault(name)) }
      let decoded: String
      switch decodeLiteral(defaultText) {
      case .failure(let issue): return .failure(issue)
      case .success(let text): decoded = text
      }
      guard let value = type.value(of: decoded) else {
        return .failure(.invalidDefault(name: name, value: decoded, type: type))
      }
      presence = .defaulted(value)
    } else if !rest.isEmpty {
      return .failure(.trailingText(name))
    }
    return .success(Placeholder(name: name, type: type, presence: presence))
  }

  private static func parseQuery(
    _ text: Substring, names: inout [String], issues: inout [RouteTableIssue]
  ) -> [RouteQueryItem] {
    guard !text.isEmpty else {
      issues.append(.emptyQuery)
      return []
    }
    var items: [RouteQueryItem] = []
    var keys: Set<String> = []
    for itemText in splitOutsideBraces(text, separator: "&") {
      guard !itemText.isEmpty else {
        issues.append(.emptyQueryItem)
        continue
      }
      let equals = firstIndexOutsideBraces(of: "=", in: itemText)
      let keyText = equals.map { itemText[..<$0] } ?? itemText
      let valueText = equals.map { itemText[itemText.index(after: $0)...] } ?? ""
      if keyText.contains("{") || keyText.contains("}") {
        issues.append(.placeholderInQueryKey)
        continue
      }
      let key: String
      switch decodeLiteral(keyText) {
      case .failure(let issue):
        issues.append(issue)
        continue
      case .success(let decoded): key = decoded
      }
      guard !key.isEmpty else {
        issues.append(.emptyQueryKey)
        continue
      }
      guard keys.insert(key).inserted else {
        issues.append(.duplicateQueryKey(key))
        continue
      }
      if valueText.contains("{") || valueText.contains("}") {
        guard let inner = placeholderBody(valueText) else {
          issues.append(.mixedSegment(String(valueText)))
          continue
        }
        if inner.first == "*" {
          issues.append(.catchAllInQuery(String(inner.dropFirst().prefix { $0 != ":" })))
          continue
        }
        switch parsePlaceholder(inner) {
        case .failure(let issue): issues.append(issue)
        case .success(let placeholder):
          names.append(placeholder.name)
          items.append(
            RouteQueryItem(
              key: key,
              value: .parameter(
                name: placeholder.name, type: placeholder.type, presence: placeholder.presence ?? .required)))
        }
      } else {
        switch decodeLiteral(valueText) {
        case .failure(let issue): issues.append(issue)
        case .success(let value):
          if value.isEmpty {
            issues.append(.emptyFixedValue(key))
          } else {
            items.append(RouteQueryItem(key: key, value: .fixed(value)))
          }
        }
      }
    }
    return items
  }

  private static func firstIndexOutsideBraces(of separator: Character, in text: Substring) -> Substring.Index? {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "{": depth += 1
      case "}": depth = max(0, depth - 1)
      case separator where depth == 0: return index
      default: break
      }
    }
    return nil
  }

  private static func splitOutsideBraces(_ text: Substring, separator: Character) -> [Substring] {
    var pieces: [Substring] = []
    var rest = text
    while let index = firstIndexOutsideBraces(of: separator, in: rest) {
      pieces.append(rest[..<index])
      rest = rest[rest.index(after: index)...]
    }
    pieces.append(rest)
    return pieces
  }
}
