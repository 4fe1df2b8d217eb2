import JSONRPC
import NavJSON
import NavProtocol

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads of the navigation params every navigating request has (`url`, `route`'s `options` and
/// `proposalResult`), written for their concrete types for the reason
/// `ParamReader+ConcreteReads.swift` gives: the generic reads look up `Optional<Value>`'s metadata
/// on every call. They read exactly as the generic ones do.
extension ParamReader {
  /// The value of a URL `param`, `nil` when absent.
  func read(_ param: Param<URL>) throws(RPCError) -> URL? {
    try param.kind.read(self, param.descriptor.name)
  }

  /// The value of a required URL `param`.
  func read(_ param: RequiredParam<URL>) throws(RPCError) -> URL {
    let name = param.descriptor.name
    guard let value = try param.kind.read(self, name) else { throw invalid(name, JSONShapeIssue.required.message) }
    return value
  }

  /// `options`, or its default when absent.
  func read(_ param: DefaultedParam<VisitOptions>) throws(RPCError) -> VisitOptions {
    try param.kind.read(self, param.descriptor.name) ?? param.defaultValue
  }

  /// `proposalResult`, or its default when absent.
  func read(_ param: DefaultedParam<ProposalResult>) throws(RPCError) -> ProposalResult {
    try param.kind.read(self, param.descriptor.name) ?? param.defaultValue
  }
}
