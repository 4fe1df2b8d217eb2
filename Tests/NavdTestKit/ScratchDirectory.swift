import Foundation

/// A fresh temporary directory for test files; `remove()` deletes it and everything in it.
public struct ScratchDirectory {
  /// The directory.
  public let directory: URL

  /// A new empty directory named `<prefix>-<UUID>` in the system's temporary directory.
  public init(prefix: String = "navd-test") throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// Writes `contents` to `name` in the directory and returns its path.
  public func file(_ name: String, _ contents: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(contents.utf8).write(to: url)
    return url.path
  }

  /// The path of `name` in the directory (which may not exist).
  public func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// Deletes the directory and its files.
  public func remove() { try? FileManager.default.removeItem(at: directory) }
}
