/// The platform whose navigation rules a step runner's client follows: Hotwire Native iOS
/// (DESIGN §1–§6) or Android (DESIGN §7), chosen with a configuration's `platform` key.
package enum NavigationPlatform: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Hotwire Native iOS, every client's default.
  case ios
  /// Hotwire Native Android.
  case android

  /// `ios` before `android`, as the protocol lists them.
  package static func < (lhs: NavigationPlatform, rhs: NavigationPlatform) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
