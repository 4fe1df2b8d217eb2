import NavJSON
import NavProtocol

extension Visit {
  /// The wire form (docs/protocol.md §5): `{stack, entry, url, action, reason, session, load}`.
  var wireJSON: JSONValue { JSONTreeSink.value { write(to: &$0) } }

  /// Writes the wire form into `sink`; with `tab`, the visit of a tab start (`client/open`,
  /// `client/configure`) also names its tab.
  func write<Sink: JSONSink>(to sink: inout Sink, tab: String? = nil) {
    sink.beginObject()
    sink.member("stack", stack.rawValue)
    sink.member("entry", entry)
    sink.key("url")
    sink.string(url.absoluteString)
    sink.member("action", action.rawValue)
    sink.member("reason", reason.rawValue)
    sink.member("session", session.rawValue)
    sink.member("load", load.rawValue)
    if let tab { sink.member("tab", tab) }
    sink.endObject()
  }
}

extension Array where Element == Visit {
  /// The visits' wire forms, in order.
  var wireJSON: JSONValue { JSONTreeSink.value { write(to: &$0) } }

  /// Writes the visits' wire forms into `sink` as an array, in order.
  func write<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginArray()
    for visit in self { visit.write(to: &sink) }
    sink.endArray()
  }
}

extension Array where Element == TabStart {
  /// The visits of the starts, in order, each with a `tab` key (docs/protocol.md §4,
  /// `client/open`): `[]` when nothing started.
  var visitsWireJSON: JSONValue {
    JSONTreeSink.value { sink in
      sink.beginArray()
      for start in self {
        for visit in start.outcome.visits { visit.write(to: &sink, tab: start.navigator.tab?.id) }
      }
      sink.endArray()
    }
  }
}
