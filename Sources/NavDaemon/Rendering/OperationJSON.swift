import NavJSON
import NavProtocol

extension NavigationOperation {
  /// The wire form (docs/protocol.md §5 Operation): `{op, ...fields}`.
  var wireJSON: JSONValue { JSONTreeSink.value { write(to: &$0) } }

  /// Writes the wire form into `sink`.
  func write<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.member("op", name)
    switch self {
    case .push(let stack, let entry, let animated), .pop(let stack, let entry, let animated):
      sink.member("stack", stack.rawValue)
      sink.member("entry", entry)
      sink.member("animated", animated)
    case .replace(let stack, let entry, let replaced):
      sink.member("stack", stack.rawValue)
      sink.member("entry", entry)
      sink.member("replaced", replaced)
    case .setStack(let stack, let entries, let animated):
      sink.member("stack", stack.rawValue)
      sink.key("entries")
      sink.beginArray()
      for entry in entries { sink.integer(Int64(entry)) }
      sink.endArray()
      sink.member("animated", animated)
    case .present(let modalStyle, let animated):
      sink.member("modalStyle", modalStyle?.rawValue)
      sink.member("animated", animated)
    case .dismiss(let animated):
      sink.member("animated", animated)
    case .refresh(let stack, let entry):
      sink.member("stack", stack.rawValue)
      sink.member("entry", entry)
    }
    sink.endObject()
  }
}

extension Array where Element == NavigationOperation {
  /// The operations' wire forms, in order.
  var wireJSON: JSONValue { JSONTreeSink.value { write(to: &$0) } }

  /// Writes the operations' wire forms into `sink` as an array, in order.
  func write<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginArray()
    for operation in self { operation.write(to: &sink) }
    sink.endArray()
  }
}
