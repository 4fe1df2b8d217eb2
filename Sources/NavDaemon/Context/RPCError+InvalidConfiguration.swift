import JSONRPC
import NavProtocol

extension RPCError {
  /// `-32011` with `data: {problems: [{path, reason}]}`, every problem listed.
  public static func invalidConfiguration(problems: [ConfigurationProblem]) -> RPCError {
    let list = problems.map(\.jsonValue)
    let summary = problems.first.map { "\($0.path): \($0.reason)" } ?? "no details"
    let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
    return RPCError(
      code: .invalidConfiguration, message: "Invalid configuration: \(summary)\(more)",
      data: ["problems": .array(list)])
  }
}
