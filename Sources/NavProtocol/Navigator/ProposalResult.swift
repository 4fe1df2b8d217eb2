/// The app delegate's answer to a proposal.
public enum ProposalResult: Sendable, Hashable {
  /// Make a screen of the proposal's `view_controller`.
  case accept
  /// Make a screen with this view-controller identifier instead.
  case acceptCustom(String)
  /// Do nothing, whatever the presentation.
  case reject

  /// Every answer's ``name``: `accept`, `reject`, `acceptCustom`.
  public static let names = [accept, reject, acceptCustom("")].map(\.name)

  /// `"accept"`, `"acceptCustom"` or `"reject"`.
  public var name: String {
    switch self {
    case .accept: "accept"
    case .acceptCustom: "acceptCustom"
    case .reject: "reject"
    }
  }
}
