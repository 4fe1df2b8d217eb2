import Foundation

/// The package's root folder, for tests that read the repository's own files: `Sources`, `docs`,
/// fixtures, the built `navd`.
public enum PackageRoot {
  /// The root's URL (the folder holding `Package.swift`).
  public static let url = URL(fileURLWithPath: #filePath)  // Tests/NavdTestKit/PackageRoot.swift
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The root's path, without a trailing slash.
  public static var path: String { url.path }

  /// `relativePath` (such as `"docs/check.md"`) under the root.
  public static func url(_ relativePath: String) -> URL {
    url.appendingPathComponent(relativePath)
  }
}
