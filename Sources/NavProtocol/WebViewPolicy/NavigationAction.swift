#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A navigation the web view is about to perform (the headless `WKNavigationAction`).
public struct NavigationAction: Sendable, Hashable {
  /// What started the navigation (`WKNavigationType`).
  public enum NavigationType: String, Sendable, Hashable, CaseIterable {
    /// A link was activated.
    case linkActivated
    /// A form was submitted.
    case formSubmitted
    /// Back/forward navigation.
    case backForward
    /// A reload.
    case reload
    /// A form was resubmitted.
    case formResubmitted
    /// Anything else (script, redirect, ...).
    case other
  }

  /// The frame the navigation targets.
  public enum TargetFrame: String, Sendable, Hashable, CaseIterable {
    /// The main frame.
    case main
    /// A subframe.
    case sub
  }

  /// The request URL, if any.
  public var url: URL?
  /// What started the navigation.
  public var navigationType: NavigationType
  /// The target frame; `nil` means a new window.
  public var targetFrame: TargetFrame?

  /// A navigation action.
  public init(url: URL?, navigationType: NavigationType, targetFrame: TargetFrame?) {
    self.url = url
    self.navigationType = navigationType
    self.targetFrame = targetFrame
  }

  /// Whether the navigation targets the main frame.
  public var isMainFrameNavigation: Bool { targetFrame == .main }
}
