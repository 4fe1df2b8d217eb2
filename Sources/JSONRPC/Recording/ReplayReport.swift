/// What replaying one recording found (a replay).
package struct ReplayReport: Sendable {
  /// The first difference and the 1-based line it is reported at; `nil` when everything matched.
  package var firstDifference: (line: Int, difference: MessageDifference)?
  /// The recording with its `out` lines replaced by what the session sends now (`--update`): the `options`
  /// and every `in…` line as they were, in their order, each new `out` line where it was sent.
  package var updated: [UInt8]
}
