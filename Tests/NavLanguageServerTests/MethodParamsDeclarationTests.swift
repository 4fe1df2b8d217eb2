import JSONRPC
import Testing

@testable import NavLanguageServer

/// Each `navd lsp` method's declared params and its decoder agree: the decoder reads exactly the
/// declared params, a declared-required param missing is `-32602` naming it, and a declared-optional
/// one may be missing.
@Suite struct MethodParamsDeclarationTests {
  static let methodNames = LanguageServerMethodLayer.methods.map(\.name)

  @Test func everyMethodIsChecked() {
    #expect(Self.methodNames.count == 6)
  }

  @Test(arguments: methodNames)
  func theDecoderReadsExactlyTheDeclaredParams(method name: String) throws {
    let method = try #require(LanguageServerMethodLayer.methods.first { $0.name == name })
    let problems = ParamsDeclarationCheck.problems(of: method)
    #expect(problems.isEmpty, "\n\(problems.joined(separator: "\n"))")
  }
}
