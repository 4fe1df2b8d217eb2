import NavJSON
import NavProtocol

extension Visit {
  /// The wire form (docs/protocol.md §5): `{stack, entry, url, action, reason}`.
  var wireJSON: JSONValue {
    .object(
      JSONObject([
        ("stack", .string(stack.rawValue)),
        ("entry", .integer(Int64(entry))),
        ("url", url.wireJSON),
        ("action", .string(action.rawValue)),
        ("reason", .string(reason.rawValue)),
      ]))
  }
}

extension Array where Element == Visit {
  /// The visits' wire forms, in order.
  var wireJSON: JSONValue { .array(map(\.wireJSON)) }
}
