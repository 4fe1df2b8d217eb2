import LinearRegex
import NavJSON
import NavProtocol
import Testing

@testable import NavCommandLine

/// `navd schema [ios|android]`: generated from the checker's property table.
@Suite struct SchemaCommandTests {
  static func schema(_ arguments: [String]) throws -> JSONValue {
    let run = CommandRun.schema(arguments)
    #expect(run.status == 0)
    return try JSONParser.parse(run.standardOutput)
  }

  @Test func iosIsTheDefault() throws {
    #expect(try Self.schema([]) == Self.schema(["ios"]))
    let schema = try Self.schema(["ios"])
    #expect(schema["$schema"] == "https://json-schema.org/draft/2020-12/schema")
    #expect(schema["required"] == ["rules"])
    #expect(schema["properties"]?["rules"]?["type"] == "array")
    #expect(schema["properties"]?["settings"]?["type"] == nil)
  }

  static let iosProperties: [(key: String, schema: JSONValue)] = [
    ("context", ["enum": ["default", "modal", nil]]),
    ("presentation", ["enum": ["default", "pop", "replace", "refresh", "clear_all", "replace_root", "none", nil]]),
    ("modal_style", ["enum": ["medium", "large", "full", "page_sheet", "form_sheet", nil]]),
    ("pull_to_refresh_enabled", ["type": ["boolean", "null"]]),
    ("modal_dismiss_gesture_enabled", ["type": ["boolean", "null"]]),
    ("view_controller", ["type": ["string", "null"]]),
    ("animated", ["type": ["boolean", "null"]]),
    ("historical_location", ["type": ["boolean", "null"]]),
    ("query_string_presentation", ["enum": ["default", "replace", nil]]),
  ]

  @Test func everyIOSTypedPropertyHasItsTypeAndValues() throws {
    let properties = try #require(try Self.schema(["ios"])["$defs"]?["properties"]?["properties"]?.objectValue)
    #expect(properties.keys == Self.iosProperties.map(\.key))
    for (key, expected) in Self.iosProperties { #expect(properties[key] == expected, "\(key)") }
  }

  @Test func androidValuesAreCaseInsensitivePatterns() throws {
    let schema = try Self.schema(["android"])
    #expect(schema["required"] == nil)
    #expect(schema["properties"]?["settings"]?["type"] == ["object", "null"])
    #expect(schema["properties"]?["rules"]?["type"] == ["array", "null"])
    let properties = try #require(schema["$defs"]?["properties"]?["properties"]?.objectValue)
    #expect(
      properties.keys == [
        "context", "presentation", "pull_to_refresh_enabled", "animated", "historical_location",
        "query_string_presentation", "uri", "fallback_uri", "title",
      ])
    let pattern = try #require(properties["presentation"]?["pattern"]?.stringValue)
    let regex = try LinearRegex(pattern)
    for value in ["push", "PUSH", "Replace_Root", "clear_all", "none"] {
      #expect(regex.containsMatch(in: value), "\(value)")
    }
    for value in ["modal", "pushx", "xpush", "clearall", ""] { #expect(!regex.containsMatch(in: value), "\(value)") }
    #expect(properties["presentation"]?["type"] == ["string", "null"])
  }

  @Test(arguments: [["windows"], ["ios", "android"]])
  func aBadArgumentExitsTwo(_ arguments: [String]) {
    let run = CommandRun.schema(arguments)
    #expect(run.status == 2)
    #expect(run.standardError.hasPrefix("navd schema: "))
    #expect(run.standardError.hasSuffix("Usage: navd schema [ios|android]\n"))
  }

  @Test func schemaNamesOnePlatformOrAsksForHelp() throws {
    #expect(try SchemaCommand.parse([]) == .ios)
    #expect(try SchemaCommand.parse(["--", "android"]) == .android)
    #expect(try SchemaCommand.parse(["android", "--help"]) == nil)
    #expect(try SchemaCommand.parse(["-h"]) == nil)
  }

  @Test func schemaReportsABadCommandLineWithItsUsage() {
    let run = CommandRun.schema(["web"])
    #expect(run.status == 2)
    #expect(run.standardOutput == "")
    #expect(
      run.standardError
        == "navd schema: invalid value \"web\" for schema: expected ios or android\nUsage: \(SchemaCommand.usage)\n")
  }
}
