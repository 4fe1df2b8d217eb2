/// Candidate URLs on which one pattern of a route may resolve params that the
/// route then cannot print, because a higher-ranked pattern takes their URL.
///
/// A lower-ranked pattern resolves a URL only when every higher-ranked one fails
/// on it. It prints the params it read in canonical form: ints without leading
/// zeros, uuids lowercased, defaults and keys it does not declare left out. When
/// a higher-ranked pattern fails on the URL but matches that canonical form, the
/// printed URL no longer comes back through the lower pattern. The candidates are
/// URLs the lower pattern matches and the higher one does not, whose canonical
/// form under the lower pattern the higher one matches. They are built point by
/// point (each path segment and each query key) from the texts the two patterns
/// mention, so they are only candidates: the table checks each by resolving and
/// printing it (see `RouteTable.shadowedPrintProblems`).
enum RouteShadowWitness {
  /// How many choices of the texts both patterns accept are tried around each rejected text.
  static let maximumVariants = 8

  /// What one side (pattern) expects at one point of a URL.
  private enum Expectation {
    /// A path segment matched by this element.
    case segment(RoutePathElement)
    /// A path segment taken by a catch-all.
    case catchAll
    /// A query key: its declared item, or `nil` when the pattern does not declare it.
    case query(RouteQueryValue?)
  }

  /// URLs `lower` matches and `higher` does not, although `higher` matches the
  /// URL `lower` prints for the params it reads from them; empty when `higher`
  /// cannot outrank `lower` or no such URL is built from the patterns' texts.
  /// `otherKeys` are query keys other patterns of the table read, each with a
  /// value that no typed parameter or fixed value of that key accepts: the last
  /// candidates carry those of them neither pattern declares, so that other
  /// patterns with optional or defaulted parameters give way.
  static func candidates(
    lower: RoutePattern, higher: RoutePattern, otherKeys: [(key: String, rejected: String)] = []
  ) -> [String] {
    guard lower.source == higher.source, let segmentCount = sharedSegmentCount(lower, higher),
      lower.rankKey(segmentCount: segmentCount).lexicographicallyPrecedes(higher.rankKey(segmentCount: segmentCount))
    else { return [] }
    var points: [(lower: Expectation, higher: Expectation)] = []
    for position in 0..<segmentCount {
      points.append((expectation(lower, at: position), expectation(higher, at: position)))
    }
    var keys = lower.query.map(\.key)
    for item in higher.query where !keys.contains(item.key) { keys.append(item.key) }
    for key in keys {
      points.append(
        (.query(lower.query.first { $0.key == key }?.value), .query(higher.query.first { $0.key == key }?.value)))
    }
    // Per point: the texts (nil = absent) that `lower` accepts and whose canonical form `higher` accepts.
    var options: [[String?]] = []
    for point in points {
      let fitting = pool(point.lower, point.higher).filter {
        accepts(point.lower, $0) && accepts(point.higher, canonical(point.lower, $0))
      }
      guard !fitting.isEmpty else { return [] }
      options.append(fitting)
    }
    // Elsewhere texts both accept keep the example to one reason why `higher` fails.
    // Another pattern of the table may take one choice of them, so a few variants
    // are tried: variant k takes the k-th such text at every point (cycling).
    let agreeing = zip(points, options).map { point, fitting in
      let both = fitting.filter { accepts(point.higher, $0) }
      return both.isEmpty ? [fitting[0]] : both
    }
    let variants = min(maximumVariants, agreeing.map(\.count).max() ?? 1)
    let extraItems = otherKeys.filter { item in !keys.contains(item.key) }.map {
      RoutePercentEncoding.encode($0.key) + "=" + RoutePercentEncoding.encode($0.rejected)
    }
    var urls: [String] = []
    var seen: Set<String> = []
    for extra in extraItems.isEmpty ? [[]] : [[], extraItems] {
      for variant in 0..<variants {
        let base = agreeing.map { $0[variant % $0.count] }
        for (offset, point) in points.enumerated() {
          for text in options[offset] where !accepts(point.higher, text) {
            var texts = base
            texts[offset] = text
            let candidate = url(lower.source, segmentCount: segmentCount, keys: keys, texts: texts, extra: extra)
            if seen.insert(candidate).inserted { urls.append(candidate) }
          }
        }
      }
    }
    return urls
  }

