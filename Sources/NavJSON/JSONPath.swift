/// Builds the JSON paths that problems and errors point at, like `rules[2].patterns[0]` or
/// `options.action`: the `path` of a path-configuration or route-table problem and the
/// `field` of an invalid-params error.
public enum JSONPath {
  /// `parent.key`, or `key` when `parent` is empty.
  public static func member(_ parent: String, _ key: String) -> String {
    parent.isEmpty ? key : "\(parent).\(key)"
  }

  /// `parent[index]`.
  public static func element(_ parent: String, _ index: Int) -> String {
    "\(parent)[\(index)]"
  }

  /// `prefix` and `path` joined with a dot, except before a subscript or around an empty side
  /// (`configuration` + `routes[1].patterns[0]` → `configuration.routes[1].patterns[0]`).
  public static func join(_ prefix: String, _ path: String) -> String {
    if prefix.isEmpty { return path }
    if path.isEmpty { return prefix }
    return path.hasPrefix("[") ? prefix + path : "\(prefix).\(path)"
  }
}
