import NavJSON
import NavProtocol

extension Visit {
  /// The wire form (docs/protocol.md §5): `{stack, entry, url, action, reason, session, load}`.
  var wireJSON: JSONValue { JSONTreeSink.value { write(to: &$0) } }

  /// Writes the wire form into `sink`.
  func write<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.member("stack", stack.rawValue)
    sink.member("entry", entry)
    sink.key("url")
    sink.string(url.absoluteString)
    sink.member("action", action.rawValue)
    sink.member("reason", reason.rawValue)
    sink.member("session", session.rawValue)
    sink.member("load", load.rawValue)
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
