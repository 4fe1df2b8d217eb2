import JSONRPC
import NavJSON

/// A structurally invalid step (docs/protocol.md §11): found before anything runs, at a JSON path
/// (`steps[3].method`) with a reason for people.
package struct StepProblem: Error, Sendable, Hashable, CustomStringConvertible {
  /// The JSON path of the offending value, without `$` (`steps[3].params.client`).
  package var path: String
  /// What is wrong.
  package var reason: String

  /// A problem at `path`.
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `-32602` with `data.field` the path.
  package var rpcError: RPCError { .invalidParams(field: path, reason: reason) }

  /// `path: reason`.
  package var description: String { "\(path): \(reason)" }

  static func notAnObject(_ path: String, _ typeName: String) -> StepProblem {
    StepProblem(path: path, reason: JSONShapeIssue.wrongType(expected: "an object", got: typeName).message)
  }

  static func noMethod(_ path: String) -> StepProblem {
    StepProblem(path: path, reason: "needs a \"method\" or the \"route\" shorthand")
  }

  static func methodAndRoute(_ path: String) -> StepProblem {
    StepProblem(path: JSONPath.member(path, "route"), reason: "cannot be combined with \"method\"")
  }

  static func unknownMethod(_ path: String, _ method: String) -> StepProblem {
    StepProblem(
      path: JSONPath.member(path, "method"),
      reason: "\"\(method)\" is not a step method (expected one of \(JSONShapeIssue.choices(StepMethods.names)))")
  }

  static func methodNotAString(_ path: String, _ typeName: String) -> StepProblem {
    StepProblem(
      path: JSONPath.member(path, "method"),
      reason: JSONShapeIssue.wrongType(expected: "a string", got: typeName).message)
  }

  static func clientParam(_ path: String) -> StepProblem {
    StepProblem(
      path: JSONPath.member(path, "client"), reason: "a step acts on its own private client; remove \"client\"")
  }

  static func unknownKey(_ path: String, _ key: String, allowed: [String]) -> StepProblem {
    StepProblem(
      path: JSONPath.member(path, key),
      reason: "is not a key of a step (expected one of \(JSONShapeIssue.choices(allowed)))")
  }

  static func shorthandNotAString(_ path: String, _ typeName: String) -> StepProblem {
    StepProblem(
      path: JSONPath.member(path, "route"),
      reason: JSONShapeIssue.wrongType(expected: "an absolute URL or a /path", got: typeName).message)
  }

  static func shorthandNotAURL(_ path: String, _ text: String) -> StepProblem {
    StepProblem(
      path: JSONPath.member(path, "route"),
      reason: JSONShapeIssue.wrongValue("an absolute URL or a path starting with \"/\"", .string(text)).message)
  }

  /// A `/path` shorthand where `configuration` (`the ios configuration`) has no start location.
  package static func pathWithoutStartLocation(_ path: String, _ text: String, configuration: String) -> StepProblem {
    StepProblem(
      path: JSONPath.member(path, "route"),
      reason:
        "the path \"\(text)\" needs a start location, but \(configuration) has neither \"startLocation\" nor \"tabs\"")
  }
}
