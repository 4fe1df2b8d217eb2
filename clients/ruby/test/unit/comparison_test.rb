# frozen_string_literal: true

require_relative "../test_helper"

# Navd::Comparison read from canned JSON, and the params Server#compare sends (no process).
class ComparisonTest < Minitest::Test
  VIEW = { "decision" => "navigate", "external" => nil, "main" => ["https://app.example/posts"], "modal" => [],
           "presented" => false, "currentVisitableURL" => "https://app.example/posts", "pullToRefreshEnabled" => true,
           "visits" => [{ "url" => "https://app.example/posts", "action" => "advance", "load" => "network" }], "error" => nil }.freeze
  MODAL = VIEW.merge("main" => [], "modal" => ["https://app.example/posts"], "presented" => true).freeze
  RESULT = {
    "steps" => [
      { "index" => 0, "method" => "route", "same" => true, "differences" => [], "ios" => VIEW, "android" => VIEW },
      { "index" => 1, "method" => "route", "same" => false,
        "differences" => [{ "field" => "main", "ios" => VIEW["main"], "android" => [] },
                          { "field" => "presented", "ios" => false, "android" => true }],
        "ios" => VIEW, "android" => MODAL }
    ],
    "divergent" => [1]
  }.freeze

  # Stands in for a Navd::Connection: records each request and answers RESULT.
  class Recorder
    attr_reader :calls

    def initialize = @calls = []

    def request(method_name, params, timeout: nil)
      @calls << [method_name, params, timeout]
      RESULT
    end
  end

  def test_every_step_and_its_differences_are_read
    comparison = Navd::Comparison.from_json(RESULT)
    assert_equal [1], comparison.divergent
    assert_equal [1], comparison.divergent_steps.map(&:index)
    step = comparison.steps[1]
    assert_equal %w[main presented], step.differences.map(&:field)
    assert_equal [false, true], [step.differences[1].ios, step.differences[1].android]
    assert_equal ["route", false], [step.method_name, step.same?]
    assert_equal [["https://app.example/posts"], true], [step.android.modal, step.android.presented?]
    assert_equal [["https://app.example/posts", "advance"]], step.ios.visits.map(&:to_a)
    assert_equal [["network", true]], step.ios.visits.map { |visit| [visit.load, visit.network?] }
    assert_equal [true, nil], [step.ios.pull_to_refresh_enabled, step.ios.error]
    assert_same RESULT, comparison.to_h
    assert comparison.frozen?
  end

  def test_a_step_without_a_view_is_a_protocol_error_naming_its_path
    broken = { "steps" => [RESULT["steps"][0].except("android")], "divergent" => [] }
    error = assert_raises(Navd::ProtocolError) { Navd::Comparison.from_json(broken) }
    assert_includes error.message, 'compare.steps[0]: missing "android"'
    broken = { "steps" => [RESULT["steps"][0].merge("ios" => VIEW.except("visits"))], "divergent" => [] }
    error = assert_raises(Navd::ProtocolError) { Navd::Comparison.from_json(broken) }
    assert_includes error.message, 'compare.steps[0].ios: missing "visits"'
  end

  def test_compare_sends_steps_as_given_and_configurations_in_wire_form
    recorder = Recorder.new
    server = Navd::Server.new(recorder)
    assert_instance_of Navd::Comparison, server.compare([{ route: "/posts" }, { method: "pop", params: { "animated" => false } }],
                                                        configuration: { start_location: "https://a/" },
                                                        android: { path_configuration: { rules: [] } })
    params = { "steps" => [{ "route" => "/posts" }, { "method" => "pop", "params" => { "animated" => false } }],
               "configuration" => { "startLocation" => "https://a/" },
               "android" => { "pathConfiguration" => { rules: [] } } }
    assert_equal [["compare", params, nil]], recorder.calls
  end
end
