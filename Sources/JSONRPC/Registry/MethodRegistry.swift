/// Every method the session dispatches, looked up by name: the lifecycle methods, then the method layer's.
///
/// The look-up by name holds no generic value (``RegisteredMethod``): the session runs unspecialised
/// (it is generic over its method layer and lives in this module), and every generic value it
/// copies or destroys there costs a look-up of its type's metadata on every request. The layer's
/// handlers, which are generic, are kept apart in ``handlers``, by index.
struct MethodRegistry<Services: MethodLayer> {
  /// Every method, in registration order.
  private(set) var entries: [RegisteredMethod] = []
  /// The method layer's handlers; ``RegisteredMethod/Action/handler(_:)`` holds an index into them.
  private(set) var handlers: [MethodDescriptor<Services>.Handler] = []
  private var positions: [String: Int] = [:]

  /// `lifecycleMethods` plus `layerMethods`; a duplicate name is a programming error.
  init(lifecycleMethods: [LifecycleMethod] = LifecycleMethod.allCases, layerMethods: [MethodDescriptor<Services>]) {
    // Sized once: growing the name index method by method rehashed it several times per start-up.
    let count = lifecycleMethods.count + layerMethods.count
    entries.reserveCapacity(count)
    handlers.reserveCapacity(layerMethods.count)
    positions.reserveCapacity(count)
    for method in lifecycleMethods {
      add(
        RegisteredMethod(
          name: method.name,
          describe: {
            method.documentation(server: Services.serverInfo, initialize: Services.initializeDocumentation)
          },
          action: .lifecycle(method)))
    }
    for method in layerMethods {
      add(RegisteredMethod(name: method.name, describe: method.describe, action: .handler(handlers.count)))
      handlers.append(method.handler)
    }
  }

  private mutating func add(_ entry: RegisteredMethod) {
    let name = entry.name
    precondition(positions[name] == nil, "method \(name) is registered twice")
    positions[name] = entries.count
    entries.append(entry)
  }

  @inline(__always)
  func entry(named name: String) -> RegisteredMethod? {
    positions[name].map { entries[$0] }
  }

  /// Every method name, in registration order.
  var names: [String] { entries.map(\.name) }
}

/// One method of a ``MethodRegistry``: its name, how to describe it and what it runs.
struct RegisteredMethod {
  /// What a method runs.
  enum Action {
    /// A method the session implements itself.
    case lifecycle(LifecycleMethod)
    /// The method layer's handler at this index of ``MethodRegistry/handlers``.
    case handler(Int)
  }

  /// The method name on the wire.
  let name: String
  /// Makes its documentation (only `rpc.discover` needs it: ``MethodDescriptor/documentation``).
  let describe: @Sendable () -> MethodDocumentation
  let action: Action
}
