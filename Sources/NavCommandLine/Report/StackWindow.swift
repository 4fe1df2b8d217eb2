/// Which entries of a deep stack are drawn: the bottom one, a collapsed middle with a count, and
/// the top few; a stack of ``limit`` entries or fewer is drawn whole.
struct StackWindow: Sendable, Hashable {
  /// The largest stack drawn whole.
  static let limit = 6
  /// How many of the top entries a collapsed stack still draws.
  static let topShown = 4

  /// The indices drawn below the collapsed middle.
  var head: Range<Int>
  /// How many entries the middle hides.
  var hidden: Int
  /// The indices drawn above it (the top last).
  var tail: Range<Int>

  /// The window on a stack of `count` entries.
  init(count: Int) {
    if count <= Self.limit {
      head = 0..<count
      hidden = 0
      tail = count..<count
    } else {
      head = 0..<1
      hidden = count - 1 - Self.topShown
      tail = (count - Self.topShown)..<count
    }
  }
}
