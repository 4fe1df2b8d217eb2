#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Hotwire Native Android's `locationsAreSame` for one routed URL, against the
/// entries the rule consults (docs/android.md): false without a stamp, else
/// ``AndroidLocationIdentity`` under the new URL's `query_string_presentation`.
/// Each entry is compared once; later questions about it reuse the answer
/// (``AndroidNavigation/locationsAreSame(_:as:)`` warns and records the first).
struct AndroidSamePage {
  private let identity: AndroidLocationIdentity
  private let queryStringPresentation: Navigation.QueryStringPresentation
  private var answers: [EntryID: Bool] = [:]

  /// Comparisons with `url`, whose proposal has `queryStringPresentation`.
  init(_ url: URL, queryStringPresentation: Navigation.QueryStringPresentation) {
    identity = AndroidLocationIdentity(url)
    self.queryStringPresentation = queryStringPresentation
  }

  /// The answer of an earlier comparison of the entry `id`; `nil` when it was not compared yet.
  func answer(for id: EntryID) -> Bool? { answers[id] }

  /// Compares `entry` with the new URL and remembers the answer: `false` when it has no stamp.
  mutating func compare(_ entry: NavigationEntry) -> Bool {
    let answer = entry.stamp.map { stamp in
      stamp.androidIdentity.isSameLocation(as: identity, queryStringPresentation: queryStringPresentation)
    }
    answers[entry.id] = answer ?? false
    return answer ?? false
  }

  /// The comparison of `entry`, on `kind` as `place` (current or previous), that answered `same`,
  /// as an explanation records it.
  func comparison(
    of entry: NavigationEntry, on kind: StackKind, as place: IdentityComparison.Position, same: Bool
  ) -> IdentityComparison {
    guard let stamp = entry.stamp else {
      return IdentityComparison(
        stack: kind, entry: entry.id, position: place, stamp: nil, same: false,
        reason: IdentityComparison.unstampedReason)
    }
    return IdentityComparison(
      stack: kind, entry: entry.id, position: place, stamp: stamp.absoluteString, same: same,
      reason: stamp.androidIdentity.sameLocationReason(
        as: identity, queryStringPresentation: queryStringPresentation, same: same))
  }
}
