# frozen_string_literal: true

require_relative "../test_helper"

class ModelsTest < Minitest::Test
  def route_json
    JSON.parse(JSON.generate({
      "decision" => "navigate", "handler" => "app-navigation", "external" => nil,
      "proposal" => { "url" => "https://blog.example/posts/new", "options" => { "action" => "advance" },
                      "properties" => { "context" => "modal" }, "context" => "modal", "presentation" => "default",
                      "viewController" => "web", "parameters" => nil, "modalStyle" => "large", "animated" => true,
                      "historicalLocation" => false, "queryStringPresentation" => "default", "somethingNew" => 1 },
      "proposalResult" => "accept",
      "operations" => [{ "op" => "setStack", "stack" => "modal", "entries" => [2], "animated" => true },
                       { "op" => "present", "modalStyle" => "large", "animated" => true }],
      "visits" => [{ "stack" => "modal", "entry" => 2, "url" => "https://blog.example/posts/new",
                     "action" => "advance", "reason" => "route", "session" => "modal", "load" => "network" }],
      "route" => { "name" => "new_post", "params" => {} },
      "warnings" => [{ "code" => "unstampedEntry", "message" => "entry 3 has no stamp" }],
      "state" => Canned.state(main: [Canned.entry(1, "https://blog.example/")],
                              modal: [Canned.entry(2, "https://blog.example/posts/new")])
    }), freeze: true)
  end

  def test_a_route_result_reads_every_member
    result = Navd::RouteResult.from_json(route_json)
    assert result.navigated?
    refute result.cancelled?
    assert_equal %w[setStack present], result.operations.map(&:op)
    assert_equal %w[setStack present], result.ops
    assert_equal ["setStack modal", "present large"], result.operations.map(&:summary)
    assert_equal [2], result.operations.first.entries
    assert_equal "modal", result.proposal.context
    assert result.proposal.modal?
    assert_equal "advance", result.proposal.action
    assert_equal "large", result.proposal.modal_style
    assert_nil result.proposal.uri
    assert_equal Navd::Visit.new(stack: "modal", entry: 2, url: "https://blog.example/posts/new", action: "advance",
                                 reason: "route", session: "modal", load: "network"), result.visits.first
    assert_equal ["https://blog.example/posts/new"], result.network_loads
    assert_equal "https://blog.example/posts/new", result.state.web_session(:modal).rendered_url
    assert_equal "new_post", result.route.name
    assert_equal ["unstampedEntry"], result.warnings.map(&:code)
    assert result.state.presented?
    assert_equal ["https://blog.example/"], result.state.main.map(&:routed_location)
    assert_equal ["https://blog.example/posts/new"], result.state.modal_locations
    assert_nil result.explanation
  end

  def test_to_h_is_the_json_navd_sent_including_unknown_members
    json = route_json
    result = Navd::RouteResult.from_json(json)
    assert_same json, result.to_h
    assert_equal 1, result.proposal.to_h["somethingNew"]
    assert_equal "modal", result.state.to_h["activeStack"]
  end

  def test_a_struct_made_in_ruby_gives_its_attributes_as_to_h
    operation = Navd::Operation.new(op: "dismiss", animated: true)
    assert_equal({ op: "dismiss", stack: nil, entry: nil, entries: nil, replaced: nil, animated: true, modal_style: nil },
                 operation.to_h)
    assert_equal "dismiss", operation.summary
  end

  def test_results_are_frozen
    result = Navd::RouteResult.from_json(route_json)
    assert result.frozen?
    assert result.state.main.frozen?
    assert_raises(FrozenError) { result.state.main << nil }
    assert_raises(FrozenError) { result.decision = "cancel" }
  end

  def test_results_compare_by_attributes_and_support_pattern_matching
    a = Navd::Entry.from_json(Canned.entry(1, "https://blog.example/"))
    b = Navd::Entry.from_json(Canned.entry(1, "https://blog.example/"))
    assert_equal a, b
    case a
    in { id: Integer => id, routed_location: String => stamp }
      assert_equal [1, "https://blog.example/"], [id, stamp]
    end
  end

  def test_state_helpers
    state = Navd::State.from_json(Canned.state(main: [Canned.entry(1, "https://blog.example/"),
                                                      Canned.entry(2, nil, view_controller: "settings")]))
    assert_equal 2, state.top.id
    refute state.top.stamped?
    refute state.top.visitable?
    assert_equal "https://blog.example/", state.entry(1).routed_location
    assert_nil state.entry(99)
    assert_equal state.main, state.stack(:main)
    assert_raises(ArgumentError) { state.stack(:side) }
    refute state.presented?
    assert_nil state.current_visitable_url
  end

  def test_a_wrong_type_is_a_protocol_error_naming_its_json_path
    json = Canned.state.merge("main" => [{ "id" => "one" }])
    error = assert_raises(Navd::ProtocolError) { Navd::State.from_json(json) }
    assert_includes error.message, 'state.main[0].id: expected an integer, got "one"'
  end

  def test_a_missing_member_is_a_protocol_error
    error = assert_raises(Navd::ProtocolError) { Navd::RouteResult.from_json({ "handler" => nil }) }
    assert_includes error.message, 'route: missing "decision"'
  end

  def test_an_explanation_is_read_into_structs
    json = {
      "platform" => "android", "subject" => "/posts/new?draft=1",
      "matches" => [{ "rule" => 1, "pattern" => "/new" }, { "rule" => "builtin:recede", "pattern" => "/recede_historical_location" }],
      "properties" => { "context" => { "value" => "modal", "from" => "rules[1]" },
                        "animated" => { "value" => false, "from" => "request" } },
      "router" => [{ "handler" => "app-navigation", "matched" => true, "reason" => "same host" }],
      "rule" => { "presentation" => "push", "context" => "modal", "presented" => false, "row" => nil, "mode" => "to-modal" },
      "comparisons" => [{ "stack" => "main", "entry" => 4, "position" => "current", "stamp" => nil, "same" => false,
                          "reason" => "unstamped" }],
      "modalResult" => { "platform" => "android", "matches" => [] },
      "routes" => [{ "name" => "new_post", "pattern" => "https://blog.example/posts/new", "result" => "matched", "reason" => "" }]
    }
    explanation = Navd::Explanation.from_json(json)
    assert_equal "android", explanation.platform
    assert_equal [1, "builtin:recede"], explanation.matched_rules
    assert explanation.matches.last.builtin?
    assert_equal "rules[1]", explanation.source_of(:context)
    assert_equal "request", explanation.properties["animated"].from
    assert explanation.router.first.matched?
    assert_equal "to-modal", explanation.rule.mode
    assert_nil explanation.rule.row
    refute explanation.comparisons.first.same?
    assert_equal [], explanation.modal_result.matches
    assert_nil explanation.modal_result.rule
    assert_equal "matched", explanation.routes.first.result
  end

  def test_an_explanation_leaves_absent_keys_nil
    explanation = Navd::Explanation.from_json({ "platform" => "ios", "router" => [] })
    assert_equal [], explanation.router
    assert_nil explanation.subject
    assert_nil explanation.matches
    assert_nil explanation.properties
    assert_nil explanation.source_of(:context)
    assert_equal [], explanation.matched_rules
  end

  def test_an_explanation_rule_of_the_wrong_type_is_a_protocol_error
    error = assert_raises(Navd::ProtocolError) { Navd::Explanation.from_json({ "matches" => [{ "rule" => 1.5, "pattern" => "x" }] }) }
    assert_includes error.message, "explanation.matches[0].rule: expected an integer or a string"
  end

  def test_initialize_result
    result = Navd::InitializeResult.from_json({ "serverInfo" => { "name" => "navd", "version" => "1" }, "protocolVersion" => 1,
                                                "capabilities" => { "methods" => %w[route state], "framing" => "lsp", "batches" => true } })
    assert result.serves?("route")
    refute result.serves?("compare")
    assert_equal 1, result.protocol_version
  end

  def test_external_kinds
    assert Navd::External.from_json({ "kind" => "browserTab", "url" => "https://x/" }).in_app_browser?
    refute Navd::External.from_json({ "kind" => "system", "url" => "mailto:x" }).in_app_browser?
  end

  def test_errors_read_their_data
    error = Navd::Error.new(-32_602, "Invalid params: url: bad", { "field" => "url", "reason" => "bad" }, method_name: "route")
    assert_equal "Invalid params: url: bad", error.message
    assert_equal "url", error.field
    assert_equal "bad", error.reason
    assert_equal [], error.problems
    assert_includes error.to_s, "navd error -32602 (for route)"
    assert_includes error.to_s, '"field":"url"'
    assert_equal :INVALID_PARAMS, Navd::ErrorCode.name_of(error.code)
    limit = Navd::Error.new(-32_012, "Limit", { "limit" => "max-clients", "value" => 10 })
    assert_equal ["max-clients", 10], [limit.limit, limit.value]
    problems = Navd::Error.new(-32_011, "Invalid", { "problems" => [{ "path" => "rules", "reason" => "missing" }, 3] })
    assert_equal [{ "path" => "rules", "reason" => "missing" }], problems.problems
    assert_kind_of Navd::Failure, error
  end

  def web_state
    Canned.state(main: [Canned.entry(1, "https://a/").merge("error" => { "statusCode" => 503 })]).merge(
      "webSessions" => [{ "name" => "main", "renderedURL" => "https://a/", "snapshots" => ["https://a/old", "https://a/older"] },
                        { "name" => "modal", "renderedURL" => nil, "snapshots" => [] }]
    )
  end

  def test_a_state_reads_web_sessions_and_entry_errors
    state = Navd::State.from_json(web_state)
    assert_equal [Navd::WebSession.new(name: "main", rendered_url: "https://a/", snapshots: ["https://a/old", "https://a/older"]),
                  Navd::WebSession.new(name: "modal", rendered_url: nil, snapshots: [])], state.web_sessions
    assert state.web_session(:main).snapshot?("https://a/old")
    assert_nil state.web_session("popup")
    assert_equal Navd::EntryError.new(status_code: 503), state.main.first.error
    assert state.main.first.error?
    refute Navd::Entry.from_json(Canned.entry(2, "https://a/b").merge("error" => nil)).error?
  end

  def test_web_side_members_of_the_wrong_shape_name_their_path
    visit = { "stack" => "main", "entry" => 1, "url" => "https://a/", "action" => "advance", "reason" => "route", "session" => "main" }
    {
      -> { Navd::State.from_json(web_state.merge("webSessions" => nil)) } => "state.webSessions: expected an array, got null",
      -> { Navd::State.from_json(web_state.merge("webSessions" => [{ "name" => "main", "renderedURL" => nil, "snapshots" => [1] }])) } =>
        "state.webSessions[0].snapshots[0]: expected a string",
      -> { Navd::Entry.from_json(Canned.entry(1, "https://a/").merge("error" => { "statusCode" => "500" })) } =>
        "entry.error.statusCode: expected an integer",
      -> { Navd::Visit.from_json(visit) } => "visit: missing \"load\"",
      -> { Navd::ProposeVisitResult.from_json({ "decision" => nil, "visits" => [] }) } => "session/proposeVisit: missing \"inPlace\"",
      -> { Navd::FormSubmissionResult.from_json({ "outcome" => "proposed", "proposal" => { "decision" => "navigate" } }) } =>
        "session/formSubmitted.proposal: missing \"inPlace\""
    }.each do |read, message|
      error = assert_raises(Navd::ProtocolError) { read.call }
      assert_includes error.message, message
    end
  end

  def test_an_in_place_proposal_has_no_decision_and_one_visit
    visit = { "stack" => "main", "entry" => 4, "url" => "https://a/", "action" => "advance", "reason" => "route",
              "session" => "main", "load" => "network" }
    result = Navd::ProposeVisitResult.from_json({ "decision" => nil, "operations" => [], "visits" => [visit], "inPlace" => true })
    assert result.in_place?
    assert_nil result.decision
    refute result.navigated?
    assert_empty result.ops
    assert_equal ["https://a/"], result.network_loads
  end

  def test_a_form_without_a_proposal_has_no_visits
    result = Navd::FormSubmissionResult.from_json({ "outcome" => "renderedInPlace", "proposal" => nil, "state" => nil })
    refute result.proposed?
    assert_nil result.proposal
    assert_empty result.visits
    assert_empty result.network_loads
  end

  def test_a_web_side_explanation_reads_the_proposal_and_form_rules
    explanation = Navd::Explanation.from_json({ "platform" => "ios", "webSide" => {
                                                "session" => "modal",
                                                "proposal" => { "rule" => "dismissModal", "reason" => "a redirect from the modal" },
                                                "form" => { "outcome" => "proposed", "reason" => "a successful HTML response",
                                                            "action" => "advance", "actionReason" => "the default action" }
                                              } })
    web_side = explanation.web_side
    assert_equal "modal", web_side.session
    assert_equal ["dismissModal", nil], [web_side.proposal.rule, web_side.proposal.outcome]
    assert_equal ["proposed", "advance", "the default action"], [web_side.form.outcome, web_side.form.action, web_side.form.action_reason]
    assert_nil Navd::Explanation.from_json({ "platform" => "ios" }).web_side
    error = assert_raises(Navd::ProtocolError) { Navd::Explanation.from_json({ "platform" => "ios", "webSide" => {} }) }
    assert_includes error.message, "explanation.webSide: missing \"session\""
  end
end
