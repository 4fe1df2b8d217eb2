/// One tab navigator started when a client's tabs loaded (``NavigatorGroup/loadTabs()``).
public struct TabStart {
  /// The navigator that started; its `tab` says which.
  public let navigator: Navigator
  /// What its start did.
  public let outcome: NavigationOutcome

  /// A start of `navigator` that did `outcome`.
  public init(navigator: Navigator, outcome: NavigationOutcome) {
    self.navigator = navigator
    self.outcome = outcome
  }
}
