import Foundation
import NavCommandLine
import NavJSON
import NavdTestKit
import Testing

/// The four output formats of `navd check` on path configurations shaped like the ones Hotwire apps
/// serve from a Rails `ConfigurationsController` (`ios_v1.json`, `android_v1.json`): each format
/// is a rendering of the same findings.
@Suite struct CheckFormatTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/check")
  static let ios = fixtures.appendingPathComponent("ios_v1.json").path
  static let android = fixtures.appendingPathComponent("android_v1.json").path

  @Test func textOutputOfTheIOSFile() {
    let run = CommandRun.check(["--platform", "ios", Self.ios])
    #expect(run.status == 1)
    let file = Self.ios
    #expect(
      run.standardOutput == """
        \(file):rules[2].properties.presentation: error: "presentation": "modal" is a turbo-ios value that Hotwire Native ignores; write "context": "modal"
        \(file):rules[3].patterns[0]: warning: the pattern "^feed$" matches no URL path or query (a path starts with "/", a query with "?"), so it never applies
        \(file):rules[4].properties.presentation: error: "presentation": "push" is a Hotwire Native Android value that Hotwire Native iOS does not read (it pushes by default); remove the key
        \(file):rules[4].properties.uri: warning: "uri" is a Hotwire Native Android key; Hotwire Native iOS ignores it
        \(file):rules[5].properties.modal_style: error: unknown value "Large" (expected one of medium, large, full, page_sheet, form_sheet); did you mean "large"?
        \(file):rules[6].properties.animated: error: expected true or false, got string "false" (write false without quotes)
        \(file):rules[6].properties.contxt: warning: unknown key "contxt" is ignored; did you mean "context"?
        \(file):rules[7]: warning: the rule never has an effect: wherever it applies, the built-in /recede_historical_location rule overwrites every key it sets (presentation)
        1 file checked: 4 errors, 4 warnings

        """)
  }

  @Test func textOutputOfTheAndroidFileWithAutoPlatform() {
    let run = CommandRun.check([Self.android])
    #expect(run.status == 1)
    let file = Self.android
    #expect(
      run.standardOutput == """
        \(file): checked as android (from the file's path)
        \(file):rules[1].patterns[0]: warning: the pattern "^feed$" matches no URL path or query (a path starts with "/", a query with "?"), so it never applies
        \(file):rules[2].properties.pull_to_refresh_enabled: error: expected true or false, got string "false" (write false without quotes); Hotwire Native Android's decoder throws on it, so the app crashes
        \(file):rules[3]: error: the rule sets "context": "modal" together with "presentation": "replace_root", which Hotwire Native Android refuses by throwing (for example at "/welcome", where no later rule changes either)
        \(file):rules[4].properties.view_controller: warning: "view_controller" is a Hotwire Native iOS key; Hotwire Native Android ignores it
        \(file):rules[5].properties.presentaton: warning: unknown key "presentaton" is ignored; did you mean "presentation"?
        \(file):rules[6].properties.presentation: error: "presentation": "modal" is a turbo-ios value that Hotwire Native ignores; write "context": "modal"
        \(file):rules[7]: warning: the rule never has an effect: wherever it applies, rules[8] overwrites every key it sets (presentation)
        1 file checked: 3 errors, 4 warnings

        """)
  }

  @Test func githubOutputIsOneWorkflowCommandPerProblemAndNothingElse() {
    let run = CommandRun.check(["--format", "github", "--platform=ios", Self.ios])
    #expect(run.status == 1)
    let file = Self.ios
    #expect(
      run.standardOutput == """
        ::error file=\(file),line=16,col=38,title=legacyValue::"presentation": "modal" is a turbo-ios value that Hotwire Native ignores; write "context": "modal"
        ::warning file=\(file),line=19,col=20,title=neverMatches::the pattern "^feed$" matches no URL path or query (a path starts with "/", a query with "?"), so it never applies
        ::error file=\(file),line=24,col=38,title=legacyValue::"presentation": "push" is a Hotwire Native Android value that Hotwire Native iOS does not read (it pushes by default); remove the key
        ::warning file=\(file),line=24,col=46,title=otherPlatformKey::"uri" is a Hotwire Native Android key; Hotwire Native iOS ignores it
        ::error file=\(file),line=28,col=89,title=unknownValue::unknown value "Large" (expected one of medium, large, full, page_sheet, form_sheet); did you mean "large"?
        ::error file=\(file),line=32,col=34,title=wrongType::expected true or false, got string "false" (write false without quotes)
        ::warning file=\(file),line=32,col=43,title=misspelledKey::unknown key "contxt" is ignored; did you mean "context"?
        ::warning file=\(file),line=34,col=5,title=overwrittenRule::the rule never has an effect: wherever it applies, the built-in /recede_historical_location rule overwrites every key it sets (presentation)

        """)
  }

  /// Property values escape `%`, `:` and `,` (and CR, LF), as GitHub's workflow-command syntax requires.
  @Test func githubEscapesPropertyValues() throws {
    let scratch = try ScratchDirectory(prefix: "navd-check")
    defer { scratch.remove() }
    let file = try scratch.file("a,b:c%.json", #"{"rules": [{"patterns": [], "properties": {"context": "modal"}}]}"#)
    let run = CommandRun.check(["--format", "github", file])
    #expect(
      run.standardOutput
        == "::warning file=\(file.replacing("%", with: "%25").replacing(":", with: "%3A").replacing(",", with: "%2C")),"
        + "line=1,col=25,title=emptyPatterns::the rule has no patterns, so it never applies\n")
  }

  @Test func jsonOutputGivesThePlatformAndEveryLineAndColumn() throws {
    let run = CommandRun.check(["--format", "json", Self.ios, Self.android])
    let document = try JSONParser.parse(run.standardOutput)
    let files = try #require(document["files"]?.arrayValue)
    // auto: the iOS file has a uri key, but its path names iOS, which auto believes first.
    #expect(files.map { $0["platform"] } == ["ios", "android"])
    #expect(files.map { $0["platformFrom"] } == ["path", "path"])
    let problems = files.flatMap { $0["problems"]?.arrayValue ?? [] }
    #expect(problems.count == 8 + 7)
    #expect(problems.allSatisfy { $0["line"]?.integerValue != nil && $0["column"]?.integerValue != nil })
    #expect(document["exitStatus"] == 1)
    let iosRun = CommandRun.check(["--json", "--platform", "ios", Self.ios])
    let iosFile = try #require(try JSONParser.parse(iosRun.standardOutput)["files"]?[0])
    #expect(iosFile["platform"] == "ios")
    let legacy = try #require(iosFile["problems"]?[0])
    #expect(legacy["code"] == "legacyValue")
    #expect(legacy["line"] == 16)
    #expect(legacy["column"] == 38)
    #expect(legacy["replacement"]?["text"] == #""context": "modal""#)
  }

  @Test func sarifIsOneRunWithRulesResultsAndLocations() throws {
    let run = CommandRun.check(["--format", "sarif", "--platform", "ios", Self.ios])
    #expect(run.status == 1)
    let log = try JSONParser.parse(run.standardOutput)
    #expect(log["version"] == "2.1.0")
    #expect(log["$schema"] == "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try #require(log["runs"]?.arrayValue)
    #expect(runs.count == 1)
    let sarifRun = runs[0]
    #expect(sarifRun["tool"]?["driver"]?["name"] == "navd")
    #expect(sarifRun["columnKind"] == "unicodeCodePoints")
    let ruleIDs = try #require(sarifRun["tool"]?["driver"]?["rules"]?.arrayValue).map { $0["id"] }
    #expect(
      ruleIDs
        == [
          "invalidStructure", "unknownValue", "legacyValue", "wrongType", "otherPlatformKey", "misspelledKey",
          "neverMatches", "overwrittenRule",
        ].filter { $0 != "invalidStructure" }.map { JSONValue.string($0) })
    let results = try #require(sarifRun["results"]?.arrayValue)
    #expect(results.count == 8)
    let first = results[0]
    #expect(first["ruleId"] == "legacyValue")
    #expect(first["level"] == "error")
    let location = try #require(first["locations"]?[0])
    #expect(location["physicalLocation"]?["region"]?["startLine"] == 16)
    #expect(location["physicalLocation"]?["region"]?["startColumn"] == 38)
    #expect(location["logicalLocations"]?[0]["fullyQualifiedName"] == "rules[2].properties.presentation")
    #expect(
      first["fixes"]?[0]["artifactChanges"]?[0]["replacements"]?[0]["insertedContent"]?["text"]
        == #""context": "modal""#)
    #expect(sarifRun["invocations"]?[0]["executionSuccessful"] == true)
    #expect(results.map { $0["level"] }.filter { $0 == "warning" }.count == 4)
  }

  @Test func sarifReportsAnUnreadableFileAsANotification() throws {
    let run = CommandRun.check(["--format", "sarif", "/surely/missing/navd.json"])
    #expect(run.status == 2)
    let sarifRun = try #require(try JSONParser.parse(run.standardOutput)["runs"]?[0])
    let invocation = try #require(sarifRun["invocations"]?[0])
    #expect(invocation["executionSuccessful"] == false)
    let notification = try #require(invocation["toolExecutionNotifications"]?[0])
    #expect(notification["message"]?["text"] == "cannot read /surely/missing/navd.json: No such file or directory")
    #expect(sarifRun["results"] == [])
    #expect(sarifRun["tool"]?["driver"]?["rules"] == [])
  }

  @Test func aWholeDocumentProblemHasNoLogicalLocation() throws {
    let scratch = try ScratchDirectory(prefix: "navd-check")
    defer { scratch.remove() }
    let file = try scratch.file("x.json", "{}")
    let result = try #require(
      try JSONParser.parse(CommandRun.check(["--format", "sarif", file]).standardOutput)["runs"]?[0]["results"]?[0])
    #expect(result["ruleId"] == "unrecognisedShape")
    #expect(result["locations"]?[0]["logicalLocations"] == nil)
    #expect(result["locations"]?[0]["physicalLocation"]?["region"]?["startLine"] == 1)
  }

  static let uris: [(file: String, uri: String)] = [
    ("config/ios_v1.json", "config/ios_v1.json"), ("my paths/a b.json", "my%20paths/a%20b.json"),
    ("c:d#e?.json", "c%3Ad%23e%3F.json"), ("é.json", "%C3%A9.json"), ("100%.json", "100%25.json"),
  ]

  @Test(arguments: uris)
  func sarifURIsArePercentEncodedRelativeReferences(_ row: (file: String, uri: String)) throws {
    let run = CommandRun.check(["--format", "sarif", row.file])
    let notification = try #require(
      try JSONParser.parse(run.standardOutput)["runs"]?[0]["invocations"]?[0]["toolExecutionNotifications"]?[0])
    #expect(notification["locations"]?[0]["physicalLocation"]?["artifactLocation"]?["uri"] == .string(row.uri))
  }

  static let badOptions: [(arguments: [String], message: String)] = [
    (
      ["--format", "xml", "a.json"],
      "navd check: invalid value \"xml\" for --format: expected text, json, sarif or github\n"
    ),
    (
      ["--platform=windows", "a.json"],
      "navd check: invalid value \"windows\" for --platform: expected ios, android or auto\n"
    ),
    (["a.json", "--platform"], "navd check: option --platform needs a value\n"),
  ]

  @Test(arguments: badOptions)
  func aBadOptionValueExitsTwo(_ row: (arguments: [String], message: String)) {
    let run = CommandRun.check(row.arguments)
    #expect(run.status == 2)
    #expect(run.standardError == row.message + "Usage: \(CheckCommand.usage)\n")
  }
}
