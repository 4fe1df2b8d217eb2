import JSONRPC
import NavJSON
import NavProtocol

/// `compare` (docs/protocol.md §11): `{ios?, android?, configuration?, steps}` and no other keys.
package struct CompareParams: MethodParams {
  static let ios = Param("ios", sideConfiguration, summary: "the iOS side's configuration")
  static let android = Param("android", sideConfiguration, summary: "the Android side's configuration")
  static let configuration = Param(
    "configuration", sideConfiguration, summary: "the configuration of a side without its own")
  static let steps = RequiredParam("steps", .array(Schema.array(step)), summary: "the steps, in order")
  package static var declared: [any DeclaredParam] { [ios, android, configuration, steps] }
  /// The sides' own configurations, in `Platform.allCases` order.
  private static var sides: [Param<JSONObject>] { [ios, android] }

  /// The configuration shared by a side without its own.
  let shared: JSONObject?
  /// Each side's own configuration, by its platform (absent: the side uses ``shared``).
  let own: [Platform: JSONObject]
  /// The steps as given (``StepDecoder`` reads them once both sides are known).
  let steps: [JSONValue]

  package init(_ params: ParamReader) throws(RPCError) {
    try params.rejectUnknownKeys(allowed: Set(Self.declared.map(\.descriptor.name)))
    shared = try params.read(Self.configuration)
    var own: [Platform: JSONObject] = [:]
    for (platform, param) in zip(Platform.allCases, Self.sides) { own[platform] = try params.read(param) }
    self.own = own
    steps = try params.read(Self.steps)
  }

  /// A side's configuration: a client configuration without `platform` (compare chooses it).
  private static let sideConfiguration = ParamKind<JSONObject>(schema: WireSchemas.configuration) {
    params, key throws(RPCError) in
    guard let object = try params.object(key) else { return nil }
    if object["platform"] != nil {
      throw .invalidParams(
        field: JSONPath.member(params.field(key), "platform"),
        reason: "compare chooses each side's platform itself; remove \"platform\"")
    }
    return object
  }

  /// A step: `{method, params?}` or the `route` shorthand.
  private static let step = Schema.oneOf([
    Schema.object(
      [
        ("method", Schema.enumeration(StepMethods.names)),
        ("params", Schema.anyObject("the method's params, without client")),
      ], required: ["method"], additional: false),
    Schema.object(
      [("route", Schema.string("an absolute URL, or a /path resolved against the side's start location"))],
      required: ["route"], "the route shorthand; other keys are route params"),
  ])
}
