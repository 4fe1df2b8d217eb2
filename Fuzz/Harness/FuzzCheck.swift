/// Stops the fuzzer with `message` when an invariant does not hold; libFuzzer then
/// saves the input as a crash artifact.
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("invariant violated: \(message())") }
}
