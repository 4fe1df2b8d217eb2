import Foundation
import NavProtocol

/// Resident memory per simulated client and per retained stack entry (targets:
/// ≤ 512 B per entry, ≤ 4 KiB per client), measured as the growth of `VmRSS`.
struct MemoryBenchmark {
  let clients: Int
  let entriesPerClient: Int

  static let bytesPerEntryTarget = 512.0
  static let bytesPerClientTarget = 4096.0

  func run() -> [BenchRow] {
    let configuration = NavigatorConfiguration(startLocation: URL(string: "https://app.example/")!)
    // Warm up allocator size classes and lazily initialised globals, so the
    // first client does not pay for them.
    warmUp(configuration)
    guard let before = ResidentMemory.current() else {
      return [BenchRow(info: "memory", "n/a", note: "/proc/self/status unreadable")]
    }
    var groups: [NavigatorGroup] = []
    groups.reserveCapacity(clients)
    for _ in 0..<clients { groups.append(NavigatorGroup(configuration: configuration)) }
    let withClients = ResidentMemory.current() ?? before
    for (client, group) in groups.enumerated() { fill(group, client: client) }
    let withEntries = ResidentMemory.current() ?? withClients

    let perClient = Double(withClients - before) / Double(clients)
    let perEntry = Double(withEntries - withClients) / Double(clients * entriesPerClient)
    let total = Double(withEntries - before) / Double(clients)
    let shared = groups.allSatisfy {
      $0.configuration.pathConfiguration.rules.withUnsafeBufferPointer { $0.baseAddress }
        == configuration.pathConfiguration.rules.withUnsafeBufferPointer { $0.baseAddress }
    }
    let entryCount = groups.reduce(0) { $0 + $1.mainStack.count }
    withExtendedLifetime(groups) {}
    return [
      BenchRow(
        "RSS per client (empty group)", Format.bytes(perClient), target: "≤ 4 KiB",
        met: perClient <= Self.bytesPerClientTarget
      ).exported(as: "bytesPerClient", perClient),
      BenchRow(
        "RSS per retained entry", Format.bytes(perEntry), target: "≤ 512 B",
        met: perEntry <= Self.bytesPerEntryTarget
      ).exported(as: "bytesPerEntry", perEntry),
      BenchRow(info: "RSS per client with its entries", Format.bytes(total), note: "\(entriesPerClient) entries")
        .exported(as: "bytesPerClientWithEntries", total),
      BenchRow(info: "clients × entries retained", "\(clients) × \(entryCount / max(1, clients))"),
      BenchRow(info: "NavigationEntry stride", "\(MemoryLayout<NavigationEntry>.stride) B", note: "inline in array"),
      BenchRow("configuration shared, not copied", shared ? "yes" : "no", target: "shared", met: shared),
    ]
  }

  private func warmUp(_ configuration: NavigatorConfiguration) {
    var scratch: [NavigatorGroup] = []
    for client in 0..<64 {
      let group = NavigatorGroup(configuration: configuration)
      fill(group, client: -1 - client)
      scratch.append(group)
    }
    withExtendedLifetime(scratch) {}
  }

  /// Routes `entriesPerClient` distinct URLs (advance: each one pushes).
  private func fill(_ group: NavigatorGroup, client: Int) {
    for index in 0..<entriesPerClient {
      let url = URL(string: "https://app.example/clients/\(client)/articles/\(index)")!
      _ = try? group.activeNavigator.route(RouteRequest(url: url))
    }
  }
}
