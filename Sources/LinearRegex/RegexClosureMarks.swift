/// Which threads (program, instruction) an epsilon closure over several programs has reached
/// already, so each is followed once per closure. A closure starts with ``beginClosure()``;
/// starting one is a counter step, not a clear of the marks.
struct RegexClosureMarks {
  /// Where each program's marks start in ``marks``.
  private let offsets: [Int]
  private var marks: [Int]
  private var generation = 0

  /// Marks for the instructions of every one of `programs`.
  init(programs: [RegexProgram]) {
    var offsets: [Int] = []
    var total = 0
    for program in programs {
      offsets.append(total)
      total += program.instructions.count
    }
    self.offsets = offsets
    marks = [Int](repeating: 0, count: total)
  }

  /// Forgets every thread reached: a new closure begins.
  mutating func beginClosure() { generation += 1 }

  /// Marks instruction `pc` of `program` reached; `false` when this closure had reached it already.
  mutating func reach(program: Int, pc: Int) -> Bool {
    let mark = offsets[program] + pc
    guard marks[mark] != generation else { return false }
    marks[mark] = generation
    return true
  }
}
