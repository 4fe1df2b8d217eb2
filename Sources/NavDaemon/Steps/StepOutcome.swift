import JSONRPC
import NavJSON

/// What one step did on one side: the method's result or error, the state of the step's
/// navigator afterwards, and the View built from them.
package struct StepOutcome: Sendable {
  /// The method called.
  package var method: String
  /// The params it was called with (a shorthand's `url` resolved).
  package var params: JSONObject
  /// The result; `nil` when the step failed.
  package var result: JSONValue?
  /// The error the step failed with; `nil` when it succeeded.
  package var error: RPCError?
  /// The State (docs/protocol.md §6) of the step's navigator (its `tab`, else the active one) afterwards.
  package var state: JSONValue
  /// What the user sees.
  package var view: StepView

  /// An outcome; the View is built from the rest.
  package init(method: String, params: JSONObject, result: Result<JSONValue, RPCError>, state: JSONValue) {
    self.method = method
    self.params = params
    self.state = state
    switch result {
    case .success(let value):
      self.result = value
      error = nil
    case .failure(let failure):
      self.result = nil
      error = failure
    }
    view = StepView(method: method, result: self.result, errorCode: error?.code.rawValue, state: state)
  }
}
