/// A URL that passed every `unknown` check before matching: its source is in
/// the table, its encoding is valid, it has no dot segment and is not too long.
struct ScannedRouteURL: Sendable {
  /// The id of the URL's source in the table's catalog.
  let sourceID: Int
  /// The decoded non-empty path segments (for a custom scheme, segment 0 is the authority).
  let segments: [String]
  /// The parsed query.
  let query: RouteURLQuery
}

/// A URL ready for matching, or why it is `unknown` before any pattern is tried.
enum RouteScanOutcome {
  case scanned(ScannedRouteURL)
  case unknown(UnknownRouteReason)
}

/// Reads a URL into a ``ScannedRouteURL``, or the first `unknown` reason in
/// docs/routes.md's order. The bytes are validated in one pass before anything is
/// decoded or copied, so hostile input costs linear time and little memory;
/// only a valid, short URL is decoded, straight from the string's own UTF-8.
enum RouteURLScanner {
  private static let slash = UInt8(ascii: "/")
  private static let questionMark = UInt8(ascii: "?")
  private static let hash = UInt8(ascii: "#")
  private static let percent = UInt8(ascii: "%")

  static func scan(_ url: String, catalog: RouteSourceCatalog) -> RouteScanOutcome {
    var url = url
    return url.withUTF8 { scan($0, catalog: catalog) }
  }

