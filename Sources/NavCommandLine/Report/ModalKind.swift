/// How a presented modal is drawn over the main stack: iOS's modal styles, Android's two kinds of
/// modal destination.
enum ModalKind: String, Sendable, CaseIterable {
  /// iOS `large`: a sheet almost to the top, the main stack receding behind it.
  case large
  /// iOS `medium`: a sheet over the lower half.
  case medium
  /// iOS `full`: the whole screen.
  case full
  /// iOS `page_sheet`: a sheet with the page's width, below a visible strip of the main stack.
  case pageSheet = "page_sheet"
  /// iOS `form_sheet`: a centred card, the main stack visible all around it.
  case formSheet = "form_sheet"
  /// Android: a bottom-sheet dialog (one of the configuration's `dialogViewControllers`).
  case bottomSheet = "bottom_sheet"
  /// Android: a full-screen modal destination.
  case fullScreen = "full_screen"

  /// The kind for a modal whose top entry is `topViewController`, presented with `modalStyle`
  /// (the State's; `nil` on a platform without modal styles), where `dialogs` are the
  /// configuration's bottom-sheet identifiers.
  init(modalStyle: String?, topViewController: String?, dialogs: [String]) {
    if let modalStyle {
      self = ModalKind(rawValue: modalStyle) ?? .large
    } else if let topViewController, dialogs.contains(topViewController) {
      self = .bottomSheet
    } else {
      self = .fullScreen
    }
  }

  /// What the report says: `large`, `bottom sheet`, `full-screen modal`.
  var label: String {
    switch self {
    case .large, .medium, .full, .pageSheet, .formSheet: rawValue
    case .bottomSheet: "bottom sheet"
    case .fullScreen: "full-screen modal"
    }
  }

  /// The style sheet's class for this kind.
  var cssClass: String { "m-" + String(rawValue.map { $0 == "_" ? "-" : $0 }) }
}