  /// A number of segments both patterns can match: a fixed path's own length, or
  /// the longer of two paths when a catch-all takes up the difference.
  private static func sharedSegmentCount(_ first: RoutePattern, _ second: RoutePattern) -> Int? {
    let firstOpen = first.catchAllName != nil
    let secondOpen = second.catchAllName != nil
    let count = max(first.path.count, second.path.count)
    if !firstOpen, first.path.count != count { return nil }
    if !secondOpen, second.path.count != count { return nil }
    return count
  }

  private static func expectation(_ pattern: RoutePattern, at position: Int) -> Expectation {
    position < pattern.path.count ? .segment(pattern.path[position]) : .catchAll
  }

  /// Whether a side accepts a text at its point (`nil`: the query key is absent).
  private static func accepts(_ expectation: Expectation, _ text: String?) -> Bool {
    switch expectation {
    case .segment(let element): return text.map(element.accepts) ?? false
    case .catchAll:
      guard let text else { return false }
      return !text.isEmpty && text != "." && text != ".."
    case .query(nil): return true
    case .query(.fixed(let value)?): return text == value
    case .query(.parameter(_, let type, let presence)?):
      if let text { return type.accepts(text) }
      if case .required = presence { return false }
      return true
    }
  }

  /// What printing the value a side read from `text` writes at the same point;
  /// only for texts the side accepts.
  private static func canonical(_ expectation: Expectation, _ text: String?) -> String? {
    switch expectation {
    case .catchAll, .segment(.literal): return text
    case .segment(.parameter(_, let type)): return text.flatMap(type.value(of:)).flatMap(type.text(of:))
    case .query(nil): return nil
    case .query(.fixed(let value)?): return value
    case .query(.parameter(_, let type, let presence)?):
      guard let value = text.flatMap(type.value(of:)) else { return nil }
      if case .defaulted(let defaultValue) = presence, defaultValue == value { return nil }
      return type.text(of: value)
    }
  }

  /// The texts worth trying at one point: absent (query only), the texts either
  /// side mentions, a text each side's type rejects, and the non-canonical
  /// spellings of all of them (leading zeros, uppercase).
  private static func pool(_ lower: Expectation, _ higher: Expectation) -> [String?] {
    var texts: [String] = []
    for side in [lower, higher] { texts += mentionedTexts(side) }
    texts += ["x", "y"]
    let spellings = texts + texts.flatMap(otherSpellings(of:))
    var seen: Set<String> = []
    var pool: [String?] = []
    if case .query = lower { pool.append(nil) }
    for text in spellings where !text.isEmpty && seen.insert(text).inserted { pool.append(text) }
    return pool
  }

  private static func mentionedTexts(_ expectation: Expectation) -> [String] {
    switch expectation {
    case .catchAll, .query(nil): return []
    case .segment(.literal(let text)), .query(.fixed(let text)?): return [text]
    case .segment(.parameter(_, let type)): return typeTexts(type)
    case .query(.parameter(_, let type, let presence)?):
      guard case .defaulted(let defaultValue) = presence, let text = type.text(of: defaultValue) else {
        return typeTexts(type)
      }
      return typeTexts(type) + [text]
    }
  }

  /// A sample, every enum value, and a text the type rejects.
  private static func typeTexts(_ type: RouteValueType) -> [String] {
    guard case .enumeration(let values) = type else { return [type.sampleText] }
    var rejected = "x"
    while values.contains(rejected) { rejected += "x" }
    return values + [rejected]
  }

  /// Other texts with the same value that print differently: `07`, `-07`, `00`, uppercase.
  private static func otherSpellings(of text: String) -> [String] {
    var spellings: [String] = []
    if RouteValueType.parseInt(text) != nil {
      spellings.append(text.hasPrefix("-") ? "-0" + text.dropFirst() : "0" + text)
      if text == "0" { spellings.append("-0") }
    }
    let upper = text.uppercased()
    if upper != text { spellings.append(upper) }
    return spellings
  }

  private static func url(
    _ source: RouteSource, segmentCount: Int, keys: [String], texts: [String?], extra: [String]
  ) -> String {
    let segments = texts[..<segmentCount].map { RoutePercentEncoding.encode($0 ?? "") }
    var items: [String] = []
    for (key, text) in zip(keys, texts[segmentCount...]) {
      guard let text else { continue }
      items.append(RoutePercentEncoding.encode(key) + "=" + RoutePercentEncoding.encode(text))
    }
    return source.url(encodedSegments: segments, encodedQuery: (items + extra).joined(separator: "&"))
  }
}
