import JSONRPC

/// What the step runners of one command-line run share: the limits and the compiled path
/// configurations and route tables (a configuration used by many scenarios compiles once).
package struct StepEnvironment {
  /// The limits every runner's client has (the daemon's defaults).
  package let limits: DaemonLimits
  let services: NavigationMethodLayer

  /// An environment with the default limits and no base configuration.
  package init() {
    let limits = DaemonLimits()
    self.limits = limits
    services = NavigationMethodLayer(limits: limits)
  }
}
