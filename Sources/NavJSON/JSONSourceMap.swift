/// Where each value of a JSON text sits in its bytes: the source map that turns the JSON
/// path of a finding (`rules[2].properties.context`) into a byte range, and a byte offset
/// (an editor's cursor) back into the innermost value and its path.
///
/// Built by one linear scan of the text, without decoding strings or numbers; nodes are
/// kept in document order (a container before its members), each knowing its parent and
/// where its subtree ends, so a lookup walks only the containers on the way. The scan stops
/// at the first byte that cannot continue the text: everything before it stays mapped and
/// ``isComplete`` is `false`.
public struct JSONSourceMap: Sendable {
  /// What a node holds.
  public enum Kind: Sendable, Hashable {
    /// `{…}`.
    case object
    /// `[…]`.
    case array
    /// A string (its range includes the quotes).
    case string
    /// A number.
    case number
    /// `true`, `false` or `null`.
    case literal
  }

  /// One JSON value in the text.
  public struct Node: Sendable, Hashable {
    /// What it holds.
    public var kind: Kind
    /// Its bytes: from its first byte to just after its last (quotes and brackets included).
    public var range: Range<Int>
    /// For an object member, the bytes of its key (quotes included); `nil` for array elements and the root.
    public var keyRange: Range<Int>?
    /// The node of its container; `nil` for the root.
    public var parent: Int?
    /// The index just after its last descendant: its children are the nodes between it and this.
    public var subtreeEnd: Int
    /// Its position in its container (the array index, or the member's position); 0 for the root.
    public var position: Int
  }

  /// One step of a JSON path.
  public enum Component: Sendable, Hashable {
    /// An object member.
    case key(String)
    /// An array element.
    case index(Int)
  }

  /// Every value, in document order; the root is node 0.
  public private(set) var nodes: [Node] = []
  /// Whether the whole text was one well-formed JSON value.
  public private(set) var isComplete = false
  /// The text mapped.
  public let bytes: [UInt8]

  /// Maps `bytes`.
  public init(bytes: [UInt8]) {
    self.bytes = bytes
    nodes.reserveCapacity(bytes.count / 8)
    isComplete = scan()
  }

  /// The root value's node, if the text has one.
  public var root: Int? { nodes.isEmpty ? nil : 0 }

  /// The nodes directly inside `node`, in document order.
  /// The element of array node `node` at `index`, found without listing the others.
  private func element(_ index: Int, of node: Int) -> Int? {
    var child = node + 1
    while child < nodes[node].subtreeEnd {
      if nodes[child].position == index { return child }
      child = nodes[child].subtreeEnd
    }
    return nil
  }

  public func children(of node: Int) -> [Int] {
    var result: [Int] = []
    var child = node + 1
    while child < nodes[node].subtreeEnd {
      result.append(child)
      child = nodes[child].subtreeEnd
    }
    return result
  }

  /// The decoded key of a member node; `nil` for array elements and the root.
  public func key(of node: Int) -> String? {
    guard let range = nodes[node].keyRange else { return nil }
    return Self.decodeString(bytes[range])
  }

  /// The member of object `node` named `key` (the last one, when a key repeats: the one whose value counts).
  public func member(_ key: String, of node: Int) -> Int? {
    guard nodes[node].kind == .object else { return nil }
    return children(of: node).last { self.key(of: $0) == key }
  }

  /// From its key through its value, for an object member; else the value's range.
  public func memberRange(of node: Int) -> Range<Int> {
    let value = nodes[node].range
    guard let key = nodes[node].keyRange else { return value }
    return key.lowerBound..<value.upperBound
  }

