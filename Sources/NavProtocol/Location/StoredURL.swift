#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A URL as an entry keeps it: its absolute string and where the path and query
/// lie in that string.
///
/// Foundation's `URL` on Linux holds about 300 bytes of parse state besides its
/// string, which made it most of an entry's memory (the target is ≤ 512 B per entry).
/// This keeps only the string (shared, not copied, between an entry's stamp and
/// its `currentURL`) and three offsets; the `URL` is parsed again when asked for.
/// A URL with a base URL, or whose path and query cannot be found verbatim in its
/// absolute string, is kept as it is, so every URL round-trips exactly.
struct StoredURL: Sendable, Hashable {
  private enum Storage: Sendable, Hashable {
    /// A base-less URL's string; the path is `pathStart..<pathEnd`, and a `?` at `pathEnd` starts the query,
    /// which ends at `queryEnd` (`queryEnd == pathEnd` when there is no query).
    case text(String, pathStart: UInt16, pathEnd: UInt16, queryEnd: UInt16)
    case foundation(URL)
  }

  private let storage: Storage

  /// Keeps `url`, compactly when it has no base and its parts are where they should be.
  init(_ url: URL) {
    storage = Self.compactStorage(of: url) ?? .foundation(url)
  }

  /// The URL. A base-less URL's absolute string parses back to an equal URL.
  var url: URL? {
    switch storage {
    case .text(let string, _, _, _): URL(string: string)
    case .foundation(let url): url
    }
  }

  /// The absolute string, without parsing anything.
  var absoluteString: String {
    switch storage {
    case .text(let string, _, _, _): string
    case .foundation(let url): url.absoluteString
    }
  }

  /// Whether `identity` is the same page as this URL (docs/navigator.md §3.6).
  func isSameLocation(
    as identity: LocationIdentity, queryStringPresentation: Navigation.QueryStringPresentation
  ) -> Bool {
    switch storage {
    case .foundation(let url):
      return LocationIdentity(url).isSameLocation(as: identity, queryStringPresentation: queryStringPresentation)
    case .text(var string, let pathStart, let pathEnd, let queryEnd):
      return string.withUTF8 { bytes in
        let path = UnsafeBufferPointer(rebasing: bytes[Int(pathStart)..<Int(pathEnd)])
        let queryStart = queryEnd > pathEnd ? Int(pathEnd) + 1 : Int(pathEnd)
        let query = UnsafeBufferPointer(rebasing: bytes[queryStart..<Int(queryEnd)])
        return identity.isSameLocation(path: path, query: query, queryStringPresentation: queryStringPresentation)
      }
    }
  }

  /// The page identity Hotwire Native Android compares (docs/android.md).
  var androidIdentity: AndroidLocationIdentity {
    switch storage {
    case .foundation(let url):
      return AndroidLocationIdentity(url)
    case .text(var string, let pathStart, let pathEnd, let queryEnd):
      return string.withUTF8 { bytes in
        let path = bytes[Int(pathStart)..<Int(pathEnd)]
        let query = queryEnd > pathEnd ? bytes[(Int(pathEnd) + 1)..<Int(queryEnd)] : nil
        return AndroidLocationIdentity(encodedPath: path, encodedQuery: query)
      }
    }
  }

  /// The compact form, or `nil` when `url` must be kept as it is.
  private static func compactStorage(of url: URL) -> Storage? {
    guard url.baseURL == nil else { return nil }
    var string = url.absoluteString
    var path = url.path(percentEncoded: true)
    let query = url.query(percentEncoded: true)
    let offsets: (UInt16, UInt16, UInt16)? = string.withUTF8 { bytes in
      guard bytes.count <= Int(UInt16.max) else { return nil }
      // The path ends at the first `?` or `#`: neither can occur unescaped before it in a parsed URL.
      var pathEnd = 0
      while pathEnd < bytes.count && bytes[pathEnd] != UInt8(ascii: "?") && bytes[pathEnd] != UInt8(ascii: "#") {
        pathEnd += 1
      }
      let pathMatches = path.withUTF8 { expected in
        expected.count <= pathEnd && bytes[(pathEnd - expected.count)..<pathEnd].elementsEqual(expected)
      }
      guard pathMatches else { return nil }
      let pathStart = pathEnd - path.utf8.count
      var queryEnd = pathEnd
      if pathEnd < bytes.count && bytes[pathEnd] == UInt8(ascii: "?") {
        queryEnd = pathEnd + 1
        while queryEnd < bytes.count && bytes[queryEnd] != UInt8(ascii: "#") { queryEnd += 1 }
      }
      if var expected = query {
        guard queryEnd > pathEnd else { return nil }
        let queryMatches = expected.withUTF8 { bytes[(pathEnd + 1)..<queryEnd].elementsEqual($0) }
        guard queryMatches else { return nil }
      } else {
        guard queryEnd == pathEnd else { return nil }
      }
      return (UInt16(pathStart), UInt16(pathEnd), UInt16(queryEnd))
    }
    guard let (pathStart, pathEnd, queryEnd) = offsets else { return nil }
    return .text(string, pathStart: pathStart, pathEnd: pathEnd, queryEnd: queryEnd)
  }
}
