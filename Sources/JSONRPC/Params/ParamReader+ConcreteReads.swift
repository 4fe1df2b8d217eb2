import NavJSON

/// Reads of string, boolean and object params, the kinds most methods' params are, written for
/// their concrete types.
///
/// The generic `read(_:)`s compile once for every value type, so each call looks up
/// `Optional<Value>`'s metadata at run time (a hash-table search, several hundred instructions).
/// These overloads are chosen instead for `String`, `Bool` and `JSONObject` params, which are most of the reads
/// on the request path, and cost a plain call. They read exactly as the generic ones do.
extension ParamReader {
  /// The value of a string `param`, `nil` when absent.
  package func read(_ param: Param<String>) throws(RPCError) -> String? {
    try param.kind.read(self, param.descriptor.name)
  }

  /// The value of a boolean `param`, `nil` when absent.
  package func read(_ param: Param<Bool>) throws(RPCError) -> Bool? {
    try param.kind.read(self, param.descriptor.name)
  }

  /// The value of an object `param`, `nil` when absent.
  package func read(_ param: Param<JSONObject>) throws(RPCError) -> JSONObject? {
    try param.kind.read(self, param.descriptor.name)
  }

  /// The value of a string `param`, or its default when absent.
  package func read(_ param: DefaultedParam<String>) throws(RPCError) -> String {
    try param.kind.read(self, param.descriptor.name) ?? param.defaultValue
  }

  /// The value of a boolean `param`, or its default when absent.
  package func read(_ param: DefaultedParam<Bool>) throws(RPCError) -> Bool {
    try param.kind.read(self, param.descriptor.name) ?? param.defaultValue
  }

  /// The value of a required string `param`.
  package func read(_ param: RequiredParam<String>) throws(RPCError) -> String {
    let name = param.descriptor.name
    guard let value = try param.kind.read(self, name) else { throw invalid(name, JSONShapeIssue.required.message) }
    return value
  }
}
