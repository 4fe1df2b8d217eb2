import JSONRPC
import NavJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ParamKind where Value == URL {
  /// An absolute URL (``AbsoluteURL``).
  static var absoluteURL: ParamKind {
    ParamKind(schema: Schema.url()) { reader, key throws(RPCError) in try reader.url(key) }
  }
}

extension ParamKind where Value == String {
  /// A client id: a string, not empty.
  static var clientID: ParamKind {
    ParamKind(schema: Schema.string()) { reader, key throws(RPCError) in
      guard let id = try reader.string(key) else { return nil }
      guard !id.isEmpty else { throw reader.invalid(key, "must not be an empty string") }
      return id
    }
  }
}
