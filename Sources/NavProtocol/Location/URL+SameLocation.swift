import Foundation

extension URL {
  /// Whether `other` is the same page as this URL (DESIGN.md §3.6).
  ///
  /// Compares the percent-decoded paths with one trailing slash removed (an
  /// empty path counts as `/`) and, unless `queryStringPresentation` is
  /// `replace`, the raw query strings (absent and empty are equal). Scheme,
  /// host, port and fragment are ignored.
  public func isSameLocation(
    as other: URL, queryStringPresentation: Navigation.QueryStringPresentation = .default
  ) -> Bool {
    guard identityPath == other.identityPath else { return false }
    if queryStringPresentation == .replace { return true }
    return (query(percentEncoded: true) ?? "") == (other.query(percentEncoded: true) ?? "")
  }

  /// Whether `other` is the same page as this URL under `pathProperties`'
  /// `query_string_presentation` (the form seed 001 uses).
  public func isSameLocation(as other: URL, pathProperties: PathProperties) -> Bool {
    isSameLocation(as: other, queryStringPresentation: pathProperties.queryStringPresentation)
  }

  /// The decoded path bytes without one trailing slash; an empty result is `/`.
  private var identityPath: [UInt8] {
    var bytes = PercentDecoding.bytes(of: path(percentEncoded: true))
    if bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    return bytes.isEmpty ? [UInt8(ascii: "/")] : bytes
  }
}
