/// Sample files for the command tests.
enum CheckSamples {
  static let cleanPathConfiguration =
    #"{"settings": {}, "rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#
  static let modalTypo = """
    {"settings": {},
     "rules": [
       {"patterns": ["/new$"], "properties": {"context": "Modal"}},
       {"patterns": ["/edit("], "properties": {"presentation": "replace"}}
     ]}
    """
  static let ambiguousRoutes =
    #"[{"name": "album", "patterns": ["kkbox://album/{id}"]}, {"name": "playlist", "patterns": ["kkbox://album/{name}"]}]"#
  static let cleanRoutes = #"{"routes": [{"name": "album", "patterns": ["kkbox://album/{id:digits}"]}]}"#
  static let syntaxError = "{\n  \"rules\": [\n    {\"patterns\": [\"/a\"],}\n  ]\n}\n"
  static let emptyRule = #"{"rules": [{"patterns": [], "properties": {"context": "modal"}}]}"#
}
