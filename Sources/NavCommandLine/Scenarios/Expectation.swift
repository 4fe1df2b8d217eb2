import NavJSON

/// One expectation of a step: a key, the value written, and where it was written
/// after `expect.` (`main`, `ios.main`), for messages.
struct Expectation: Sendable, Hashable {
  /// What is checked.
  var key: ExpectationKey
  /// The expected value as written.
  var value: JSONValue
  /// The path of the value within the step's `expect` (`ios.route`).
  var path: String
}
