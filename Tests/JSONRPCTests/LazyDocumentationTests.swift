import JSONRPC
import NavJSON
import Synchronization
import Testing

/// A method's documentation (its params' and result's schemas) is made when it is asked for, not
/// when the method is declared or its session starts (docs/benchmarks.md, "Start-up of the
/// release binary").
@Suite struct LazyDocumentationTests {
  /// Counts how often the result of ``method(_:)`` is described.
  final class Descriptions: Sendable {
    let count = Mutex(0)

    /// The result descriptor, counted.
    func result() -> ResultDescriptor {
      count.withLock { $0 += 1 }
      return ResultDescriptor("n", schema: ["type": "integer"], summary: "A number.")
    }
  }

  static func method(_ descriptions: Descriptions) -> MethodDescriptor<TestServices> {
    MethodDescriptor(
      "test/lazy", summary: "Answers null.", params: NoParams.self, result: descriptions.result()
    ) { _, _ throws(RPCError) in .null }
  }

  @Test func theResultIsDescribedOnlyWhenTheDocumentationIsAskedFor() {
    let descriptions = Descriptions()
    let method = Self.method(descriptions)
    #expect(method.name == "test/lazy")
    #expect(descriptions.count.withLock { $0 } == 0)
    let documentation = method.documentation
    #expect(descriptions.count.withLock { $0 } == 1)
    #expect(
      documentation
        == MethodDocumentation(
          name: "test/lazy", summary: "Answers null.", params: [],
          result: ResultDescriptor("n", schema: ["type": "integer"], summary: "A number.")))
  }

  @Test func aCallRunsWithoutDescribingTheMethod() throws {
    let descriptions = Descriptions()
    let method = Self.method(descriptions)
    var context = MethodContext(
      services: try TestServices(startup: SessionStartup()), limits: MessageLimits(), logger: .silent)
    guard case .value(let result) = try method.handler(&context, JSONObject()) else {
      Issue.record("test/lazy answered text")
      return
    }
    #expect(result == .null)
    #expect(descriptions.count.withLock { $0 } == 0)
  }
}
