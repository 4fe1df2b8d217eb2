import JSONRPC
import NavProtocol

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The outcome of checking one file named on the command line.
public struct CheckFileResult: Sendable, Equatable {
  /// The file as named on the command line.
  public var file: String
  /// What was found, or why the file could not be read.
  public var outcome: Outcome

  /// A checked file, or one that could not be read.
  public enum Outcome: Sendable, Equatable {
    /// The file was read (and parsed, or its syntax error reported).
    case checked(CheckReport)
    /// The file could not be read; the system's reason (exit status 2).
    case unreadable(String)
  }

  /// The result for `file`.
  public init(file: String, outcome: Outcome) {
    self.file = file
    self.outcome = outcome
  }

  /// The problems found (none for an unreadable file).
  public var problems: [CheckProblem] {
    if case .checked(let report) = outcome { return report.problems }
    return []
  }

  /// Files larger than this are refused rather than read into memory (64 MiB).
  static let maximumBytes = 64 * 1024 * 1024

  /// Reads `file` and checks it against `platform`'s rules (`nil`: auto).
  static func check(_ file: String, platform: Platform?) -> CheckFileResult {
    do throws(FileReadError) {
      let bytes = try FileReadError.readFile(file, maximumBytes: maximumBytes)
      let pathPlatform = platform == nil ? PlatformPathEvidence.platform(forPath: file, entries: entries) : nil
      return CheckFileResult(
        file: file,
        outcome: .checked(ConfigurationChecker.check(bytes: bytes, platform: platform, pathPlatform: pathPlatform)))
    } catch {
      return CheckFileResult(file: file, outcome: .unreadable(error.reason))
    }
  }

  /// The names in `directory`, `nil` when it cannot be listed (for ``PlatformPathEvidence``).
  static func entries(_ directory: String) -> [String]? {
    try? FileManager.default.contentsOfDirectory(atPath: directory)
  }
}
