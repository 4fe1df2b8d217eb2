import JSONRPC
import NavJSON
import NavProtocol

/// `compare` (docs/protocol.md §11): the same steps on an iOS and an Android private client, and the
/// View fields in which they differ.
package enum Comparison {
  /// The keys of `compare`'s params.
  static let paramKeys = ["ios", "android", "configuration", "steps"]

  /// Validates `params` completely (shape, `platform` keys, every step, each side's
  /// configuration), then runs the steps. Nothing runs when anything is invalid.
  static func run(_ raw: JSONObject, sharingSetupOf services: NavigationMethodLayer, limits: MessageLimits)
    throws(RPCError) -> JSONValue
  {
    let params = ParamReader(raw)
    try params.rejectUnknownKeys(allowed: Set(paramKeys))
    let shared = try configuration(params, "configuration")
    let ios = try configuration(params, Platform.ios.rawValue)
    let android = try configuration(params, Platform.android.rawValue)
    guard let stepValues = try params.array("steps") else { throw params.invalid("steps", "is required") }
    let sides: [(platform: Platform, configuration: JSONObject, field: String)] = [
      (.ios, ios ?? shared ?? JSONObject(), ios != nil ? "ios" : "configuration"),
      (.android, android ?? shared ?? JSONObject(), android != nil ? "android" : "configuration"),
    ]
    var steps: [Step] = []
    for (index, value) in stepValues.enumerated() {
      let path = JSONPath.element("steps", index)
      do throws(StepProblem) {
        let step = try StepDecoder.decode(value, path: path)
        if step.needsStartLocation, let side = sides.first(where: { !StepRunner.hasStartLocation($0.configuration) }) {
          throw StepProblem.pathWithoutStartLocation(
            path, step.shorthand ?? "", configuration: "\"\(side.field)\" (the \(side.platform.rawValue) side)")
        }
        steps.append(step)
      } catch {
        throw error.rpcError
      }
    }
    var iosRunner = try StepRunner(
      platform: sides[0].platform, configuration: sides[0].configuration, field: sides[0].field,
      sharingSetupOf: services, limits: limits)
    var androidRunner = try StepRunner(
      platform: sides[1].platform, configuration: sides[1].configuration, field: sides[1].field,
      sharingSetupOf: services, limits: limits)
    return compare(steps, ios: &iosRunner, android: &androidRunner)
  }

  /// `compare` with `params` as a command-line tool runs it (`navd compare`), in `environment`.
  package static func run(_ params: JSONObject, environment: StepEnvironment) -> Result<JSONValue, RPCError> {
    do throws(RPCError) {
      return .success(try run(params, sharingSetupOf: environment.services, limits: environment.limits))
    } catch {
      return .failure(error)
    }
  }

  /// Runs `steps` on both runners and renders `{steps: [{index, method, same, differences,
  /// ios, android}], divergent}`.
  package static func compare(_ steps: [Step], ios: inout StepRunner, android: inout StepRunner) -> JSONValue {
    var rendered: [JSONValue] = []
    var divergent: [JSONValue] = []
    for (index, step) in steps.enumerated() {
      let left = ios.run(step).view
      let right = android.run(step).view
      let fields = left.differingFields(from: right)
      if !fields.isEmpty { divergent.append(.integer(Int64(index))) }
      rendered.append(
        .object(
          JSONObject([
            ("index", .integer(Int64(index))),
            ("method", .string(step.method)),
            ("same", .bool(fields.isEmpty)),
            (
              "differences",
              .array(
                fields.map { field in
                  .object(
                    JSONObject([("field", .string(field)), ("ios", left.field(field)), ("android", right.field(field))])
                  )
                })
            ),
            ("ios", left.jsonValue),
            ("android", right.jsonValue),
          ])))
    }
    return .object(JSONObject([("steps", .array(rendered)), ("divergent", .array(divergent))]))
  }

  /// The configuration object at `key`, or `nil`; a `platform` key in it is `-32602`.
  private static func configuration(_ params: ParamReader, _ key: String) throws(RPCError) -> JSONObject? {
    guard let object = try params.object(key) else { return nil }
    if object["platform"] != nil {
      throw .invalidParams(
        field: JSONPath.member(params.field(key), "platform"),
        reason: "compare chooses each side's platform itself; remove \"platform\"")
    }
    return object
  }
}
