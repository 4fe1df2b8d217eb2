import NavProtocol

/// What the `navd diff` command line asks for.
public struct DiffOptions: Sendable, Hashable {
  /// The old and new files: the operands, or `--ios-file` and `--android-file`.
  public var files: [String]
  /// The platform of both files; `nil` is `auto` (decided per file, as `navd check` does).
  public var platform: Platform?
  /// The platform of each file, when `--ios-file` and `--android-file` name them.
  public var platforms: [Platform]?
  /// How to print what was found.
  public var format: CheckFormat

  /// Options for `files`, read as `platform` (`nil`: auto), printed as `format`.
  public init(files: [String], platform: Platform? = nil, platforms: [Platform]? = nil, format: CheckFormat = .text) {
    self.files = files
    self.platform = platform
    self.platforms = platforms
    self.format = format
  }
}

/// The command line as it is read: operands and the two platform files.
package struct DiffArguments: Sendable {
  var operands: [String] = []
  var platform: Platform?
  /// `--ios-file`, `--android-file`: each platform's file, by platform.
  var platformFiles: [Platform: String] = [:]
  var format: CheckFormat = .text
}
