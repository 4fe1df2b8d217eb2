#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension URL {
  /// Whether `other` is the same page as this URL (docs/navigator.md §3.6).
  ///
  /// Compares the percent-decoded paths with one trailing slash removed (an
  /// empty path counts as `/`) and, unless `queryStringPresentation` is
  /// `replace`, the raw query strings (absent and empty are equal). Scheme,
  /// host, port and fragment are ignored.
  public func isSameLocation(
    as other: URL, queryStringPresentation: Navigation.QueryStringPresentation = .default
  ) -> Bool {
    LocationIdentity(self).isSameLocation(as: LocationIdentity(other), queryStringPresentation: queryStringPresentation)
  }

  /// Whether `other` is the same page as this URL under `pathProperties`'
  /// `query_string_presentation` (the form seed 001 uses).
  public func isSameLocation(as other: URL, pathProperties: PathProperties) -> Bool {
    isSameLocation(as: other, queryStringPresentation: pathProperties.queryStringPresentation)
  }
}
