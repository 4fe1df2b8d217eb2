import Foundation

/// Wall-clock timing of a repeated operation on the monotonic clock.
enum Stopwatch {
  /// Nanoseconds now, monotonic.
  static func now() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }

  /// The median over `trials` runs of nanoseconds per operation, where one run
  /// calls `body(iterations)` and `body` performs `iterations` operations.
  /// The median keeps one preempted run (2 shared cores) from skewing the figure.
  static func nanosecondsPerOperation(iterations: Int, trials: Int = 5, _ body: (Int) -> Void) -> Double {
    body(max(1, iterations / 10))  // warm caches and lazily built state
    var samples: [Double] = []
    for _ in 0..<trials {
      let start = now()
      body(iterations)
      let elapsed = now() - start
      samples.append(Double(elapsed) / Double(iterations))
    }
    samples.sort()
    return samples[samples.count / 2]
  }
}
