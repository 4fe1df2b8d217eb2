/// The fix a finding suggests: what a quick fix is called and the edits that apply it.
struct FindingReplacement: Sendable, Hashable {
  /// The code action's title, e.g. `Replace with "modal"`.
  var title: String
  /// The edits, in document order, not overlapping.
  var edits: [ByteEdit]
}
