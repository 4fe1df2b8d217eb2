import JSONRPC
import NavJSON
import NavProtocol

/// `compare` (docs/protocol.md §11): steps run on a fresh private iOS client and a fresh private
/// Android client, and the View fields that differ.
enum CompareMethods {
  static var all: [MethodDescriptor<NavigationMethodLayer>] { [compare] }

  /// A step: `{method, params?}` or the `route` shorthand.
  private static let step = Schema.oneOf([
    Schema.object(
      [
        ("method", Schema.enumeration(StepMethods.names)),
        ("params", Schema.anyObject("the method's params, without client")),
      ], required: ["method"], additional: false),
    Schema.object(
      [("route", Schema.string("an absolute URL, or a /path resolved against the side's start location"))],
      required: ["route"], "the route shorthand; other keys are route params"),
  ])

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
    params: [
      ParamDescriptor("ios", schema: WireSchemas.configuration, summary: "the iOS side's configuration"),
      ParamDescriptor("android", schema: WireSchemas.configuration, summary: "the Android side's configuration"),
      ParamDescriptor(
        "configuration", schema: WireSchemas.configuration, summary: "the configuration of a side without its own"),
      ParamDescriptor("steps", required: true, schema: Schema.array(step), summary: "the steps, in order"),
    ],
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
  ) { context, raw in
    try Comparison.run(raw, sharingSetupOf: context.services, limits: context.limits)
  }
}
