/// Every method the session dispatches, looked up by name: the lifecycle methods, then the method layer's.
struct MethodRegistry<Services: MethodLayer> {
  enum Action {
    case lifecycle(LifecycleMethod)
    case handler(MethodDescriptor<Services>.Handler)
  }

  struct Entry {
    let documentation: MethodDocumentation
    let action: Action
  }

  private(set) var entries: [Entry] = []
  private var positions: [String: Int] = [:]

  /// `lifecycleMethods` plus `layerMethods`; a duplicate name is a programming error.
  init(lifecycleMethods: [LifecycleMethod] = LifecycleMethod.allCases, layerMethods: [MethodDescriptor<Services>]) {
    for method in lifecycleMethods {
      add(
        Entry(
          documentation: method.documentation(
            server: Services.serverInfo, initialize: Services.initializeDocumentation),
          action: .lifecycle(method)))
    }
    for method in layerMethods {
      add(Entry(documentation: method.documentation, action: .handler(method.handler)))
    }
  }

  private mutating func add(_ entry: Entry) {
    let name = entry.documentation.name
    precondition(positions[name] == nil, "method \(name) is registered twice")
    positions[name] = entries.count
    entries.append(entry)
  }

  @inline(__always)
  func entry(named name: String) -> Entry? {
    positions[name].map { entries[$0] }
  }

  /// Every method name, in registration order.
  var names: [String] { entries.map(\.documentation.name) }
}
