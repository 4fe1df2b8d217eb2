import JSONRPC
import NavJSON
import NavProtocol

/// The `state/export` document: a client's complete state and configuration.
///
/// ```json
/// {"format": "navd.state", "version": 1, "configuration": {...}, "startLocation": "..." | null,
///  "activeTab": "home" | null, "nextEntryID": 12,
///  "navigators": [{"tab": "home" | null, "started": true, "main": [Entry...], "modal": [Entry...],
///                  "presented": false, "modalStyle": null,
///                  "webSessions": [{"name", "renderedURL", "snapshots", "snapshotsStale"}]}],
///  "coverage": {"routes": [{"name", "hits"}], "unused": [...]}}
/// ```
/// Callers treat it as opaque; `state/import` reads it back (with fresh entry ids).
enum StateExport {
  /// The value of `format` that marks an export (anything else is the short form).
  static let format = "navd.state"
  /// The export version this build writes and reads.
  static let version: Int64 = 1

  /// The export of `client`.
  static func render(_ client: Client) -> JSONValue {
    let group = client.group
    let dialogs = client.configuration.platform.profile.hasDialogs
    let navigators: [JSONValue] = group.navigators.map { navigator in
      .object(
        JSONObject([
          ("tab", navigator.tab.map { .string($0.id) } ?? .null),
          ("started", .bool(navigator.isStarted)),
          ("main", entries(navigator.mainStack, dialogs: dialogs)),
          ("modal", entries(navigator.modalStack, dialogs: dialogs)),
          ("presented", .bool(navigator.presented)),
          ("modalStyle", navigator.modalStyle.map { .string($0.rawValue) } ?? .null),
          (
            "webSessions",
            JSONTreeSink.value { sink in
              sink.beginArray()
              for session in navigator.webSessions { session.write(to: &sink, export: true) }
              sink.endArray()
            }
          ),
        ]))
    }
    return .object(
      JSONObject([
        ("format", .string(format)),
        ("version", .integer(version)),
        ("configuration", .object(client.configuration.json)),
        ("startLocation", group.configuration.startLocation.wireJSON),
        ("activeTab", group.activeTabID.map(JSONValue.string) ?? .null),
        ("nextEntryID", .integer(Int64(group.environment.nextEntryID))),
        ("navigators", .array(navigators)),
        ("coverage", client.coverage.jsonValue),
      ]))
  }

  /// The stack's entries as State shows them; on Android each also keeps
  /// `dialog`, decided when it was created, so an import restores it.
  private static func entries(_ stack: EntryStack, dialogs: Bool) -> JSONValue {
    guard dialogs else { return stack.wireJSON }
    return .array(
      stack.map { entry in
        guard case .object(var object) = entry.wireJSON else { return entry.wireJSON }
        object["dialog"] = .bool(entry.isDialog)
        return .object(object)
      })
  }
}
