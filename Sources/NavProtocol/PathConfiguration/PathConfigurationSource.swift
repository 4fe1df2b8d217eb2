import NavJSON

/// One source of a multi-source path-configuration load, as the loader gets it: a document, or
/// the reason it could not be had (an unreadable file, a file that is not JSON).
public enum PathConfigurationSource: Sendable, Hashable {
  /// A JSON document to compile.
  case document(JSONValue)
  /// No document: `reason` is reported as the source's problem at path `""`.
  case unavailable(reason: String)
}
