import NavJSON

/// An optional param: read as `nil` when absent or `null`.
package struct Param<Value>: DeclaredParam {
  /// Name, schema and summary; never required.
  package let descriptor: ParamDescriptor
  /// Its value's schema and reading.
  package let kind: ParamKind<Value>

  /// An optional param `name` of `kind`.
  package init(_ name: String, _ kind: ParamKind<Value>, summary: String? = nil) {
    self.descriptor = ParamDescriptor(name, required: false, schema: kind.schema, summary: summary)
    self.kind = kind
  }
}

extension ParamReader {
  /// The value of `param`, or `nil` when absent.
  package func read<Value>(_ param: Param<Value>) throws(RPCError) -> Value? {
    try param.kind.read(self, param.descriptor.name)
  }
}
