import JSONRPC
import NavJSON
import NavProtocol

/// The params the web-side methods share (docs/web-side.md).
enum WebSideParams {
  /// `session`: the web session that proposes (default: the active stack's).
  static let session = Param(
    "session", .enumeration(of: StackKind.self),
    summary: "the web session: main or modal (iOS only; default: the active stack's session)")
}
