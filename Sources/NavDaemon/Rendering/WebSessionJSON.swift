import NavJSON
import NavProtocol

extension WebSession {
  /// The wire form in State (docs/web-side.md): `{name, renderedURL, snapshots}`.
  var wireJSON: JSONValue { JSONTreeSink.value { write(to: &$0) } }

  /// Writes the wire form into `sink`; with `export`, also `snapshotsStale`, which State leaves out.
  func write<Sink: JSONSink>(to sink: inout Sink, export: Bool = false) {
    sink.beginObject()
    sink.member("name", name.rawValue)
    sink.member("renderedURL", renderedAbsoluteString)
    sink.key("snapshots")
    sink.beginArray()
    forEachSnapshot { sink.string(utf8: $0) }
    sink.endArray()
    if export { sink.member("snapshotsStale", snapshotsStale) }
    sink.endObject()
  }
}
