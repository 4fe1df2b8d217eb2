import NavJSON

/// A required param: absent or `null`, it is `-32602` "is required" naming it.
package struct RequiredParam<Value>: DeclaredParam {
  /// Name, schema and summary; required.
  package let descriptor: ParamDescriptor
  /// Its value's schema and reading.
  package let kind: ParamKind<Value>

  /// A required param `name` of `kind`.
  package init(_ name: String, _ kind: ParamKind<Value>, summary: String? = nil) {
    self.descriptor = ParamDescriptor(name, required: true, schema: kind.schema, summary: summary)
    self.kind = kind
  }
}

extension ParamReader {
  /// The value of `param`.
  /// - Throws: `-32602` "is required" when it is absent or `null`, or the kind's error for a bad value.
  package func read<Value>(_ param: RequiredParam<Value>) throws(RPCError) -> Value {
    let name = param.descriptor.name
    guard let value = try param.kind.read(self, name) else { throw invalid(name, JSONShapeIssue.required.message) }
    return value
  }
}
