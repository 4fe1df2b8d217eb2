/// How an LSP `Position.character` counts (`general.positionEncodings`, LSP 3.17).
///
/// UTF-16 unless the client offers another encoding in `initialize`; navd then picks
/// UTF-8 (its own text representation) before UTF-32, and announces the choice in
/// `capabilities.positionEncoding`.
public enum PositionEncoding: String, Sendable, Hashable, CaseIterable {
  /// Bytes of UTF-8.
  case utf8 = "utf-8"
  /// Code units of UTF-16 (LSP's default).
  case utf16 = "utf-16"
  /// Unicode scalars.
  case utf32 = "utf-32"

  /// The encoding to use given what the client offers (`nil`: it offered nothing).
  public static func negotiate(offered: [String]?) -> PositionEncoding {
    guard let offered else { return .utf16 }
    for preferred in [PositionEncoding.utf8, .utf32] where offered.contains(preferred.rawValue) {
      return preferred
    }
    return .utf16
  }

  /// The code units `scalar` takes in this encoding.
  @inline(__always)
  func width(of scalar: Unicode.Scalar) -> Int {
    switch self {
    case .utf8: UTF8.width(scalar)
    case .utf16: UTF16.width(scalar)
    case .utf32: 1
    }
  }
}
