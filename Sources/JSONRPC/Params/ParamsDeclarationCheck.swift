import NavJSON
import Synchronization

/// Checks that a method's declared params (what `rpc.discover` and the docs show) and its decoder
/// agree; the test suites of every method layer run it over all their methods.
///
/// It decodes a probe made from the declared schemas (each param present, with the simplest value its
/// schema allows), recording which top-level names the decoder reads, then the probe without each
/// param in turn. The decoder must accept the probe, read exactly the declared names, fail with
/// `-32602` "is required" naming a missing required param, and accept a missing optional one.
package enum ParamsDeclarationCheck {
  /// Every disagreement found in `method`, as sentences; empty when there is none.
  package static func problems<Services>(of method: MethodDescriptor<Services>) -> [String] {
    let declared = method.documentation.params
    let name = method.name
    let probe = JSONObject(declared.map { ($0.name, sample(of: $0.schema)) })
    var problems: [String] = []
    switch decode(method, probe) {
    case .failure(let error):
      problems.append("\(name): the decoder rejects a probe of its declared params \(probe): \(error.message)")
    case .success(let read):
      let declaredNames = Set(declared.map(\.name))
      for undeclared in Set(read).subtracting(declaredNames).sorted() {
        problems.append("\(name): the decoder reads `\(undeclared)`, which is not declared")
      }
      for unread in declaredNames.subtracting(read).sorted() {
        problems.append("\(name): `\(unread)` is declared, but the decoder never reads it")
      }
    }
    for param in declared {
      var without = probe
      without[param.name] = nil
      let result = decode(method, without)
      switch (param.required, result) {
      case (true, .success):
        problems.append("\(name): `\(param.name)` is declared required, but the decoder accepts params without it")
      case (true, .failure(let error)):
        let expected = RPCError.invalidParams(field: param.name, reason: JSONShapeIssue.required.message)
        if error != expected {
          problems.append(
            "\(name): without the required `\(param.name)` the decoder answers \"\(error.message)\", "
              + "not \"\(expected.message)\"")
        }
      case (false, .failure(let error)):
        problems.append(
          "\(name): `\(param.name)` is declared optional, but without it the decoder answers \"\(error.message)\"")
      case (false, .success):
        break
      }
    }
    return problems
  }

  /// The top-level names `method`'s decoder read from `params`, or its error.
  private static func decode<Services>(_ method: MethodDescriptor<Services>, _ params: JSONObject) -> Result<
    [String], RPCError
  > {
    let read = Mutex<[String]>([])
    var reader = ParamReader(params)
    reader.onRead = { key in read.withLock { $0.append(key) } }
    do throws(RPCError) {
      try method.decodeParams(reader)
    } catch {
      return .failure(error)
    }
    return .success(read.withLock { $0 })
  }

  /// The simplest value `schema` allows: a `const`, the first of its `examples`, the first `enum` value
  /// or `oneOf` choice, `"x"` (an absolute URL for `format: uri`), `true`, `0` (or the `minimum`), `[]`,
  /// or an object of its required properties.
  static func sample(of schema: JSONValue) -> JSONValue {
    guard case .object(let object) = schema else { return .null }
    if let constant = object["const"] { return constant }
    if let example = object["examples"]?.arrayValue?.first { return example }
    if let first = object["enum"]?.arrayValue?.first { return first }
    if let first = object["oneOf"]?.arrayValue?.first { return sample(of: first) }
    var type = object["type"]
    if let first = type?.arrayValue?.first { type = first }
    switch type?.stringValue {
    case "string": return object["format"] == "uri" ? "https://example.com/a" : "x"
    case "boolean": return true
    case "integer", "number": return object["minimum"] ?? 0
    case "array": return []
    case "null": return .null
    default:
      let properties = object["properties"]?.objectValue ?? JSONObject()
      let required = Set((object["required"]?.arrayValue ?? []).compactMap(\.stringValue))
      return .object(JSONObject(properties.filter { required.contains($0.key) }.map { ($0.key, sample(of: $0.value)) }))
    }
  }
}
