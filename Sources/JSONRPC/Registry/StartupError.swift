/// A start-up failure with a message for stderr (for example an unreadable file named by an option).
public struct StartupError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message, without the logger's program prefix.
  public var message: String

  /// A start-up failure.
  public init(_ message: String) { self.message = message }

  /// The message, without the logger's program prefix.
  public var description: String { message }
}
