import NavJSON

/// Who the server is, as a method layer tells it: the `serverInfo` of `initialize`, the `info` of the
/// OpenRPC document, and the name that prefixes log lines.
public struct ServerInfo: Sendable, Hashable {
  /// The program's name (`serverInfo.name`, the OpenRPC `info.title`).
  public var name: String
  /// The release (`serverInfo.version`, the OpenRPC `info.version`).
  public var version: String
  /// The version of the method layer's wire protocol (`protocolVersion` of the default
  /// ``MethodLayer/initializeResult(context:methodNames:)``), if it has one.
  public var protocolVersion: Int?
  /// One sentence on what the server does (the OpenRPC `info.description`).
  public var summary: String
  /// Further members of `initialize`'s `serverInfo`, after `name` and `version` (what the method
  /// layer adds about itself; each is a `const` of the result's schema).
  public var details: JSONObject

  /// Server facts.
  public init(
    name: String, version: String, protocolVersion: Int? = nil, summary: String, details: JSONObject = [:]
  ) {
    self.name = name
    self.version = version
    self.protocolVersion = protocolVersion
    self.summary = summary
    self.details = details
  }
}
