/// A replacement in a document's UTF-8 text: `range` becomes `newText`.
struct ByteEdit: Sendable, Hashable {
  /// The bytes replaced.
  var range: Range<Int>
  /// What replaces them.
  var newText: String
}
