/// The params of one method, as a type: the params it declares (what `rpc.discover` describes)
/// and its decoding from them, which reads each declared param through its declaration.
///
/// ```swift
/// struct PrintRouteParams: MethodParams {
///   static let name = RequiredParam("name", .string)
///   static let routeParams = DefaultedParam("params", .object(), default: JSONObject(), summary: "…")
///   static let declared: [any DeclaredParam] = [CommonParams.client, name, routeParams]
///
///   let name: String
///   …
///   init(_ params: ParamReader) throws(RPCError) {
///     name = try params.read(Self.name)
///     …
///   }
/// }
/// ```
///
/// A test decodes every method's params from a probe and checks that the decoder reads exactly
/// the declared params, so the description and the decoder cannot drift apart.
package protocol MethodParams: Sendable {
  /// The declared params, in documentation order.
  static var declared: [any DeclaredParam] { get }

  /// Decodes the params, in the order the method checks them (the first problem found is the error).
  init(_ params: ParamReader) throws(RPCError)
}

/// The params of a method that takes none (any given are ignored).
package struct NoParams: MethodParams {
  /// None.
  package static var declared: [any DeclaredParam] { [] }

  /// Reads nothing.
  package init(_ params: ParamReader) {}
}
