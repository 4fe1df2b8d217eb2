import NavJSON

/// The session's lifecycle (docs/protocol.md §2): its state, the gate every call passes, and the
/// bodies of the methods the session itself implements.
///
/// States and transitions:
/// - ``LifecycleState/uninitialized`` (start): only an `initialize` request passes the gate; any
///   other request is `-32002`, a notification is dropped. A successful `initialize` (its params
///   read, then ``MethodLayer/initialize(_:context:)`` run without throwing) moves to `initialized`;
///   a failed one leaves the state, and `capabilities.notifications`, as they were.
/// - ``LifecycleState/initialized``: every method passes; a second `initialize` is `-32600`.
///   `shutdown` moves to `shutDown`.
/// - ``LifecycleState/shutDown``: every request but `exit` is `-32600`, a notification is dropped.
/// - `exit`, in any state, ends the session: ``exitStatus`` is 0 after `shutdown`, else 1 (so is
///   end of input). The session handles `exit` before the gate.
///
/// Not generic over the method layer (only ``run(_:params:context:)`` is): the session runs
/// unspecialised, and every use of a generic value there looks up its type's metadata, so the gate
/// every request passes is kept free of them.
struct LifecycleMethods {
  /// Where the session is.
  private(set) var state = LifecycleState.uninitialized
  /// Every method name, lifecycle methods first (`capabilities.methods`).
  let methodNames: [String]
  /// What makes every method's documentation, in the same order, for the OpenRPC document.
  private let describers: [@Sendable () -> MethodDocumentation]
  /// Built on the first `rpc.discover`, with the documentation it describes, so start-up does not
  /// pay for either.
  private lazy var discoverDocument = OpenRPCDocument.make(methods: describers.map { $0() }, server: server)
  /// Who the server is (the OpenRPC document's `info`).
  private let server: ServerInfo

  /// The lifecycle of a session serving the methods of `registry`.
  init<Services>(registry: MethodRegistry<Services>) {
    methodNames = registry.names
    describers = registry.entries.map(\.describe)
    server = Services.serverInfo
  }

  /// The exit status if the session ended now: 0 after `shutdown`, else 1.
  var exitStatus: Int32 { state == .shutDown ? 0 : 1 }

  /// The error a call of `method` gets in this state instead of running, if any: before
  /// `initialize` `-32002`, after `shutdown` `-32600`, a second `initialize` `-32600`. This is
  /// judged before a `$/cancelRequest` mark, so a cancelled request in those states gets these errors.
  func refusal(of method: String, id: RequestID?) -> RPCError? {
    switch state {
    case .uninitialized where method != "initialize" || id == nil: .serverNotInitialized
    case .shutDown: .invalidRequest(.shutDown)
    case .initialized where method == "initialize": .invalidRequest(.alreadyInitialized)
    default: nil
    }
  }

  /// Runs a lifecycle method with its named params.
  mutating func run<Services>(_ method: LifecycleMethod, params: JSONObject, context: inout MethodContext<Services>)
    throws
    -> JSONValue
  {
    switch method {
    case .initialize:
      let parameters = try InitializeParameters(params)
      context.notificationsRequested = parameters.notifications
      do {
        try Services.initialize(parameters, context: &context)
      } catch {
        context.notificationsRequested = false
        throw error
      }
      state = .initialized
      return Services.initializeResult(context: context, methodNames: methodNames)
    case .initialized, .exit:
      return .null
    case .shutdown:
      state = .shutDown
      return .null
    case .cancelRequest:
      // The cancellation itself happened when the read was queued; here only the params are checked.
      guard let id = params["id"] else { throw RPCError.invalidParams(field: "id", reason: "is required") }
      switch id {
      case .integer, .string: return .null
      default:
        throw RPCError.invalidParams(
          field: "id", reason: JSONShapeIssue.wrongType("a string or an integer", id).message)
      }
    case .discover:
      return discoverDocument
    }
  }
}
