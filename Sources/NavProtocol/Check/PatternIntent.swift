import LinearRegex
import NavJSON

/// Patterns that say something else than their author meant, each shown by a concrete subject
/// (docs/check.md): an unescaped `?` between a path and `name=` (`/?sign_in_token=.*` makes
/// the `/` optional; a literal `?` was meant), and a glob-style `*` after `/` (`/password/*` is
/// "zero or more slashes"). The subject is decided with the engine's automata: one the pattern
/// matches and the meant pattern does not (or the other way round), so nothing is reported when
/// the two match the same subjects.
struct PatternIntent {
  /// What was found in a pattern.
  struct Finding {
    var issue: CheckIssue
    var fix: CheckFix?
  }

  /// Letter steps allowed for one comparison of a pattern with its meant form.
  static let budget = 200_000

  /// The findings of valid `pattern` (compiled as `regex`), comparing with the meant forms
  /// compiled through `cache`.
  static func findings(of pattern: String, regex: LinearRegex, caseInsensitive: Bool, cache: inout CheckCache)
    -> [Finding]
  {
    let scalars = Array(pattern.unicodeScalars)
    var found: [Finding] = []
    for (offset, kind) in suspects(in: scalars) {
      var meant = scalars
      let certain: Bool
      switch kind {
      case .queryMark:
        meant.insert("\\", at: offset)
        certain = true
      case .globStar:
        meant.insert(".", at: offset)
        // The last token (before an optional `$`): `.*` is what a glob's `*` means there.
        let rest = scalars[(offset + 1)...]
        certain = rest.isEmpty || Array(rest) == ["$"]
      }
      let meantText = String(String.UnicodeScalarView(meant))
      guard let meantRegex = try? cache.regex(meantText, caseInsensitive: caseInsensitive),
        let example = difference(regex, meantRegex)
      else { continue }
      let fix = certain ? CheckFix.replaceValue(JSONValue.string(meantText).jsonText) : nil
      let issue: CheckIssue =
        switch kind {
        case .queryMark: .unescapedQueryMark(pattern: pattern, example: example.subject, meant: meantText)
        case .globStar:
          .globStar(pattern: pattern, example: example.subject, alsoMatches: example.byPattern, meant: meantText)
        }
      found.append(Finding(issue: issue, fix: fix))
    }
    return found
  }

  private enum Kind { case queryMark, globStar }

  /// The offsets of `?`s and `*`s outside classes and escapes that look meant literally or as globs.
  private static func suspects(in scalars: [Unicode.Scalar]) -> [(Int, Kind)] {
    var found: [(Int, Kind)] = []
    var inClass = false
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\\" {
        index += 2
        continue
      }
      if inClass {
        if scalar == "]" { inClass = false }
      } else if scalar == "[" {
        inClass = true
      } else if scalar == "?", index > 0, isLiteralPathScalar(scalars[index - 1]),
        index < 2 || scalars[index - 2] != "\\", startsQueryParameter(scalars[(index + 1)...])
      {
        found.append((index, .queryMark))
      } else if scalar == "*", index > 0, scalars[index - 1] == "/", index < 2 || scalars[index - 2] != "\\" {
        found.append((index, .globStar))
      }
      index += 1
    }
    return found
  }

  /// A scalar that stands for itself in a pattern and ends a path (`/`, a letter, a digit, `-`, `_`).
  private static func isLiteralPathScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "/" || scalar == "-" || scalar == "_" || (scalar.isASCII && scalar.properties.isAlphabetic)
      || ("0"..."9").contains(scalar)
  }

  /// Whether `rest` starts with a query parameter's name and `=` (`sign_in_token=`).
  private static func startsQueryParameter(_ rest: ArraySlice<Unicode.Scalar>) -> Bool {
    guard let first = rest.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else {
      return false
    }
    for scalar in rest.dropFirst() {
      if scalar == "=" { return true }
      let isName =
        scalar == "_" || scalar == "-" || scalar == "[" || scalar == "]"
        || (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
      if !isName { return false }
    }
    return false
  }

  /// A subject one of the two patterns matches and the other does not, checked with the
  /// engine: `byPattern` when the written pattern matches it (and the meant one does not).
  /// The empty subject (a non-http URL on Android) shows nothing to a reader, so it is no example.
  private static func difference(_ written: LinearRegex, _ meant: LinearRegex) -> (
    subject: String, byPattern: Bool
  )? {
    let writtenAutomaton = RegexAutomaton(written)
    let meantAutomaton = RegexAutomaton(meant)
    let universe = RegexSubjectUniverse.pathConfigurationSubjects
    var budget = Self.budget
    if case .found(let subject?) = RegexLanguage.subject(
      matching: writtenAutomaton, noneOf: [meantAutomaton], universe: universe, budget: &budget),
      !subject.isEmpty, written.containsMatch(in: subject), !meant.containsMatch(in: subject)
    {
      return (subject, true)
    }
    budget = Self.budget
    if case .found(let subject?) = RegexLanguage.subject(
      matching: meantAutomaton, noneOf: [writtenAutomaton], universe: universe, budget: &budget),
      !subject.isEmpty, meant.containsMatch(in: subject), !written.containsMatch(in: subject)
    {
      return (subject, false)
    }
    return nil
  }
}
