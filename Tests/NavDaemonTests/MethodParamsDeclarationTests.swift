import JSONRPC
import Testing

@testable import NavDaemon

/// Each method's docs, schema and decoder agree: the params its decoder reads are exactly the
/// declared ones, a declared-required param missing is `-32602` naming it, and a declared-optional
/// one may be missing (docs/protocol.md is kept equal to the declarations by
/// ``ProtocolDocumentationTests``).
@Suite struct MethodParamsDeclarationTests {
  static let methodNames = NavigationMethodLayer.methods.map(\.name)

  @Test func everyMethodIsChecked() {
    #expect(Self.methodNames.count >= 26)
  }

  @Test(arguments: methodNames)
  func theDecoderReadsExactlyTheDeclaredParams(method name: String) throws {
    let method = try #require(NavigationMethodLayer.methods.first { $0.name == name })
    let problems = ParamsDeclarationCheck.problems(of: method)
    #expect(problems.isEmpty, "\n\(problems.joined(separator: "\n"))")
  }
}
