/// A JSON-RPC request id: a string, an integer, or an explicit `null`.
enum RequestID: Codable, Sendable {
  case null
  case integer(Int64)
  case string(String)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Int64.self) {
      self = .integer(value)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .integer(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    }
  }
}
