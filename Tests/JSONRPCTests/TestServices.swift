import JSONRPC
import NavJSON

/// A small method layer for in-process tests: a counter, echo, written text, failures and notifications.
/// It introduces itself as navd does, so that recordings and results read as navd's.
struct TestServices: MethodLayer {
  struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
  }

  /// `test/echo`'s params: `value`, and whatever else is given, kept as it came.
  struct EchoParams: MethodParams {
    static let value = Param("value", ParamKind(schema: [:]) { reader, key in reader.value(key) })
    static var declared: [any DeclaredParam] { [value] }
    let object: JSONObject
    init(_ params: ParamReader) { object = params.object }
  }

  /// A limit of the layer's own, as a method layer declares one.
  enum Limit: String {
    case maxClients = "max-clients"
  }

  var counter: Int64 = 0
  var configuration: JSONObject?
  var calls: [String] = []

  init(startup: SessionStartup<NoLayerOptions>) throws {}

  static let serverInfo = ServerInfo(
    name: "navd", version: "0.1.0", protocolVersion: 1,
    summary: "Headless Hotwire Native navigation over JSON-RPC 2.0 on stdio.")

  static var methods: [MethodDescriptor<TestServices>] {
    [
      MethodDescriptor(
        "test/echo", summary: "Returns its params.", params: EchoParams.self,
        result: ResultDescriptor("params", schema: ["type": "object"])
      ) { context, params throws(RPCError) in
        context.services.calls.append("test/echo")
        return .object(params.object)
      },
      MethodDescriptor(
        "test/increment", summary: "Adds one to the counter.", params: NoParams.self,
        result: ResultDescriptor("counter", schema: ["type": "integer"])
      ) { context, _ throws(RPCError) in
        context.services.counter += 1
        context.services.calls.append("test/increment")
        return .integer(context.services.counter)
      },
      MethodDescriptor.writing(
        "test/text", summary: "Sends test/written {n: counter} and answers {counter, text}, both written as JSON text.",
        params: NoParams.self, result: ResultDescriptor("written", schema: ["type": "object"])
      ) { context, _ throws(RPCError) in
        context.services.calls.append("test/text")
        let counter = context.services.counter
        context.sendNotification(
          "test/written",
          text: JSONText { sink in
            sink.beginObject()
            sink.member("n", Int(counter))
            sink.endObject()
          })
        return JSONText { sink in
          sink.beginObject()
          sink.member("counter", Int(counter))
          sink.member("text", "a\"b")
          sink.endObject()
        }
      },
      MethodDescriptor(
        "test/fail", summary: "Fails with -32602 on field x.", params: NoParams.self,
        result: ResultDescriptor("none", schema: [:])
      ) { context, _ throws(RPCError) in
        context.sendNotification("test/never", params: [:])
        throw .invalidParams(field: "x", reason: "always wrong")
      },
      MethodDescriptor(
        "test/crash", summary: "Fails with -32603, as a handler does on a bug.", params: NoParams.self,
        result: ResultDescriptor("none", schema: [:])
      ) { _, _ throws(RPCError) in
        throw .internalError(Boom().description)
      },
      MethodDescriptor(
        "test/notify", summary: "Sends two notifications then answers.", params: NoParams.self,
        result: ResultDescriptor("done", schema: ["type": "boolean"])
      ) { context, _ throws(RPCError) in
        context.sendNotification("navigator/didChange", params: ["n": 1])
        context.sendNotification(
          "window/logMessage", params: ["type": 2, "message": "careful", "client": "default", "code": "unstampedEntry"])
        return true
      },
      MethodDescriptor(
        "test/limit", summary: "Fails with the max-clients limit.", params: NoParams.self,
        result: ResultDescriptor("none", schema: [:])
      ) { context, _ throws(RPCError) in
        throw RPCError.limitReached(Limit.maxClients, value: 10_000)
      },
    ]
  }

  static func initialize(_ parameters: InitializeParameters, context: inout MethodContext<TestServices>) throws {
    if parameters.configuration?["crash"] != nil { throw Boom() }
    if parameters.configuration?["invalid"] != nil {
      throw RPCError(
        code: ErrorCode(rawValue: -32011), message: "Invalid configuration: invalid: not allowed",
        data: ["problems": [["path": "invalid", "reason": "not allowed"]]])
    }
    context.services.configuration = parameters.configuration
  }
}
