/// A param as a method declares it: its description, which `rpc.discover` shows and the decoder reads by.
///
/// ``Param``, ``RequiredParam`` and ``DefaultedParam`` are the three declarations; a
/// ``MethodParams`` type lists the ones it reads in ``MethodParams/declared``.
package protocol DeclaredParam: Sendable {
  /// Name, schema, summary and requiredness.
  var descriptor: ParamDescriptor { get }
}
