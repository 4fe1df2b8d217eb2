import JSONRPC
import NavJSON
import NavProtocol

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension NavigationEntry {
  /// The wire form (docs/protocol.md §6 Entry): `{id, viewController, visitable,
  /// routedLocation, currentURL, pullToRefreshEnabled, modalDismissGestureEnabled}`.
  var wireJSON: JSONValue {
    .object(
      JSONObject([
        ("id", .integer(Int64(id))),
        ("viewController", .string(viewController)),
        ("visitable", .bool(visitable)),
        ("routedLocation", routedLocationString.wireJSON),
        ("currentURL", currentURLString.wireJSON),
        ("pullToRefreshEnabled", .bool(pullToRefreshEnabled)),
        ("modalDismissGestureEnabled", .bool(modalDismissGestureEnabled)),
      ]))
  }
}

extension URL {
  /// The URL as the string it was written as.
  var wireJSON: JSONValue { .string(absoluteString) }
}

extension Optional where Wrapped == URL {
  /// The URL's string, or `null`.
  var wireJSON: JSONValue { map(\.wireJSON) ?? .null }
}

extension Optional where Wrapped == String {
  /// The string, or `null` (entries keep their URLs as the strings they were written as).
  var wireJSON: JSONValue { map(JSONValue.string) ?? .null }
}

extension EntryStack {
  /// The entries' wire forms, bottom first.
  var wireJSON: JSONValue { .array(entries.map(\.wireJSON)) }
}
