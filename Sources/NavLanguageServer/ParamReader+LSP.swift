import JSONRPC
import NavJSON

/// The LSP structures navd reads from params: `Position` and `Range`.
extension ParamReader {
  /// A required `Position`: `line` and `character`, integers from 0.
  func position(_ key: String) throws(RPCError) -> LSPPosition {
    let member = try requiredNested(key)
    return LSPPosition(line: try member.count("line"), character: try member.count("character"))
  }

  /// A required `Range`: `start` and `end` positions.
  func range(_ key: String) throws(RPCError) -> LSPRange {
    let member = try requiredNested(key)
    return LSPRange(start: try member.position("start"), end: try member.position("end"))
  }

  /// A required integer from 0 that fits an `Int` (LSP's `uinteger`).
  private func count(_ key: String) throws(RPCError) -> Int {
    let number = try requiredInteger(key)
    guard number >= 0, number <= Int64(UInt32.max) else {
      throw invalid(key, "must be an integer from 0 to \(UInt32.max)")
    }
    return Int(number)
  }
}

extension ParamKind where Value == LSPPosition {
  /// A `Position`.
  static var position: ParamKind {
    ParamKind(schema: LSPSchemas.position) { reader, key throws(RPCError) in
      reader.has(key) ? try reader.position(key) : nil
    }
  }
}

extension ParamKind where Value == LSPRange {
  /// A `Range`.
  static var range: ParamKind {
    ParamKind(schema: LSPSchemas.range) { reader, key throws(RPCError) in
      reader.has(key) ? try reader.range(key) : nil
    }
  }
}
