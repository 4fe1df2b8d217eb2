/// Configurations the scenario tests share.
enum ScenarioSamples {
  static let blogRules = """
    {"settings": {}, "rules": [
      {"patterns": ["/new$", "/edit$"], "properties": {"context": "modal"}},
      {"patterns": ["/sheet$"], "properties": {"context": "modal", "modal_style": "medium"}},
      {"patterns": ["^/$"], "properties": {"presentation": "replace_root"}}
    ]}
    """

  static let blogConfiguration = """
    {"startLocation": "https://blog.example/", "pathConfiguration": \(blogRules)}
    """

  /// A scenario named `name` on the blog configuration with `steps` (JSON text).
  static func scenario(_ name: String = "flow", steps: String, extra: String = "") -> String {
    """
    {"name": "\(name)", \(extra)"configuration": \(blogConfiguration), "steps": \(steps)}
    """
  }
}
