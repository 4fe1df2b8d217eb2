import NavJSON
import NavProtocol

/// A warning as a result's `warnings` lists it and as `window/logMessage`
/// carries it: a code, a sentence, and the JSON object of the result.
struct WireWarning: Sendable, Hashable {
  /// The warning's code (`unstampedEntry`, `invalidPattern`, ...).
  var code: String
  /// A sentence for people.
  var message: String
  /// The object in the result's `warnings`.
  var json: JSONValue

  /// A navigator warning: `{code, message}`.
  init(_ warning: NavigationWarning) {
    code = warning.code
    message = warning.message
    json = .object(JSONObject([("code", .string(code)), ("message", .string(message))]))
  }

  /// A skipped invalid pattern: `{code: "invalidPattern", rule, pattern, message}`,
  /// plus `source` when it came from a multi-source load. Its sentence is the checker's
  /// finding for the pattern (``PathConfigurationWarning/finding``), as `navd check` words it.
  init(_ warning: PathConfigurationWarning) {
    code = warning.code
    let finding = warning.finding
    message = "\(finding.path): \(finding.message)"
    var object = JSONObject()
    object["code"] = .string(warning.code)
    if let source = warning.source { object["source"] = .integer(Int64(source)) }
    object["rule"] = .integer(Int64(warning.rule))
    object["pattern"] = .string(warning.pattern)
    object["message"] = .string(warning.message)
    json = .object(object)
  }
}

extension Array where Element == WireWarning {
  /// The warnings' JSON objects, in order.
  var wireJSON: JSONValue { .array(map(\.json)) }

  /// Writes the warnings' JSON objects into `sink` as an array, in order.
  func write<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginArray()
    for warning in self { sink.value(warning.json) }
    sink.endArray()
  }
}