  /// Every index below is checked against `bytes.count` (or a smaller end) before use.
  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, catalog: RouteSourceCatalog) -> RouteScanOutcome {
    guard let (sourceID, pathStart) = locateSource(bytes, catalog: catalog) else {
      return .unknown(.unsupportedSource)
    }
    var pathEnd = pathStart
    while pathEnd < bytes.count, bytes[pathEnd] != questionMark, bytes[pathEnd] != hash { pathEnd += 1 }
    var queryRange = pathEnd..<pathEnd
    if pathEnd < bytes.count, bytes[pathEnd] == questionMark {
      var queryEnd = pathEnd + 1
      while queryEnd < bytes.count, bytes[queryEnd] != hash { queryEnd += 1 }
      queryRange = (pathEnd + 1)..<queryEnd
    }

    // badEncoding and dotSegment, in one pass over path and query.
    var validator = RouteUTF8Validator()
    var tally = SegmentTally()
    var segmentStart = pathStart
    var index = pathStart
    while index < pathEnd {
      let byte = bytes[index]
      if byte == slash {
        tally.close(bytes, segmentStart..<index)
        segmentStart = index + 1
      } else if isPlainASCII(byte), validator.isAtBoundary {
        index += 1
        continue
      }
      guard let width = checkedWidth(bytes, at: index, end: pathEnd, validator: &validator) else {
        return .unknown(.badEncoding)
      }
      index += width
    }
    tally.close(bytes, segmentStart..<pathEnd)
    guard validator.isAtBoundary else { return .unknown(.badEncoding) }
    index = queryRange.lowerBound
    while index < queryRange.upperBound {
      if isPlainASCII(bytes[index]), validator.isAtBoundary {
        index += 1
        continue
      }
      guard let width = checkedWidth(bytes, at: index, end: queryRange.upperBound, validator: &validator) else {
        return .unknown(.badEncoding)
      }
      index += width
    }
    guard validator.isAtBoundary else { return .unknown(.badEncoding) }
    if tally.sawDotSegment { return .unknown(.dotSegment) }
    if tally.count > RouteURLLimits.maximumSegments || RouteURLLimits.isTooLong(bytes) {
      return .unknown(.tooLong)
    }
    var segments: [String] = []
    segments.reserveCapacity(tally.count)
    segmentStart = pathStart
    for index in pathStart...pathEnd where index == pathEnd || bytes[index] == slash {
      if index > segmentStart { segments.append(RoutePercentEncoding.decodeValidated(bytes[segmentStart..<index])) }
      segmentStart = index + 1
    }
    return .scanned(
      ScannedRouteURL(
        sourceID: sourceID, segments: segments, query: RouteURLQuery(validatedBytes: bytes[queryRange])))
  }

  /// The non-empty path segments seen so far: how many, and whether one was a dot segment.
  private struct SegmentTally {
    var count = 0
    var sawDotSegment = false

    mutating func close(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
      guard !range.isEmpty else { return }
      count += 1
      if !sawDotSegment, isDotSegment(bytes[range]) { sawDotSegment = true }
    }
  }

  /// The source id and where the path starts, or `nil` for an unsupported source.
  private static func locateSource(_ bytes: UnsafeBufferPointer<UInt8>, catalog: RouteSourceCatalog) -> (Int, Int)? {
    var index = 0
    while index < bytes.count, index <= catalog.maximumSchemeLength, isSchemeByte(bytes[index], first: index == 0) {
      index += 1
    }
    guard index > 0, index <= catalog.maximumSchemeLength, index < bytes.count, bytes[index] == UInt8(ascii: ":")
    else { return nil }
    let scheme = bytes[0..<index]
    index += 1
    guard let defaultPort = webDefaultPort(scheme) else {
      return sourceID(scheme: scheme, host: nil, port: nil, catalog: catalog).map { ($0, index) }
    }
    guard index + 1 < bytes.count, bytes[index] == slash, bytes[index + 1] == slash else { return nil }
    index += 2
    let authorityStart = index
    while index < bytes.count, bytes[index] != slash, bytes[index] != questionMark, bytes[index] != hash {
      index += 1
    }
    guard let (host, port) = parseOrigin(bytes[authorityStart..<index], catalog: catalog) else { return nil }
    let id = sourceID(scheme: scheme, host: host, port: port == defaultPort ? nil : port, catalog: catalog)
    return id.map { ($0, index) }
  }

  /// 80 for `http`, 443 for `https` in any case; `nil` for a custom scheme.
  private static func webDefaultPort(_ scheme: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    guard scheme.count == 4 || scheme.count == 5 else { return nil }
    let start = scheme.startIndex
    guard scheme[start] | 0x20 == UInt8(ascii: "h"), scheme[start + 1] | 0x20 == UInt8(ascii: "t"),
      scheme[start + 2] | 0x20 == UInt8(ascii: "t"), scheme[start + 3] | 0x20 == UInt8(ascii: "p")
    else { return nil }
    if scheme.count == 4 { return 80 }
    return scheme[start + 4] | 0x20 == UInt8(ascii: "s") ? 443 : nil
  }

  /// The id of the source with this scheme (and host and non-default port, for
  /// http(s)), looked up by its ``RouteSourceKey`` built in a stack buffer.
  private static func sourceID(
    scheme: Slice<UnsafeBufferPointer<UInt8>>, host: Slice<UnsafeBufferPointer<UInt8>>?, port: Int?,
    catalog: RouteSourceCatalog
  ) -> Int? {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: scheme.count + (host?.count ?? 0) + 8) { key in
      var count = 0
      for byte in scheme {
        key[count] = asciiLowercased(byte)
        count += 1
      }
      if let host {
        key[count] = 0
        count += 1
        for byte in host {
          key[count] = asciiLowercased(byte)
          count += 1
        }
        key[count] = 0
        count += 1
        if var remaining = port {
          var divisor = 1
          while divisor * 10 <= remaining { divisor *= 10 }
          while divisor > 0 {
            key[count] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remaining / divisor)
            count += 1
            remaining %= divisor
            divisor /= 10
          }
        }
      }
      return catalog.id(forKey: UnsafeBufferPointer(rebasing: key[..<count]))
    }
  }

  /// The host bytes and port of an http(s) authority (user info dropped), or `nil` when malformed.
  private static func parseOrigin(
    _ authority: Slice<UnsafeBufferPointer<UInt8>>, catalog: RouteSourceCatalog
  ) -> (host: Slice<UnsafeBufferPointer<UInt8>>, port: Int?)? {
    var hostAndPort = authority
    if let at = authority.lastIndex(of: UInt8(ascii: "@")) { hostAndPort = authority[(at + 1)...] }
    var host = hostAndPort
    var portBytes: Slice<UnsafeBufferPointer<UInt8>>?
    if hostAndPort.first == UInt8(ascii: "[") {
      guard let close = hostAndPort.firstIndex(of: UInt8(ascii: "]")) else { return nil }
      host = hostAndPort[...close]
      let after = hostAndPort[(close + 1)...]
      if !after.isEmpty {
        guard after.first == UInt8(ascii: ":") else { return nil }
        portBytes = after.dropFirst()
      }
    } else if let colon = hostAndPort.firstIndex(of: UInt8(ascii: ":")) {
      host = hostAndPort[..<colon]
      portBytes = hostAndPort[(colon + 1)...]
    }
    guard !host.isEmpty, host.count <= catalog.maximumHostLength else { return nil }
    var port: Int?
    if let portBytes, !portBytes.isEmpty {
      guard let number = parsePort(portBytes) else { return nil }
      port = number
    }
    return (host, port)
  }

  /// Whether `byte` is printable ASCII other than space and `%`: valid on its
  /// own wherever a UTF-8 sequence is not in progress.
  private static func isPlainASCII(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte < 0x7F && byte != percent
  }

  /// The width of the (valid) character at `index`, or `nil` for a raw space or
  /// control character, a bad `%` escape, or bytes that break UTF-8.
  private static func checkedWidth(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int, validator: inout RouteUTF8Validator
  ) -> Int? {
    let byte = bytes[index]
    if RoutePercentEncoding.isSpaceOrASCIIControl(byte) { return nil }
    if byte == percent {
      guard index + 2 < end, let high = RoutePercentEncoding.hexValue(bytes[index + 1]),
        let low = RoutePercentEncoding.hexValue(bytes[index + 2]), validator.accept(high << 4 | low)
      else { return nil }
      return 3
    }
    // C1 control characters (U+0080–U+009F) are raw control characters too.
    if byte == 0xC2, index + 1 < end, (0x80...0x9F).contains(bytes[index + 1]) { return nil }
    return validator.accept(byte) ? 1 : nil
  }

  /// Whether a raw segment decodes to `.` or `..` (`%2E` counts as a dot).
  private static func isDotSegment(_ segment: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    guard segment.count <= 6 else { return false }
    var dots = 0
    var index = segment.startIndex
    while index < segment.endIndex {
      if segment[index] == UInt8(ascii: ".") {
        index += 1
      } else if segment[index] == percent, index + 2 < segment.endIndex, segment[index + 1] == UInt8(ascii: "2"),
        segment[index + 2] | 0x20 == UInt8(ascii: "e")
      {
        index += 3
      } else {
        return false
      }
      dots += 1
    }
    return dots == 1 || dots == 2
  }

  private static func isSchemeByte(_ byte: UInt8, first: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): true
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."): !first
    default: false
    }
  }

  /// A port number (1–5 digits, at most 65535), or `nil`.
  static func parsePort(_ bytes: some Collection<UInt8>) -> Int? {
    guard !bytes.isEmpty, bytes.count <= 5 else { return nil }
    var port = 0
    for byte in bytes {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      port = port * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return port <= 65535 ? port : nil
  }

  /// The byte with an ASCII capital letter lowercased.
  static func asciiLowercased(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }

  /// The bytes as a string with ASCII letters lowercased (other bytes kept).
  static func asciiLowercased(_ bytes: some Collection<UInt8>) -> String {
    guard bytes.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return String(decoding: bytes, as: UTF8.self) }
    return String(decoding: bytes.map { ($0 >= 0x41 && $0 <= 0x5A) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }

  /// The text with ASCII letters lowercased.
  static func asciiLowercased(_ text: Substring) -> String {
    asciiLowercased(Array(text.utf8)[...])
  }
}
