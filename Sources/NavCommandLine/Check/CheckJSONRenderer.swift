import NavJSON
import NavProtocol

/// The `--json` output of `navd check`: one JSON document on one line.
///
/// `{"files": [{"file", "kind", "platform", "problems": [problem]} | {"file", "unreadable": reason}],
/// "errors", "warnings", "unreadable", "exitStatus"}`; `kind` is `routeTable`,
/// `pathConfiguration`, `clientConfiguration` or `null`; `platform` `ios`, `android` or
/// `null` (not a JSON object); `platformFrom` what decided it (`option`, `path`, `keys`,
/// `default`; `null` with it); each problem is ``CheckProblem/jsonValue``.
enum CheckJSONRenderer {
  /// The whole document for `results`.
  static func document(_ results: [CheckFileResult]) -> JSONValue {
    let summary = CheckSummary(results: results)
    return .object(
      JSONObject([
        ("files", .array(results.map(file))),
        ("errors", .integer(Int64(summary.errors))),
        ("warnings", .integer(Int64(summary.warnings))),
        ("unreadable", .integer(Int64(summary.unreadable))),
        ("exitStatus", .integer(Int64(CheckExitStatus(results: results).rawValue))),
      ]))
  }

  private static func file(_ result: CheckFileResult) -> JSONValue {
    var object = JSONObject([("file", JSONValue.string(result.file))])
    switch result.outcome {
    case .unreadable(let reason):
      object["unreadable"] = .string(reason)
    case .checked(let report):
      object["kind"] = report.kind.map { .string($0.rawValue) } ?? .null
      object["platform"] = report.platform.map { .string($0.rawValue) } ?? .null
      object["platformFrom"] = report.platformFrom.map { .string($0.rawValue) } ?? .null
      object["problems"] = .array(report.problems.map(\.jsonValue))
    }
    return .object(object)
  }
}
