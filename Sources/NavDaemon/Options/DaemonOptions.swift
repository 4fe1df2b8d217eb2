import JSONRPC

/// Everything `navd` (serving) is configured with from the command line: the engine's options and
/// navd's own (``ServerOptions/layer``).
public typealias DaemonOptions = ServerOptions<NavigationOptions>
