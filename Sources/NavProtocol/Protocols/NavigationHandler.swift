import NavJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Something that routes URLs and proposals (seed 000).
///
/// Only ``route(_:options:parameters:)`` and ``route(_:)-(VisitProposal)`` are
/// required; ``route(_:)-(URL)`` routes with the default `advance` options.
public protocol NavigationHandler: AnyObject {
  /// Routes to `url`.
  /// - Parameters:
  ///   - url: the URL to visit.
  ///   - options: override the default `advance` visit options.
  ///   - parameters: context relevant to `url`, passed through.
  func route(_ url: URL, options: VisitOptions?, parameters: JSONObject?)

  /// Routes a proposal that already carries its properties.
  func route(_ proposal: VisitProposal)
}

extension NavigationHandler {
  /// Routes to `url` with the default `advance` visit options.
  public func route(_ url: URL) {
    route(url, options: VisitOptions(action: .advance), parameters: nil)
  }
}
