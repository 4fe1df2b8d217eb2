/// What `navd replay` was asked to do.
package struct ReplayOptions: Sendable, Hashable {
  /// The recordings, in order.
  package var files: [String] = []
  /// `--update`: rewrite each file with what navd sends now.
  package var update = false
}
