import JSONRPC

/// What the step runners of one command-line run share: the limits and the compiled path
/// configurations and route tables (a configuration used by many scenarios compiles once).
package struct StepEnvironment {
  /// The engine's limits every runner's context has (the daemon's defaults).
  package let limits = MessageLimits()
  /// The services every runner shares its setup with: navd's default limits, no base configuration.
  let services = NavigationMethodLayer(limits: NavigationLimits())

  /// An environment with the default limits and no base configuration.
  package init() {}
}
