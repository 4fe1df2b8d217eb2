/// The Hotwire Native platform whose rules a path configuration is checked against
/// (DESIGN.md §2 for iOS, §7 for Android).
public enum CheckPlatform: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Hotwire Native iOS: case-sensitive patterns and values, `rules` required.
  case ios
  /// Hotwire Native Android: case-insensitive patterns and values, `push`, `uri`.
  case android

  /// The other platform.
  public var other: CheckPlatform { self == .ios ? .android : .ios }

  /// `Hotwire Native iOS`, `Hotwire Native Android`.
  public var productName: String { self == .ios ? "Hotwire Native iOS" : "Hotwire Native Android" }

  /// `iOS`, `Android`.
  public var description: String { self == .ios ? "iOS" : "Android" }
}
