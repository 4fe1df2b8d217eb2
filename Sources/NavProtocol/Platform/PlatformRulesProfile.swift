/// A ``PlatformProfile`` with its navigation rules: the part of a profile that stays inside
/// NavProtocol, because the rules plan through the internal ``NavigationPlanner``.
protocol PlatformRulesProfile: PlatformProfile {
  /// The rules routing, `pop`, `clearAll` and the back gesture follow.
  var rules: any NavigationRules { get }
}