  /// The bytes to remove to delete member or element `node` from its container and keep the
  /// JSON valid: the member with the comma after it, or, for the last one, with the comma before
  /// it, and the whitespace between them.
  public func deletionRange(of node: Int) -> Range<Int> {
    let member = memberRange(of: node)
    guard let parent = nodes[node].parent else { return member }
    let siblings = children(of: parent)
    guard let position = siblings.firstIndex(of: node), siblings.count > 1 else {
      let container = nodes[parent].range
      // The only member: empty the container, keeping its brackets.
      return (container.lowerBound + 1)..<max(container.lowerBound + 1, container.upperBound - 1)
    }
    if position + 1 < siblings.count {
      return member.lowerBound..<memberRange(of: siblings[position + 1]).lowerBound
    }
    return nodes[siblings[position - 1]].range.upperBound..<member.upperBound
  }

  /// The node at a JSON path as ``JSONPath`` writes it (`""` is the root); `nil` when absent.
  public func node(at path: String) -> Int? {
    let found = nearestNode(at: path)
    return found?.exact == true ? found?.node : nil
  }

  /// The node at `path`, or, when part of the path is absent, the deepest node on the way
  /// (`exact` is then `false`); `nil` only when the text has no value at all.
  public func nearestNode(at path: String) -> (node: Int, exact: Bool)? {
    guard var current = root else { return nil }
    var rest = Substring(path)
    while !rest.isEmpty {
      if rest.hasPrefix("[") {
        guard nodes[current].kind == .array, let close = rest.firstIndex(of: "]"),
          let index = Int(rest[rest.index(after: rest.startIndex)..<close]),
          let element = element(index, of: current)
        else { return (current, false) }
        current = element
        rest = rest[rest.index(after: close)...]
        if rest.hasPrefix(".") { rest = rest.dropFirst() }
        continue
      }
      guard nodes[current].kind == .object, let (member, length) = longestMember(of: current, prefixing: rest)
      else { return (current, false) }
      current = member
      rest = rest.dropFirst(length)
      if rest.hasPrefix(".") { rest = rest.dropFirst() }
    }
    return (current, true)
  }

  /// The member whose key is the longest one that `path` starts with, followed by the end, `.` or `[`.
  private func longestMember(of object: Int, prefixing path: Substring) -> (node: Int, keyLength: Int)? {
    var best: (node: Int, keyLength: Int)?
    for child in children(of: object) {
      guard let key = key(of: child), path.hasPrefix(key) else { continue }
      let after = path.dropFirst(key.count)
      guard after.isEmpty || after.hasPrefix(".") || after.hasPrefix("[") else { continue }
      if best == nil || key.count >= best!.keyLength { best = (child, key.count) }
    }
    return best
  }

  /// The innermost node whose bytes (or whose key's bytes) contain `offset`.
  public func innermostNode(containing offset: Int) -> Int? {
    guard var current = root, nodes[current].range.contains(offset) || nodes[current].range.upperBound == offset
    else { return nil }
    descending: while true {
      for child in children(of: current) where memberRange(of: child).contains(offset) {
        guard nodes[child].range.contains(offset) else { return child }
        current = child
        continue descending
      }
      return current
    }
  }

  /// Whether `offset` lies on the key of member `node` rather than its value.
  public func isOnKey(_ offset: Int, of node: Int) -> Bool {
    nodes[node].keyRange?.contains(offset) == true
  }

  /// The steps from the root to `node`.
  public func components(of node: Int) -> [Component] {
    var steps: [Component] = []
    var current = node
    while let parent = nodes[current].parent {
      if nodes[parent].kind == .array {
        steps.append(.index(nodes[current].position))
      } else {
        steps.append(.key(key(of: current) ?? ""))
      }
      current = parent
    }
    return steps.reversed()
  }

  /// The JSON path of `node`, as ``JSONPath`` writes it.
  public func path(of node: Int) -> String {
    components(of: node).reduce("") { path, step in
      switch step {
      case .key(let key): JSONPath.member(path, key)
      case .index(let index): JSONPath.element(path, index)
      }
    }
  }

