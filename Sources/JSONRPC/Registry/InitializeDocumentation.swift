/// What a method layer's OpenRPC document says about `initialize` beyond what the engine knows:
/// what it does with the params (``MethodLayer/initializeDocumentation``).
public struct InitializeDocumentation: Sendable, Hashable {
  /// The method's description.
  public var description: String
  /// The summary of `capabilities`: what `notifications: true` asks for.
  public var capabilitiesSummary: String
  /// The summary of `configuration`: what it configures.
  public var configurationSummary: String

  /// A description of `initialize`.
  public init(description: String, capabilitiesSummary: String, configurationSummary: String) {
    self.description = description
    self.capabilitiesSummary = capabilitiesSummary
    self.configurationSummary = configurationSummary
  }

  /// The engine's own words: `configuration` goes to the method layer.
  public static let generic = InitializeDocumentation(
    description: "Hands `configuration` to the method layer. A second `initialize` is -32600.",
    capabilitiesSummary: "`notifications: true` asks for server→client notifications.",
    configurationSummary: "The method layer's configuration.")
}
