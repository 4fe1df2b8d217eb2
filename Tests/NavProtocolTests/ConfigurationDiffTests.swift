import Foundation
import NavJSON
import Testing

@testable import NavProtocol

/// `navd diff`'s analysis (``ConfigurationDiff``): every difference it reports is verified here
/// by resolving its subject through both documents with ``PathConfiguration`` itself.
@Suite struct ConfigurationDiffTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var label: String
    var old: String
    var new: String
    var oldPlatform: Platform = .ios
    var newPlatform: Platform = .ios
    /// `KEY verdict` for each key, in order.
    var verdicts: [String]
    var testDescription: String { label }
  }

  static let rows: [Row] = [
    Row(
      label: "a pattern dropped from a modal rule",
      old:
        #"{"rules": [{"patterns": [".*"], "properties": {"context": "default"}}, {"patterns": ["/new$", "/edit$"], "properties": {"context": "modal"}}]}"#,
      new:
        #"{"rules": [{"patterns": [".*"], "properties": {"context": "default"}}, {"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#,
      verdicts: ["context different", "presentation same", "historical_location same"]),
    Row(
      label: "reordered rules that set different keys, and reordered patterns",
      old:
        #"{"rules": [{"patterns": ["/a", "/b"], "properties": {"context": "modal"}}, {"patterns": ["^/$"], "properties": {"title": "Home"}}]}"#,
      new:
        #"{"rules": [{"patterns": ["^/$"], "properties": {"title": "Home"}}, {"patterns": ["/b", "/a"], "properties": {"context": "modal"}}]}"#,
      verdicts: ["context same", "title same", "presentation same", "historical_location same"]),
    Row(
      label: "a catch-all moved last overwrites everything",
      old:
        #"{"rules": [{"patterns": [".*"], "properties": {"context": "default"}}, {"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#,
      new:
        #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}, {"patterns": [".*"], "properties": {"context": "default"}}]}"#,
      verdicts: ["context different", "presentation same", "historical_location same"]),
    Row(
      label: "the same document on iOS and Android: case and built-ins",
      old: #"{"rules": [{"patterns": ["/New$"], "properties": {"context": "modal"}}]}"#,
      new: #"{"rules": [{"patterns": ["/New$"], "properties": {"context": "modal"}}]}"#, newPlatform: .android,
      // Android searches the built-ins ignoring case too: /RECEDE_HISTORICAL_LOCATION pops there only.
      verdicts: ["context different", "presentation different", "historical_location different"]),
    Row(
      label: "Android values differ only in case",
      old: #"{"rules": [{"patterns": ["/a"], "properties": {"context": "MODAL"}}]}"#,
      new: #"{"rules": [{"patterns": ["/a"], "properties": {"context": "modal"}}]}"#, oldPlatform: .android,
      newPlatform: .android, verdicts: ["context same", "presentation same", "historical_location same"]),
    Row(
      label: "a shared earlier rule decides where the changed rule no longer applies",
      old:
        #"{"rules": [{"patterns": ["/x"], "properties": {"context": "modal"}}, {"patterns": ["/x/y$"], "properties": {"context": "default"}}]}"#,
      new:
        #"{"rules": [{"patterns": ["/x"], "properties": {"context": "modal"}}, {"patterns": ["/x/z$"], "properties": {"context": "default"}}]}"#,
      verdicts: ["context different", "presentation same", "historical_location same"]),
    Row(
      label: "a shared later catch-all hides the change",
      old:
        #"{"rules": [{"patterns": ["/a$"], "properties": {"context": "modal"}}, {"patterns": [".*"], "properties": {"context": "default"}}]}"#,
      new:
        #"{"rules": [{"patterns": ["/a$"], "properties": {"context": "fullscreen"}}, {"patterns": [".*"], "properties": {"context": "default"}}]}"#,
      verdicts: ["context same", "presentation same", "historical_location same"]),
  ]

  /// Subjects tried on every row: wherever two documents resolve a key differently, the
  /// analysis must not have said "same" (a check of soundness by sampling).
  static let probes = [
    "", "/", "/a", "/b", "/a/b", "/x", "/x/y", "/x/z", "/new", "/edit", "/posts/1/edit", "/New", "?x=1",
    "/recede_historical_location", "/RECEDE_HISTORICAL_LOCATION", "/resume_historical_location",
  ]

  static func configuration(_ text: String, _ platform: Platform) throws -> PathConfiguration {
    try PathConfiguration(json: try JSONParser.parse(text), platform: platform)
  }

  @Test(arguments: rows)
  func verdictsAndVerifiedWitnesses(_ row: Row) throws {
    let old = try Self.configuration(row.old, row.oldPlatform)
    let new = try Self.configuration(row.new, row.newPlatform)
    let keys = ConfigurationDiff(old: old, new: new).keys()
    #expect(keys.map { "\($0.key) \($0.verdict.rawValue)" } == row.verdicts)
    for key in keys {
      #expect((key.verdict == .different) == !key.differences.isEmpty)
      for difference in key.differences {
        // Resolved through each document as navd resolves a visit's URL.
        let url = try #require(URL(string: "https://example.com" + difference.subject))
        #expect(old.properties(for: url).properties.values[key.key] == difference.oldValue)
        #expect(new.properties(for: url).properties.values[key.key] == difference.newValue)
      }
    }
  }

  @Test(arguments: rows)
  func sameIsNeverContradictedByAProbe(_ row: Row) throws {
    let old = try Self.configuration(row.old, row.oldPlatform)
    let new = try Self.configuration(row.new, row.newPlatform)
    let diff = ConfigurationDiff(old: old, new: new)
    for key in diff.keys() where key.verdict == .same {
      for probe in Self.probes {
        #expect(diff.verify(probe, key: key.key) == nil, "\(key.key) differs at \(probe)")
      }
    }
  }

  @Test func aSharedRuleThatDecidesIsNamed() throws {
    let row = Self.rows[5]
    let diff = ConfigurationDiff(old: try Self.configuration(row.old, .ios), new: try Self.configuration(row.new, .ios))
    #expect(
      diff.differences(of: "context").differences.map(\.description).sorted() == [
        #"/x/y: context "default" (rules[1]) → "modal" (rules[0])"#,
        #"/x/z: context "modal" (rules[0]) → "default" (rules[1])"#,
      ])
  }

  @Test func theWitnessIsAShortestSubjectWithTheRulesResponsible() throws {
    let row = Self.rows[0]
    let diff = ConfigurationDiff(old: try Self.configuration(row.old, .ios), new: try Self.configuration(row.new, .ios))
    let context = diff.differences(of: "context")
    #expect(
      context.differences == [
        PropertyDifference(
          key: "context", subject: "/edit", oldValue: "modal", newValue: "default", oldRule: "rules[1]",
          newRule: "rules[0]")
      ])
  }

  @Test func aTinyBudgetIsUndecidedNeverSame() throws {
    let old = try Self.configuration(Self.rows[0].old, .ios)
    let new = try Self.configuration(Self.rows[0].new, .ios)
    let context = ConfigurationDiff(old: old, new: new).differences(of: "context", budget: 5)
    #expect(context.verdict == .undecided)
    // The unchanged key needs no exploring, so no budget: it stays proved the same.
    #expect(ConfigurationDiff(old: old, new: new).differences(of: "presentation", budget: 5).verdict == .same)
  }
}
