import NavProtocol

/// What `navd check` was asked to do.
public struct CheckOptions: Sendable, Hashable {
  /// The files to check, in order, as given.
  public var files: [String]
  /// How to print what was found.
  public var format: CheckFormat
  /// The platform whose path-configuration rules apply; `nil` is `auto` (decided per file).
  public var platform: Platform?

  /// Options for `files`, printed as `format`, checked as `platform` (`nil`: auto).
  public init(files: [String], format: CheckFormat = .text, platform: Platform? = nil) {
    self.files = files
    self.format = format
    self.platform = platform
  }

  /// Options for `files`, as JSON when `json`, else text (the `--json` synonym).
  public init(files: [String], json: Bool) {
    self.init(files: files, format: json ? .json : .text)
  }
}
