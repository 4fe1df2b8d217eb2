import NavJSON
import NavProtocol

extension NavigationOperation {
  /// The wire form (docs/protocol.md §5 Operation): `{op, ...fields}`.
  var wireJSON: JSONValue {
    var object = JSONObject([("op", .string(name))])
    switch self {
    case .push(let stack, let entry, let animated), .pop(let stack, let entry, let animated):
      object["stack"] = .string(stack.rawValue)
      object["entry"] = .integer(Int64(entry))
      object["animated"] = .bool(animated)
    case .replace(let stack, let entry, let replaced):
      object["stack"] = .string(stack.rawValue)
      object["entry"] = .integer(Int64(entry))
      object["replaced"] = .integer(Int64(replaced))
    case .setStack(let stack, let entries, let animated):
      object["stack"] = .string(stack.rawValue)
      object["entries"] = .array(entries.map { .integer(Int64($0)) })
      object["animated"] = .bool(animated)
    case .present(let modalStyle, let animated):
      object["modalStyle"] = modalStyle.map { .string($0.rawValue) } ?? .null
      object["animated"] = .bool(animated)
    case .dismiss(let animated):
      object["animated"] = .bool(animated)
    case .refresh(let stack, let entry):
      object["stack"] = .string(stack.rawValue)
      object["entry"] = .integer(Int64(entry))
    }
    return .object(object)
  }
}

extension Array where Element == NavigationOperation {
  /// The operations' wire forms, in order.
  var wireJSON: JSONValue { .array(map(\.wireJSON)) }
}
