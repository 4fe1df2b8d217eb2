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
  /// routedLocation, currentURL, pullToRefreshEnabled, modalDismissGestureEnabled, error}`.
  var wireJSON: JSONValue { JSONTreeSink.value { write(to: &$0) } }

  /// Writes the wire form into `sink`.
  func write<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.member("id", id)
    sink.member("viewController", viewController)
    sink.member("visitable", visitable)
    sink.member("routedLocation", routedLocationString)
    sink.member("currentURL", currentURLString)
    sink.member("pullToRefreshEnabled", pullToRefreshEnabled)
    sink.member("modalDismissGestureEnabled", modalDismissGestureEnabled)
    sink.key("error")
    if let error {
      sink.beginObject()
      sink.member("statusCode", error.statusCode)
      sink.endObject()
    } else {
      sink.null()
    }
    sink.endObject()
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
  var wireJSON: JSONValue { JSONTreeSink.value { write(to: &$0) } }

  /// Writes the entries' wire forms into `sink` as an array, bottom first.
  func write<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginArray()
    for entry in entries { entry.write(to: &sink) }
    sink.endArray()
  }
}
