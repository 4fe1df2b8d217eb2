import NavJSON

/// The JSON Schema (draft 2020-12) of a path-configuration document for a platform,
/// generated from the same property table the checker uses (``PlatformProfile/typedProperties``), so
/// the two cannot disagree: a document that `navd check` finds free of errors
/// validates, and one with `invalidStructure`, `wrongType`, `unknownValue`,
/// `legacyValue` or `missingRules` errors does not.
///
/// - every typed property with its type and values: an `enum` on iOS; on Android,
///   whose values are case-insensitive, a `pattern` that spells each value in any case
///   (with character classes, so every JSON Schema regex dialect reads it);
/// - every typed property also accepts `null` (a reset to the default);
/// - custom keys are allowed at every level (the keys of the other platform too);
/// - `settings` of any type on iOS (a non-object is only a warning), an object or
///   `null` on Android; `rules` required on iOS, optional (or `null`) on Android.
package enum PathConfigurationSchema {
  /// The schema dialect.
  static let dialect = "https://json-schema.org/draft/2020-12/schema"

  /// The schema for `platform`.
  package static func schema(for platform: Platform) -> JSONValue {
    let profile = platform.profile
    let rules: JSONValue = object([
      ("type", profile.requiresRules ? "array" : .array(["array", "null"])),
      ("items", object([("$ref", "#/$defs/rule")])),
    ])
    var settings = JSONObject()
    if profile.rejectsNonObjectSettings { settings["type"] = .array(["object", "null"]) }
    settings["description"] = .string(
      profile.rejectsNonObjectSettings
        ? "The app's own settings."
        : "The app's own settings; a value that is not an object is read as no settings.")
    var root = JSONObject([
      ("$schema", .string(dialect)),
      ("title", .string("\(platform.productName) path configuration")),
      ("description", .string("Checked by `navd check --platform \(platform.rawValue)`; see docs/check.md.")),
      ("type", "object"),
    ])
    if profile.requiresRules { root["required"] = ["rules"] }
    root["properties"] = object([("settings", .object(settings)), ("rules", rules)])
    root["$defs"] = object([
      (
        "rule",
        object([
          ("type", "object"),
          ("required", ["patterns", "properties"]),
          (
            "properties",
            object([
              (
                "patterns",
                object([
                  ("type", "array"), ("items", object([("type", "string")])),
                  ("description", "Regular expressions searched in the URL's path (and query)."),
                ])
              ),
              ("properties", object([("$ref", "#/$defs/properties")])),
            ])
          ),
        ])
      ),
      (
        "properties",
        object([
          ("type", "object"),
          (
            "properties",
            .object(
              JSONObject(
                profile.typedProperties.map { property in
                  (property.key, schema(for: property, on: profile))
                }))
          ),
        ])
      ),
    ])
    return .object(root)
  }

  private static func schema(for property: PathProperty, on profile: any PlatformProfile) -> JSONValue {
    switch property.expectation {
    case .boolean: return object([("type", .array(["boolean", "null"]))])
    case .string: return object([("type", .array(["string", "null"]))])
    case .oneOf(let values):
      guard profile.valuesIgnoreCase else {
        return object([("enum", .array(values.map(JSONValue.string) + [.null]))])
      }
      return object([
        ("type", .array(["string", "null"])),
        ("pattern", .string("^(" + values.map(anyCase).joined(separator: "|") + ")$")),
      ])
    }
  }

  /// `modal` → `[Mm][Oo][Dd][Aa][Ll]`: the value in any case, without an inline flag.
  static func anyCase(_ value: String) -> String {
    value.unicodeScalars.map { scalar in
      let text = String(scalar)
      let upper = text.uppercased()
      let lower = text.lowercased()
      return upper == lower ? text : "[\(upper)\(lower)]"
    }.joined()
  }

  private static func object(_ members: [(String, JSONValue)]) -> JSONValue { .object(JSONObject(members)) }
}
