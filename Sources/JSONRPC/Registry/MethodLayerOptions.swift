/// A method layer's own command-line options (its limits, the files it loads at start-up), beside
/// the engine's ``ServerOptions``.
public protocol MethodLayerOptions: Sendable, Hashable {
  /// The defaults.
  init()

  /// Every option spelled out with its value (defaults included), after the engine's own in a
  /// recording's `options` line, so that a replay rebuilds the same options.
  var recordedArguments: [String] { get }
}

/// The options of a method layer that has none.
public struct NoLayerOptions: MethodLayerOptions {
  /// No options.
  public init() {}

  /// Nothing to record.
  public var recordedArguments: [String] { [] }
}
