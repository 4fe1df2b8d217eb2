import NavJSON

/// The smallest method layer: no options and no methods of its own, so a session serves only the
/// lifecycle methods (`initialize`, `initialized`, `shutdown`, `exit`, `$/cancelRequest`, `rpc.discover`).
///
/// It is the minimal, documented example of ``MethodLayer``, and what the session fuzzer
/// (`Fuzz/Targets/SessionFuzz.swift`, which links the library, not the test targets) drives to
/// exercise framing, JSON-RPC and the lifecycle without any method layer of substance. It
/// accepts any `initialize` configuration object and keeps it.
public struct LifecycleOnlyMethodLayer: MethodLayer {
  /// The `configuration` received by `initialize`.
  public private(set) var initialConfiguration: JSONObject?

  /// Nothing to load.
  public init(startup: SessionStartup<NoLayerOptions>) {}

  /// A server that only follows the lifecycle.
  public static let serverInfo = ServerInfo(
    name: "jsonrpc-lifecycle", version: "1", summary: "The JSON-RPC lifecycle methods and nothing else.")

  /// None besides the lifecycle methods.
  public static var methods: [MethodDescriptor<LifecycleOnlyMethodLayer>] { [] }

  /// Keeps the configuration.
  public static func initialize(
    _ parameters: InitializeParameters, context: inout MethodContext<LifecycleOnlyMethodLayer>
  ) throws {
    context.services.initialConfiguration = parameters.configuration
  }
}
