/// One typed path-configuration property of a platform: its key, what it must
/// hold, and what a wrong type does there.
package struct PathProperty: Sendable, Hashable {
  /// The key, as written in `properties` (`pull_to_refresh_enabled`).
  package var key: String
  /// What the value must be.
  package var expectation: CheckExpectation
  /// Whether a value of the wrong type makes Hotwire Native's decoder throw (Android booleans).
  package var wrongTypeCrashes: Bool

  package init(_ key: String, _ expectation: CheckExpectation, wrongTypeCrashes: Bool = false) {
    self.key = key
    self.expectation = expectation
    self.wrongTypeCrashes = wrongTypeCrashes
  }
}
