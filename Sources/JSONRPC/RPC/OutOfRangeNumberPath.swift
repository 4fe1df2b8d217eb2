import NavJSON

/// Finds a number beyond the finite `Double` range in a request's named params.
///
/// The session parses with ``JSONParser/OutOfRangeNumbers/keepAsInfinity`` so that such a
/// number in `id` is judged like every other id beyond `Int64` (`-32600`, docs/protocol.md §1).
/// Inside `params` it cannot be carried back or used, so the request is `-32602` naming its
/// path (`params` relative, as every `data.field`: `parameters.big`, `items[1].weight`).
public enum OutOfRangeNumberPath {
  /// The path of the first (in document order) infinite number in `params`, or `nil`.
  public static func first(in params: JSONObject) -> String? {
    // Iterative depth-first walk: input nesting never reaches the call stack.
    var pending: [(path: String, value: JSONValue)] = params.reversed().map { ($0.key, $0.value) }
    while let (path, value) = pending.popLast() {
      switch value {
      case .double(let double) where !double.isFinite:
        return path
      case .array(let elements):
        for (index, element) in elements.enumerated().reversed() { pending.append(("\(path)[\(index)]", element)) }
      case .object(let object):
        for member in object.reversed() { pending.append(("\(path).\(member.key)", member.value)) }
      default:
        continue
      }
    }
    return nil
  }
}