  /// The text of a string literal's bytes (quotes included), escapes decoded; `nil` if it is not one.
  public static func decodeString(_ literal: ArraySlice<UInt8>) -> String? {
    guard literal.count >= 2, literal.first == UInt8(ascii: "\""), literal.last == UInt8(ascii: "\"") else {
      return nil
    }
    let inner = literal.dropFirst().dropLast()
    if !inner.contains(UInt8(ascii: "\\")) { return String(decoding: inner, as: UTF8.self) }
    return (try? JSONParser.parse(Array(literal)))?.stringValue
  }

  // MARK: Scanning

  private enum Expectation {
    case value
    case firstKeyOrClose
    case key
    case firstElementOrClose
    case commaOrClose
  }

  private mutating func scan() -> Bool {
    var open: [Int] = []
    var counts: [Int] = []
    var expectation = Expectation.value
    var pendingKey: Range<Int>?
    var index = 0
    let count = bytes.count
    while true {
      while index < count, Self.isWhitespace(bytes[index]) { index += 1 }
      guard index < count else { return open.isEmpty && !nodes.isEmpty && expectation == .commaOrClose }
      let byte = bytes[index]
      switch expectation {
      case .firstKeyOrClose, .firstElementOrClose, .commaOrClose:
        if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
          guard let container = open.last, (nodes[container].kind == .object) == (byte == UInt8(ascii: "}"))
          else { return false }
          index += 1
          nodes[container].range = nodes[container].range.lowerBound..<index
          nodes[container].subtreeEnd = nodes.count
          open.removeLast()
          counts.removeLast()
          expectation = .commaOrClose
          if open.isEmpty {
            while index < count, Self.isWhitespace(bytes[index]) { index += 1 }
            return index == count
          }
          continue
        }
        if expectation == .commaOrClose {
          guard byte == UInt8(ascii: ","), let container = open.last else { return false }
          index += 1
          expectation = nodes[container].kind == .object ? .key : .value
          continue
        }
        expectation = expectation == .firstKeyOrClose ? .key : .value
        continue
      case .key:
        guard byte == UInt8(ascii: "\""), let end = stringEnd(from: index) else { return false }
        pendingKey = index..<end
        index = end
        while index < count, Self.isWhitespace(bytes[index]) { index += 1 }
        guard index < count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        expectation = .value
      case .value:
        let position = counts.last ?? 0
        if !counts.isEmpty { counts[counts.count - 1] += 1 }
        let node = nodes.count
        var kind: Kind
        var end: Int
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          kind = byte == UInt8(ascii: "{") ? .object : .array
          end = count
        case UInt8(ascii: "\""):
          kind = .string
          guard let stringEnd = stringEnd(from: index) else { return false }
          end = stringEnd
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          kind = .number
          end = index + 1
          while end < count, Self.isNumberByte(bytes[end]) { end += 1 }
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
          kind = .literal
          end = index + 1
          while end < count, bytes[end] >= UInt8(ascii: "a"), bytes[end] <= UInt8(ascii: "z") { end += 1 }
        default:
          return false
        }
        nodes.append(
          Node(
            kind: kind, range: index..<end, keyRange: open.isEmpty ? nil : pendingKey, parent: open.last,
            subtreeEnd: node + 1, position: position))
        pendingKey = nil
        if kind == .object || kind == .array {
          open.append(node)
          counts.append(0)
          index += 1
          expectation = kind == .object ? .firstKeyOrClose : .firstElementOrClose
        } else {
          index = end
          expectation = .commaOrClose
          if open.isEmpty {
            while index < count, Self.isWhitespace(bytes[index]) { index += 1 }
            return index == count
          }
        }
      }
    }
  }

  /// The index after the closing quote of the string starting at `start`, or `nil` if it never closes.
  private func stringEnd(from start: Int) -> Int? {
    var index = start + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""): return index + 1
      case UInt8(ascii: "\\"): index += 2
      default: index += 1
      }
    }
    return nil
  }

  @inline(__always)
  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
      UInt8(ascii: "e"), UInt8(ascii: "E"):
      true
    default: false
    }
  }
}
