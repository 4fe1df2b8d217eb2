import JSONRPC
import NavJSON
import NavProtocol

extension MethodContext where Services == NavigationMethodLayer {
  /// Runs `body` on the client `id` (the decoded ``CommonParams/client``; created on first use).
  /// If `body` throws, a client this call created is removed again, so a failing request changes
  /// nothing.
  mutating func withClient<Result>(
    _ id: String, _ body: (inout Self, Client) throws(RPCError) -> Result
  ) throws(RPCError) -> Result {
    let (client, created) = try services.clients.clientCreatingIfNeeded(id)
    do {
      return try body(&self, client)
    } catch {
      if created { services.clients.remove(id) }
      throw error
    }
  }

  /// Whether `client` gets notifications.
  func notifies(_ client: Client) -> Bool {
    client.wantsNotifications(requestedAtInitialize: notificationsRequested)
  }

  /// Sends `navigator/didChange {client, tab, operations, state}` when
  /// `operations` changed stacks and the client asked for notifications.
  mutating func notifyChange(_ client: Client, navigator: Navigator, operations: [NavigationOperation]) {
    guard !operations.isEmpty, notifies(client) else { return }
    let params = JSONText { sink in
      sink.beginObject()
      sink.member("client", client.id)
      sink.member("tab", navigator.tab?.id)
      sink.key("operations")
      operations.write(to: &sink)
      sink.key("state")
      StateJSON.write(client, navigator: navigator, to: &sink)
      sink.endObject()
    }
    sendNotification("navigator/didChange", text: params)
  }

  /// Sends `window/logMessage {type: 2, message, client, code}` per warning, when the client asked.
  mutating func notifyWarnings(_ client: Client, _ warnings: [WireWarning]) {
    guard !warnings.isEmpty, notifies(client) else { return }
    for warning in warnings { sendWarning(warning.message, client: client.id, code: warning.code) }
  }

  /// Notifies what `outcome` did on `navigator`: its changes, then its warnings.
  mutating func notify(_ client: Client, navigator: Navigator, outcome: NavigationOutcome) {
    notifyChange(client, navigator: navigator, operations: outcome.operations)
    notifyWarnings(client, outcome.warnings.map(WireWarning.init))
  }

  /// Notifies each tab start, in order: its navigator's change, then its warnings.
  mutating func notify(_ client: Client, starts: [TabStart]) {
    for start in starts { notify(client, navigator: start.navigator, outcome: start.outcome) }
  }
}
