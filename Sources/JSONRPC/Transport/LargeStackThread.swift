#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs work on a thread with a large stack and waits for it.
///
/// JSON values are released and compared recursively, so a value nested
/// `--max-depth` levels needs stack in proportion; serving on a 256 MiB stack
/// (reserved address space, committed only as used) keeps the deepest allowed
/// value far from the limit. Falls back to the calling thread if no thread can be made.
package enum LargeStackThread {
  static let stackBytes = 256 * 1024 * 1024

  private final class Job {
    let body: () -> Int32
    var result: Int32 = 0
    init(_ body: @escaping () -> Int32) { self.body = body }
  }

  package static func run(_ body: @escaping () -> Int32) -> Int32 {
    let job = Job(body)
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackBytes)
    let context = Unmanaged.passRetained(job).toOpaque()
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t?
    #endif
    let created = pthread_create(
      &thread, &attributes,
      { raw in
        #if canImport(Glibc)
          let job = Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue()
        #else
          let job = Unmanaged<Job>.fromOpaque(raw).takeRetainedValue()
        #endif
        job.result = job.body()
        return nil
      }, context)
    guard created == 0 else {
      Unmanaged<Job>.fromOpaque(context).release()
      return body()
    }
    #if canImport(Glibc)
      pthread_join(thread, nil)
    #else
      if let thread { pthread_join(thread, nil) }
    #endif
    return job.result
  }
}
