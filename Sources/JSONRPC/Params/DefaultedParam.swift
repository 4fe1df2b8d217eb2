import NavJSON

/// An optional param with a default: read as the default when absent or `null`.
package struct DefaultedParam<Value: Sendable>: DeclaredParam {
  /// Name, schema and summary; never required.
  package let descriptor: ParamDescriptor
  /// Its value's schema and reading.
  package let kind: ParamKind<Value>
  /// The value when it is absent.
  package let defaultValue: Value

  /// An optional param `name` of `kind` that is `defaultValue` when absent.
  package init(_ name: String, _ kind: ParamKind<Value>, default defaultValue: Value, summary: String? = nil) {
    self.descriptor = ParamDescriptor(name, required: false, schema: kind.schema, summary: summary)
    self.kind = kind
    self.defaultValue = defaultValue
  }
}

extension ParamReader {
  /// The value of `param`, or its default when absent.
  package func read<Value>(_ param: DefaultedParam<Value>) throws(RPCError) -> Value {
    try param.kind.read(self, param.descriptor.name) ?? param.defaultValue
  }
}
