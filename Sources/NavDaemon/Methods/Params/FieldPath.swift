/// Builds the JSON paths of `data.field` and `problems[].path`: `options.action`,
/// `routes[1].patterns[0]`.
enum FieldPath {
  /// `parent.key`, or `key` when `parent` is empty.
  static func member(_ parent: String, _ key: String) -> String {
    parent.isEmpty ? key : "\(parent).\(key)"
  }

  /// `parent[index]`.
  static func element(_ parent: String, _ index: Int) -> String {
    "\(parent)[\(index)]"
  }

  /// `prefix` and `path` joined with a dot, except before a subscript or around an empty side
  /// (`configuration` + `routes[1].patterns[0]` → `configuration.routes[1].patterns[0]`).
  static func join(_ prefix: String, _ path: String) -> String {
    if prefix.isEmpty { return path }
    if path.isEmpty { return prefix }
    return path.hasPrefix("[") ? prefix + path : "\(prefix).\(path)"
  }
}
