import JSONRPC
import NavJSON
import NavProtocol

/// `compare` (docs/protocol.md §11): steps run on a fresh private iOS client and a fresh private
/// Android client, and the View fields that differ.
enum CompareMethods {
  static var all: [MethodDescriptor<NavigationMethodLayer>] { [compare] }

  /// The View (docs/protocol.md §11).
  static let view = Schema.object(
    [
      ("decision", Schema.nullable(Schema.enumeration(["navigate", "cancel"]))),
      ("external", Schema.nullable(Schema.enumeration(["inAppBrowser", "system"]))),
      ("main", Schema.array(Schema.nullable(Schema.url()))),
      ("modal", Schema.array(Schema.nullable(Schema.url()))),
      ("presented", Schema.boolean()),
      ("currentVisitableURL", Schema.nullable(Schema.url())),
      ("pullToRefreshEnabled", Schema.nullable(Schema.boolean())),
      ("tabBarVisible", Schema.nullable(Schema.boolean("the state's tabBarVisible; null without tabs"))),
      (
        "visits",
        Schema.array(
          Schema.object(
            [("url", Schema.url()), ("action", Schema.enumeration(["advance", "replace", "restore"]))],
            required: ["url", "action"]))
      ),
      ("error", Schema.nullable(Schema.integer("the JSON-RPC error code the step failed with"))),
    ], required: StepView.fieldNames)

  static let compare = MethodDescriptor<NavigationMethodLayer>(
    "compare",
    summary: "Runs steps on a fresh private iOS and a fresh private Android navigator and lists what differs.",
    description:
      "Each side's configuration is its own (`ios`, `android`) or the shared `configuration`; none may set `platform`. "
      + "The private navigators are not clients and send no notifications. Structural errors in `steps` are -32602 "
      + "before anything runs; a step a method rejects is that step's `error` and the next step runs.",
    params: CompareParams.self,
    result: ResultDescriptor(
      "comparison",
      schema: Schema.object(
        [
          (
            "steps",
            Schema.array(
              Schema.object(
                [
                  ("index", Schema.integer()), ("method", Schema.string()), ("same", Schema.boolean()),
                  (
                    "differences",
                    Schema.array(
                      Schema.object(
                        [
                          ("field", Schema.enumeration(StepView.fieldNames)), ("ios", JSONValue.object(JSONObject())),
                          ("android", JSONValue.object(JSONObject())),
                        ],
                        required: ["field", "ios", "android"]))
                  ),
                  ("ios", view), ("android", view),
                ], required: ["index", "method", "same", "differences", "ios", "android"]))
          ),
          ("divergent", Schema.array(Schema.integer(), "the indices of the steps whose Views differ")),
        ], required: ["steps", "divergent"]))
  ) { context, params throws(RPCError) in
    try Comparison.run(params, sharingSetupOf: context.services, limits: context.limits)
  }
}
