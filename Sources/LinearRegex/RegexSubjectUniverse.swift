/// The subjects a question about patterns ranges over (``RegexLanguage``): none holds
/// a line terminator, and each is empty or starts with one of ``firstScalars``.
///
/// Path configurations search a URL's path (which starts with `/`) or, for a URL
/// with an empty path and a query, `?` + query; Android's non-http subject is `""`.
package struct RegexSubjectUniverse: Sendable, Hashable {
  /// The scalars a non-empty subject may start with.
  package var firstScalars: [UInt32]

  /// Subjects that are empty or start with one of `firstScalars`.
  package init(firstScalars: [UInt32]) {
    self.firstScalars = firstScalars
  }

  /// A path-configuration subject: `""`, or starting with `/` or `?`.
  package static let pathConfigurationSubjects = RegexSubjectUniverse(firstScalars: [0x2F, 0x3F])
}
