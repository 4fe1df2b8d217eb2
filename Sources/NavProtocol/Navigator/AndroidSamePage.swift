#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Hotwire Native Android's `locationsAreSame` for one routed URL, against the
/// entries the rule consults (docs/android.md): false without a stamp (which warns
/// `unstampedEntry`, once per entry for the whole request), else
/// ``AndroidLocationIdentity`` under the new URL's `query_string_presentation`.
/// Each entry is compared once; later questions about it reuse the answer.
struct AndroidSamePage {
  private let identity: AndroidLocationIdentity
  private let queryStringPresentation: Navigation.QueryStringPresentation
  private var answers: [EntryID: Bool] = [:]

  /// Comparisons with `url`, whose proposal has `queryStringPresentation`.
  init(_ url: URL, queryStringPresentation: Navigation.QueryStringPresentation) {
    identity = AndroidLocationIdentity(url)
    self.queryStringPresentation = queryStringPresentation
  }

  /// Whether `position`'s entry is the same location as the new URL; `false` when there is none.
  /// Each entry's first comparison is recorded into the planner's trace, as `place` (current or previous).
  mutating func same(
    _ position: (kind: StackKind, entry: NavigationEntry)?, as place: IdentityComparison.Position,
    in planner: inout NavigationPlanner
  ) -> Bool {
    guard let (kind, entry) = position else { return false }
    if let answer = answers[entry.id] { return answer }
    let answer: Bool
    if let stamp = entry.stamp {
      let stampIdentity = stamp.androidIdentity
      answer = stampIdentity.isSameLocation(as: identity, queryStringPresentation: queryStringPresentation)
      planner.trace?.recordComparison(
        IdentityComparison(
          stack: kind, entry: entry.id, position: place, stamp: stamp.absoluteString, same: answer,
          reason: stampIdentity.sameLocationReason(
            as: identity, queryStringPresentation: queryStringPresentation, same: answer)))
    } else {
      planner.warn(.unstampedEntry(stack: kind, entry: entry.id))
      answer = false
      planner.trace?.recordComparison(
        IdentityComparison(
          stack: kind, entry: entry.id, position: place, stamp: nil, same: false,
          reason: IdentityComparison.unstampedReason))
    }
    answers[entry.id] = answer
    return answer
  }
}
