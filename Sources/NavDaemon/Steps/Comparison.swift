import JSONRPC
import NavJSON
import NavProtocol

/// `compare` (docs/protocol.md §11): the same steps on an iOS and an Android private client, and the
/// View fields in which they differ.
package enum Comparison {
  /// Validates the decoded `params` completely (every step, each side's configuration), then runs
  /// the steps. Nothing runs when anything is invalid.
  static func run(_ params: CompareParams, sharingSetupOf services: NavigationMethodLayer, limits: MessageLimits)
    throws(RPCError) -> JSONValue
  {
    var sides: [(platform: Platform, configuration: JSONObject, field: String)] = []
    for platform in Platform.allCases {  // iOS, then Android: the order of the result's columns
      let own = params.own[platform]
      sides.append((platform, own ?? params.shared ?? JSONObject(), own != nil ? platform.rawValue : "configuration"))
    }
    let stepValues = params.steps
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
      let decoded = try CompareParams(ParamReader(params))
      return .success(try run(decoded, sharingSetupOf: environment.services, limits: environment.limits))
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
}
