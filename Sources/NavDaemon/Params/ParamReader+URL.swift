import JSONRPC
import NavJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ParamReader {
  /// An absolute URL, or `nil` when absent.
  func url(_ key: String) throws(RPCError) -> URL? {
    guard let string = try string(key) else { return nil }
    guard let url = AbsoluteURL.parse(string) else { throw invalid(key, AbsoluteURL.invalidReason(string)) }
    return url
  }

  /// An absolute URL that must be present.
  func requiredURL(_ key: String) throws(RPCError) -> URL {
    guard let url = try url(key) else { throw invalid(key, JSONShapeIssue.required.message) }
    return url
  }
}
