/// Whether two patterns can match one URL at equal rank, shown by an example URL.
enum RouteOverlap {
  /// A URL both patterns match at equal rank, or `nil` when there is none.
  /// The patterns must share source, segment kinds, catch-all and fixed query count.
  static func example(_ first: RoutePattern, _ second: RoutePattern) -> String? {
    guard first.source == second.source, first.path.count == second.path.count,
      (first.catchAllName == nil) == (second.catchAllName == nil),
      first.fixedQueryCount == second.fixedQueryCount
    else { return nil }
    var segments: [String] = []
    for (left, right) in zip(first.path, second.path) {
      guard left.kind == right.kind else { return nil }
      switch (left, right) {
      case (.literal(let leftText), .literal(let rightText)):
        guard leftText == rightText else { return nil }
        segments.append(leftText)
      case (.parameter(_, let leftType), .parameter(_, let rightType)):
        guard let common = leftType.commonText(with: rightType) else { return nil }
        segments.append(common)
      default: return nil
      }
    }
    var items: [String] = []
    var keys: [String] = first.query.map(\.key)
    for item in second.query where !keys.contains(item.key) { keys.append(item.key) }
    for key in keys {
      let left = first.query.first { $0.key == key }?.value
      let right = second.query.first { $0.key == key }?.value
      switch commonValue(left, right) {
      case .conflict: return nil
      case .absent: continue
      case .present(let value):
        items.append(RoutePercentEncoding.encode(key) + "=" + RoutePercentEncoding.encode(value))
      }
    }
    return first.source.url(
      encodedSegments: segments.map(RoutePercentEncoding.encode), encodedQuery: items.joined(separator: "&"))
  }

  private enum Common {
    case conflict
    case absent
    case present(String)
  }

  /// A value (or absence) of one query key that satisfies both sides (`nil` = key not declared).
  private static func commonValue(_ left: RouteQueryValue?, _ right: RouteQueryValue?) -> Common {
    switch (left, right) {
    case (nil, nil): return .absent
    case (let only?, nil), (nil, let only?): return soleValue(only)
    case (.fixed(let leftValue)?, .fixed(let rightValue)?):
      return leftValue == rightValue ? .present(leftValue) : .conflict
    case (.fixed(let value)?, .parameter(_, let type, _)?), (.parameter(_, let type, _)?, .fixed(let value)?):
      return type.accepts(value) ? .present(value) : .conflict
    case (.parameter(_, let leftType, let leftPresence)?, .parameter(_, let rightType, let rightPresence)?):
      if leftPresence != .required, rightPresence != .required { return .absent }
      return leftType.commonText(with: rightType).map(Common.present) ?? .conflict
    }
  }

  private static func soleValue(_ value: RouteQueryValue) -> Common {
    switch value {
    case .fixed(let fixed): .present(fixed)
    case .parameter(_, let type, .required): .present(type.sampleText)
    case .parameter: .absent
    }
  }
}
