import LinearRegex
import NavProtocol

/// The linear-time regex engine: compile arbitrary patterns and search bounded subjects.
///
/// Input: a pattern, a NUL byte, then a subject (cut at 4 KiB). Invariants: nothing
/// traps or hangs (libFuzzer's `-timeout` catches a stall); search is deterministic;
/// a match in a subject is still found when text is added around it (unanchored
/// search of a pattern without `^`/`$`/`\b`-style assertions); every literal pattern
/// (only letters and digits) matches exactly when it occurs as a substring.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRegex(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let pattern = String(decoding: input.bytes(upTo: 0), as: UTF8.self)
  let subject = String(decoding: input.bytes(4096), as: UTF8.self)
  guard let regex = try? LinearRegex(pattern) else {
    fuzzCheck(!isPlainLiteral(pattern) || pattern.isEmpty, "plain literal \(pattern) failed to compile")
    return 0
  }
  let found = regex.containsMatch(in: subject)
  fuzzCheck(regex.containsMatch(in: subject) == found, "search is not deterministic")
  if isPlainLiteral(pattern) {
    fuzzCheck(found == (pattern.isEmpty || subject.contains(pattern)), "literal \(pattern) vs substring search")
  }
  if found && !hasAssertion(pattern) {
    fuzzCheck(regex.containsMatch(in: "#" + subject + "#"), "a match vanished when the subject was padded")
  }
  return 0
}

/// Only ASCII letters and digits: the pattern means itself.
private func isPlainLiteral(_ pattern: String) -> Bool {
  pattern.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
}

/// Whether the pattern may contain an anchor or look-around that padding can break.
private func hasAssertion(_ pattern: String) -> Bool {
  pattern.contains("^") || pattern.contains("$") || pattern.contains("\\") || pattern.contains("(?")
}
