/// The lazily built DFA behind ``RegexSearcher``: each distinct set of live NFA threads becomes a state, and
/// the successor of a state on an ASCII byte is remembered once computed.
///
/// Memory is bounded: past ``maximumStates`` states or ``maximumStoredThreads`` stored thread entries the cache
/// is emptied and refilled, so a pattern whose DFA would explode only loses the caching, never the linear bound.
struct RegexStateCache {
  static let maximumStates = 4096
  static let maximumStoredThreads = 1 << 19
  /// The transition that has not been computed yet.
  static let unknown: Int32 = -1

  private var ids: [[Int]: Int32] = [:]
  private var sets: [[Int]] = []
  private var transitions: [Int32] = []
  private var storedThreads = 0

  /// The threads of state `id`, sorted.
  func threads(of id: Int32) -> [Int] { sets[Int(id)] }

  /// The remembered successor of `id` on ASCII `byte`, or ``unknown``.
  func transition(from id: Int32, on byte: UInt8) -> Int32 { transitions[Int(id) << 7 | Int(byte)] }

  mutating func record(from id: Int32, on byte: UInt8, to target: Int32) {
    transitions[Int(id) << 7 | Int(byte)] = target
  }

  /// The state for `threads` (in any order), adding it if new. `emptied` tells that older ids are now invalid.
  mutating func intern(_ threads: [Int]) -> (id: Int32, emptied: Bool) {
    let key = threads.sorted()
    if let id = ids[key] { return (id, false) }
    var emptied = false
    if sets.count >= Self.maximumStates || storedThreads + key.count > Self.maximumStoredThreads {
      ids.removeAll(keepingCapacity: true)
      sets.removeAll(keepingCapacity: true)
      transitions.removeAll(keepingCapacity: true)
      storedThreads = 0
      emptied = true
    }
    let id = Int32(sets.count)
    ids[key] = id
    sets.append(key)
    storedThreads += key.count
    transitions.append(contentsOf: repeatElement(Self.unknown, count: 128))
    return (id, emptied)
  }
}
