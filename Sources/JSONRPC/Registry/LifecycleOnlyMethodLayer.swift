import NavJSON

/// The smallest method layer: no methods of its own, so a session serves only the lifecycle
/// methods (`initialize`, `initialized`, `shutdown`, `exit`, `$/cancelRequest`, `rpc.discover`).
///
/// navd itself runs ``NavigationMethodLayer``. This type is the minimal, documented example of
/// ``MethodLayer`` and what the session fuzzer (`Fuzz/Targets/SessionFuzz.swift`, which
/// links the library, not the test targets) drives to exercise framing, JSON-RPC and the
/// lifecycle without the navigator. It checks that a `--path-configuration` file is readable
/// JSON with an object at the top and keeps it; it accepts any `initialize` configuration object.
public struct LifecycleOnlyMethodLayer: MethodLayer {
  /// The `--path-configuration` document, if one was given.
  public private(set) var pathConfiguration: JSONObject?
  /// The `configuration` received by `initialize`.
  public private(set) var initialConfiguration: JSONObject?

  /// Loads `startup.pathConfigurationFile` if set.
  public init(startup: DaemonStartup) throws {
    guard let path = startup.pathConfigurationFile else { return }
    let bytes = try FileReadError.readFile(path)
    let document: JSONValue
    do throws(JSONParseError) {
      document = try JSONParser.parse(bytes, maxDepth: startup.limits.maxDepth)
    } catch {
      throw StartupError("path configuration \(path) is not valid JSON: \(error)")
    }
    guard case .object(let object) = document else {
      throw StartupError(
        "path configuration \(path): the top level \(JSONShapeIssue.wrongType("a JSON object", document).message)")
    }
    pathConfiguration = object
  }

  /// None besides the lifecycle methods.
  public static var methods: [MethodDescriptor<LifecycleOnlyMethodLayer>] { [] }

  /// Keeps the configuration.
  public static func initialize(
    _ parameters: InitializeParameters, context: inout MethodContext<LifecycleOnlyMethodLayer>
  ) throws {
    context.services.initialConfiguration = parameters.configuration
  }
}
