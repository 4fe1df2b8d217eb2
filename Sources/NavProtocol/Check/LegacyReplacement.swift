/// What replaces a turbo-ios-era property value (``CheckIssue/legacyValue(key:value:replacement:)``).
public enum LegacyReplacement: Sendable, Hashable {
  /// Write this key and value instead (`"presentation": "modal"` → `"context": "modal"`).
  case member(key: String, value: String)
  /// Remove the key: the platform already behaves that way by default (iOS `"presentation": "push"`).
  case removeKey
}
