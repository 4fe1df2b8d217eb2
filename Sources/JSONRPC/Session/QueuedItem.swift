import NavJSON

/// One unit of work from a read, in arrival order; batch elements are flattened between markers.
struct QueuedItem {
  enum Kind {
    /// A request (id non-nil) or notification to dispatch.
    case call(id: RequestID?, method: String, params: JSONValue)
    /// An error decided while reading (parse error, invalid request, limit), answered in order.
    case reply(id: RequestID, error: RPCError)
    /// The elements up to ``batchEnd`` form one batch, answered as one array.
    case batchStart
    case batchEnd
  }

  var kind: Kind
  /// Set by a later `$/cancelRequest` in the same read: answer -32800 instead of running.
  var cancelled = false
  /// The frame held a number beyond the finite `Double` range: check this call's params for it.
  var mayHoldOutOfRangeNumber = false
}
