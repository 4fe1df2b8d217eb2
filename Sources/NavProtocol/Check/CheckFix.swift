/// The edit that fixes a finding, as the checker decides it; ``CheckProblem``
/// turns it into a ``CheckReplacement`` (bytes and text) when the file's text is known.
public enum CheckFix: Sendable, Hashable {
  /// Replace the value at the finding's path with this JSON text (`"modal"`, `true`).
  case replaceValue(String)
  /// Replace the key of the member at the finding's path with this JSON text (`"context"`).
  case replaceKey(String)
  /// Replace the whole member (key, colon and value) at the finding's path with this text (`"context": "modal"`).
  case replaceMember(String)
  /// Delete the member at the finding's path, with one separating comma.
  case deleteMember

  /// What applying it does, for people (a code action's title).
  public var title: String {
    switch self {
    case .replaceValue(let text): "Replace with \(text)"
    case .replaceKey(let text): "Rename the key to \(text)"
    case .replaceMember(let text): "Replace with \(text)"
    case .deleteMember: "Remove the member"
    }
  }
}
