import NavJSON
import NavProtocol

/// The JSON parser on arbitrary bytes, at a small and at the default depth limit.
///
/// Invariants: parsing never traps; a parsed value serializes to JSON that parses
/// back to the same value (parse(serialize(parse(x))) == parse(x)), and serializing
/// that again gives the same bytes; a depth-limit error happens only when the
/// value really nests deeper than the limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let value: JSONValue
  do {
    value = try JSONParser.parse(bytes)
  } catch {
    if error.isDepthLimitExceeded {
      fuzzCheck(nestingDepth(of: bytes) > JSONParser.defaultMaxDepth, "depth error below the limit: \(error)")
    }
    return 0
  }
  let written = JSONWriter.bytes(of: value)
  let reparsed: JSONValue
  do {
    reparsed = try JSONParser.parse(written)
  } catch {
    fuzzCheck(false, "serialized value does not parse: \(error); text \(String(decoding: written, as: UTF8.self))")
    return 0
  }
  fuzzCheck(reparsed == value, "round trip changed the value: \(String(decoding: written, as: UTF8.self))")
  fuzzCheck(JSONWriter.bytes(of: reparsed) == written, "serialization is not stable")

  let depth = valueDepth(value)
  var shallow = JSONParser(maxDepth: max(1, depth - 1))
  do {
    _ = try shallow.parse(written)
    fuzzCheck(depth <= 1, "a value of depth \(depth) passed the limit \(depth - 1)")
  } catch {
    fuzzCheck(error.isDepthLimitExceeded, "only the depth limit may reject a valid document: \(error)")
  }
  var exact = JSONParser(maxDepth: max(1, depth))
  do {
    let atLimit = try exact.parse(written)
    fuzzCheck(atLimit == value, "parse at the exact depth limit differs")
  } catch {
    fuzzCheck(false, "a value of depth \(depth) failed at limit \(depth): \(error)")
  }
  return 0
}

/// Array/object nesting of a parsed value (scalars 0, a top-level object 1).
private func valueDepth(_ value: JSONValue) -> Int {
  var deepest = 0
  var pending: [(JSONValue, Int)] = [(value, 0)]
  while let (next, depth) = pending.popLast() {
    switch next {
    case .array(let items):
      deepest = max(deepest, depth + 1)
      pending.append(contentsOf: items.map { ($0, depth + 1) })
    case .object(let object):
      deepest = max(deepest, depth + 1)
      pending.append(contentsOf: object.map { ($0.value, depth + 1) })
    default:
      break
    }
  }
  return deepest
}

/// The deepest `[`/`{` nesting in raw text, ignoring brackets inside strings.
private func nestingDepth(of bytes: [UInt8]) -> Int {
  var depth = 0
  var deepest = 0
  var inString = false
  var escaped = false
  for byte in bytes {
    if inString {
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        inString = false
      }
      continue
    }
    switch byte {
    case UInt8(ascii: "\""): inString = true
    case UInt8(ascii: "["), UInt8(ascii: "{"):
      depth += 1
      deepest = max(deepest, depth)
    case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
    default: break
    }
  }
  return deepest
}
