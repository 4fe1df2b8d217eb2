/// A start-up failure with a message for stderr (for example an unreadable `--path-configuration` file).
public struct StartupError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message, without the `navd:` prefix.
  public var message: String

  /// A start-up failure.
  public init(_ message: String) { self.message = message }

  /// The message, without the `navd:` prefix.
  public var description: String { message }
}
