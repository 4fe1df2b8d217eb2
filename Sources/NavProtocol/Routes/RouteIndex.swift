/// The matching index: one trie per source, one level per path segment.
///
/// A node's children are grouped by precedence — literal children in a
/// dictionary, then enum, typed, string and catch-all — so resolving walks one
/// path per segment instead of trying every pattern. A lower group is only
/// tried when no higher one leads to a match, which is exactly the
/// segment-by-segment precedence.
struct RouteIndex: Sendable {
  /// A branch taken by a placeholder element.
  struct Branch: Sendable {
    var type: RouteValueType
    var child: Int
  }

  /// One trie node.
  struct Node: Sendable {
    var literalChildren: [String: Int] = [:]
    var enumChildren: [Branch] = []
    var typedChildren: [Branch] = []
    var stringChild: Int?
    /// Patterns ending here with a catch-all (it takes the remaining segments).
    var catchAllPatterns: [Int] = []
    /// Patterns ending exactly here.
    var terminalPatterns: [Int] = []
  }

  private(set) var nodes: [Node] = []
  /// The catalog of sources; a source's id is the index of its root node.
  private(set) var catalog = RouteSourceCatalog()

  /// Builds the index over `patterns` (ids are their positions).
  init(patterns: [RoutePattern]) {
    for (id, pattern) in patterns.enumerated() { insert(pattern, id: id) }
  }

  private mutating func insert(_ pattern: RoutePattern, id: Int) {
    let root = catalog.id(for: pattern.source, newID: nodes.count)
    if root == nodes.count { nodes.append(Node()) }
    var current = root
    for element in pattern.path {
      current = child(of: current, for: element)
    }
    if pattern.catchAllName != nil {
      nodes[current].catchAllPatterns.append(id)
    } else {
      nodes[current].terminalPatterns.append(id)
    }
  }

  private mutating func child(of node: Int, for element: RoutePathElement) -> Int {
    let newID = nodes.count
    switch element {
    case .literal(let text):
      if let existing = nodes[node].literalChildren[text] { return existing }
      nodes[node].literalChildren[text] = newID
    case .parameter(_, .string):
      if let existing = nodes[node].stringChild { return existing }
      nodes[node].stringChild = newID
    case .parameter(_, let type):
      let isEnum = element.kind == .enumeration
      let branches = isEnum ? nodes[node].enumChildren : nodes[node].typedChildren
      if let existing = branches.first(where: { $0.type.matchesSameTexts(as: type) }) { return existing.child }
      if isEnum {
        nodes[node].enumChildren.append(Branch(type: type, child: newID))
      } else {
        nodes[node].typedChildren.append(Branch(type: type, child: newID))
      }
    }
    nodes.append(Node())
    return newID
  }
}

extension RouteValueType {
  /// Whether both types accept exactly the same texts (enum value order ignored),
  /// so patterns may share an index node.
  func matchesSameTexts(as other: RouteValueType) -> Bool {
    switch (self, other) {
    case (.enumeration(let left), .enumeration(let right)): Set(left) == Set(right)
    default: self == other
    }
  }
}
