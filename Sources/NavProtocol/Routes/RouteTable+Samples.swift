import NavJSON

extension RouteTable {
  /// For every pattern of every route, in declaration order: a URL with typed sample values
  /// for its parameters (optional and defaulted query parameters absent), the same with each
  /// of those present in turn, then near misses — a typed parameter with a value of the wrong
  /// type, a required query value left out, a `.` segment. The URLs are candidates: the caller
  /// resolves each and keeps what behaves as its kind says (another route may rank higher).
  package var samples: [RouteSample] {
    matcher.patterns.flatMap { pattern in samples(of: pattern) }
  }

  private func samples(of pattern: RoutePattern) -> [RouteSample] {
    let name = routes[pattern.routeIndex].name
    func sample(_ kind: RouteSample.Kind, _ parameter: String?, _ url: String) -> RouteSample {
      RouteSample(
        route: name, pattern: pattern.text, routeIndex: pattern.routeIndex, patternIndex: pattern.patternIndex,
        kind: kind, parameter: parameter, url: url)
    }
    var params = JSONObject()
    for element in pattern.path {
      if case .parameter(let parameter, let type) = element { params[parameter] = Self.sampleValue(type) }
    }
    if let catchAll = pattern.catchAllName { params[catchAll] = ["a", "b"] }
    for item in pattern.query {
      if case .parameter(let parameter, let type, .required) = item.value { params[parameter] = Self.sampleValue(type) }
    }
    guard case .success(let base) = RoutePrinter.render(pattern, params: params) else { return [] }
    var result = [sample(.match, nil, base.url)]
    for item in pattern.query {
      guard case .parameter(let parameter, let type, let presence) = item.value, presence != .required else { continue }
      var withParameter = params
      var value = Self.sampleValue(type)
      if case .defaulted(let defaultValue) = presence, value == defaultValue { value = Self.otherSampleValue(type) }
      withParameter[parameter] = value
      if case .success(let rendering) = RoutePrinter.render(pattern, params: withParameter) {
        result.append(sample(.matchWithQueryParameter, parameter, rendering.url))
      }
    }
    let encoded = base.segments.map(RoutePercentEncoding.encode)
    let query = base.queryItems.map { (key: $0.key, value: $0.value) }
    func url(segments: [String], query: [(key: String, value: String)]) -> String {
      let text = query.map { RoutePercentEncoding.encode($0.key) + "=" + RoutePercentEncoding.encode($0.value) }
      return pattern.source.url(encodedSegments: segments, encodedQuery: text.joined(separator: "&"))
    }
    var position = 0
    var wrongType: RouteSample?
    for element in pattern.path {
      defer { position += 1 }
      guard wrongType == nil, case .parameter(let parameter, let type) = element, let wrong = Self.wrongText(type)
      else { continue }
      var segments = encoded
      segments[position] = RoutePercentEncoding.encode(wrong)
      wrongType = sample(.wrongType, parameter, url(segments: segments, query: query))
    }
    if wrongType == nil {
      for item in pattern.query {
        guard case .parameter(let parameter, let type, _) = item.value, let wrong = Self.wrongText(type) else {
          continue
        }
        var items = query.filter { $0.key != item.key }
        items.append((item.key, wrong))
        wrongType = sample(.wrongType, parameter, url(segments: encoded, query: items))
        break
      }
    }
    if let wrongType { result.append(wrongType) }
    for item in pattern.query {
      guard case .parameter(let parameter, _, .required) = item.value else { continue }
      result.append(
        sample(.missingQueryValue, parameter, url(segments: encoded, query: query.filter { $0.key != item.key })))
      break
    }
    var dotted = encoded
    dotted.insert(".", at: max(0, dotted.count - 1))
    result.append(sample(.dotSegment, nil, url(segments: dotted, query: query)))
    return result
  }

  /// A typical value of `type`, as a JSON parameter.
  static func sampleValue(_ type: RouteValueType) -> JSONValue {
    switch type {
    case .string: "sample"
    case .int: 42
    case .digits: "7"
    case .uuid: "123e4567-e89b-12d3-a456-426614174000"
    case .enumeration(let values): .string(values.first ?? "sample")
    }
  }

  /// Another value of `type`, for a defaulted parameter whose default is ``sampleValue(_:)``.
  static func otherSampleValue(_ type: RouteValueType) -> JSONValue {
    switch type {
    case .string: "other"
    case .int: 43
    case .digits: "8"
    case .uuid: "00000000-0000-0000-0000-000000000001"
    case .enumeration(let values): .string(values.dropFirst().first ?? values.first ?? "sample")
    }
  }

  /// A text `type` rejects, or `nil` for a plain string (which takes any non-empty text).
  static func wrongText(_ type: RouteValueType) -> String? {
    switch type {
    case .string: nil
    case .int, .digits: "not-a-number"
    case .uuid: "not-a-uuid"
    case .enumeration(let values):
      (["other", "none", "x"] + values.map { $0 + "x" }).first { !values.contains($0) }
    }
  }
}
