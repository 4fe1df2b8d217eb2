# frozen_string_literal: true

require_relative "../test_helper"

# A normal session with the fake server: lifecycle, results, close, notifications.
class FakeSessionTest < Minitest::Test
  include FakeNavd::Servers
  parallelize_me!

  def test_initialize_result_is_read
    server = fake
    assert_equal "navd", server.initialize_result.server_name
    assert_equal "0.0.0-fake", server.initialize_result.server_version
    assert_equal 1, server.initialize_result.protocol_version
    assert server.initialize_result.serves?("route")
  end

  def test_route_returns_structs_with_the_raw_json
    result = fake.route("https://app.example/one")
    assert_instance_of Navd::RouteResult, result
    assert result.navigated?
    assert_equal [Navd::Operation.new(op: "push", stack: "main", entry: 1, animated: true)], result.operations
    assert_equal ["https://app.example/one"], result.state.main.map(&:routed_location)
    assert_equal "navigate", result.to_h["decision"]
  end

  def test_state_false_leaves_the_state_out
    assert_nil fake.route("https://app.example/one", state: false).state
  end

  def test_pop
    server = fake
    server.route("https://app.example/one")
    server.route("https://app.example/two")
    popped = server.pop(animated: false)
    assert_equal [Navd::Operation.new(op: "pop", stack: "main", entry: 2, animated: false)], popped.operations
    assert_equal ["https://app.example/one"], popped.state.main_locations
  end

  def test_close_sends_shutdown_and_exit_and_reaps
    server = fake
    status = server.close
    assert_equal 0, status.exitstatus
    assert_equal 0, server.exit_status
    assert server.closed?
    refute server.alive?
    assert_same status, server.close
  end

  def test_navd_start_with_a_block_closes_the_server
    kept = nil
    value = Navd.start(command: FakeNavd.command("normal")) do |server|
      kept = server
      server.state.main.size
    end
    assert_equal 0, value
    assert kept.closed?
    assert_equal 0, kept.exit_status
  end

  def test_navd_start_closes_the_server_when_the_block_raises
    kept = nil
    error = assert_raises(RuntimeError) do
      Navd.start(command: FakeNavd.command("normal")) do |server|
        kept = server
        raise "boom"
      end
    end
    assert_equal "boom", error.message
    assert_equal 0, kept.exit_status
  end

  def test_close_kills_a_server_that_ignores_exit_and_term
    server = fake("ignore-exit")
    status = server.close(grace: 0.2)
    assert status.signaled?
    assert_equal Signal.list.fetch("KILL"), status.termsig
    refute server.alive?
  end

  def test_list_clients_and_raw_requests
    server = fake
    assert_equal ["default"], server.list_clients
    assert_equal({ "clients" => ["default"] }, server.request("client/list", {}))
  end

  def test_extra_response_headers_are_read
    assert_equal [], fake("extra-headers").state.main
  end

  def test_notifications_are_queued_in_order
    server = fake("notify", notifications: true)
    server.route("https://app.example/one")
    log = server.notifications.next(timeout: 5)
    change = server.notifications.next(timeout: 5)
    late = server.notifications.next(timeout: 5)
    assert_equal ["window/logMessage", "demo"], [log.method_name, log.params["code"]]
    assert change.did_change?
    assert_equal "default", change.client
    assert_equal "push", change.params["operations"].first["op"]
    assert_equal "late", late.params["code"]
    assert_raises(Navd::Timeout) { server.notifications.next(timeout: 0.05) }
  end

  def test_notifications_between_responses_do_not_disturb_the_answers
    server = fake("notify", notifications: true)
    first = server.route("https://app.example/one")
    second = server.route("https://app.example/two")
    assert_equal ["https://app.example/one"], first.state.main_locations
    assert_equal ["https://app.example/one", "https://app.example/two"], second.state.main_locations
    server.state # navd writes in order: every notification sent before this answer is queued now
    notes = server.notifications.drain
    assert_equal %w[demo didChange late demo didChange late],
                 notes.map { |note| note.did_change? ? "didChange" : note.params["code"] }
    changes = notes.select(&:did_change?)
    assert_equal [["https://app.example/one"], ["https://app.example/one", "https://app.example/two"]],
                 changes.map { |note| note.params["state"]["main"].map { |entry| entry["routedLocation"] } }
    assert server.notifications.empty?
  end

  def test_wait_for_skips_other_notifications
    server = fake("notify", notifications: true)
    server.route("https://app.example/one")
    change = server.notifications.wait_for("navigator/didChange", timeout: 5)
    assert_equal 1, change.params["state"]["main"].size
    server.state
    assert_equal ["late"], server.notifications.drain.map { |note| note.params["code"] }
  end

  def test_no_notifications_unless_asked
    server = fake("notify")
    server.route("https://app.example/one")
    assert_equal [], server.notifications.drain
  end

  def test_explanations_arrive_as_structs
    result = fake("explain").route("https://app.example/posts/new", explain: true)
    assert_equal "/posts/new", result.explanation.subject
    assert_equal [0, 1], result.explanation.matched_rules
    assert_equal "rules[1]", result.explanation.source_of(:context)
    assert_equal "default/modal/not presented", result.explanation.rule.row
    assert_equal "matched", result.explanation.routes.first.result
  end
end
