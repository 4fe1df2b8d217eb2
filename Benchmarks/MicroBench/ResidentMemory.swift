import Foundation

/// The process's resident set size, read from `/proc/self/status` (Linux).
enum ResidentMemory {
  /// `VmRSS` in bytes, or `nil` where `/proc` is not available.
  static func current() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 2, let kibibytes = Int(fields[1]) else { return nil }
      return kibibytes * 1024
    }
    return nil
  }
}
