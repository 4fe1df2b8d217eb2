/// The answer of a ``RegexLanguage`` question "is there a subject such that …".
package enum RegexSubjectSearch: Sendable, Equatable {
  /// There is one; this subject when every scalar of it is known (`nil` when it needs a
  /// scalar the alphabet only knows by its properties).
  case found(String?)
  /// There is none: proved.
  case none
  /// The work budget ran out before the answer was known.
  case unknown
}
