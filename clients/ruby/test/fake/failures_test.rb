# frozen_string_literal: true

require_relative "../test_helper"

# The client never hangs: crashes, timeouts and malformed output become clear errors.
class FakeFailuresTest < Minitest::Test
  include FakeNavd::Servers
  parallelize_me!

  def test_a_crash_mid_session_raises_server_exited_with_status_and_stderr
    server = fake("crash-on-route")
    assert_equal [], server.state.main
    error = assert_raises(Navd::ServerExited) { server.route("https://app.example/one") }
    assert_equal 3, error.status
    assert_nil error.signal
    assert_includes error.stderr_tail, "fatal: fake_navd crashed while routing https://app.example/one"
    assert_includes error.message, "exit status 3"
    assert_includes error.message, "--- navd stderr (last lines) ---"
  end

  def test_every_call_after_a_crash_raises_at_once
    server = fake("crash-on-route")
    assert_raises(Navd::ServerExited) { server.route("https://app.example/one") }
    started = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    assert_raises(Navd::ServerExited) { server.state }
    assert_raises(Navd::ServerExited) { server.notify("initialized") }
    assert_operator Process.clock_gettime(Process::CLOCK_MONOTONIC) - started, :<, 4, "a dead server must not be waited for"
    assert_equal 3, server.close.exitstatus
  end

  def test_death_at_start_raises_with_stderr
    error = assert_raises(Navd::ServerExited) { Navd::Server.start(command: FakeNavd.command("die-at-start")) }
    assert_equal 7, error.status
    assert_includes error.message, "bad flag --frobnicate"
  end

  def test_a_missing_executable_is_a_clear_error
    error = assert_raises(Navd::ServerExited) { Navd::Server.start(command: ["/nonexistent/navd-binary"]) }
    assert_includes error.message, "could not start /nonexistent/navd-binary"
  end

  def test_a_timeout_raises_and_the_session_stays_usable
    server = fake("hang-on-state", timeout: 0.3)
    error = assert_raises(Navd::Timeout) { server.state }
    assert_equal '"state"', error.waiting_for
    assert_equal 0.3, error.seconds
    assert_includes error.stderr_tail, "fake_navd: ignoring state on purpose"
    assert_includes error.message, "navd did not answer \"state\" within 0.3 s"
    assert server.route("https://app.example/one").navigated?
  end

  def test_a_per_call_timeout_overrides_the_default
    server = fake("slow-state", timeout: 30)
    assert_raises(Navd::Timeout) { server.request("state", {}, timeout: 0.1) }
    assert_equal "default", server.request("state", {}, timeout: 5)["client"]
  end

  def test_a_late_answer_is_dropped_not_given_to_the_next_request
    server = fake("slow-state")
    assert_raises(Navd::Timeout) { server.request("state", {}, timeout: 0.1) }
    result = server.route("https://app.example/one")
    assert_equal ["https://app.example/one"], result.state.main_locations
  end

  {
    "bad-header" => "non-numeric Content-Length",
    "bad-json" => "body is not JSON",
    "garbage" => "header line",
    "not-jsonrpc" => "not a JSON-RPC 2.0 message"
  }.each do |mode, expected|
    define_method("test_malformed_output_#{mode.tr('-', '_')}_is_a_protocol_error_and_navd_is_killed") do
      server = fake(mode)
      error = assert_raises(Navd::ProtocolError) { server.state }
      assert_includes error.message, expected
      assert_raises(Navd::ProtocolError) { server.route("https://app.example/one") }
      status = server.close(grace: 1)
      refute server.alive?
      assert status.signaled?
    end
  end

  def test_an_error_with_a_null_id_goes_to_the_oldest_waiter
    error = assert_raises(Navd::Error) { fake("null-id").state }
    assert_equal Navd::ErrorCode::PARSE_ERROR, error.code
  end

  def test_stderr_keeps_the_last_fifty_lines
    server = fake("stderr-flood")
    error = assert_raises(Navd::ServerExited) { server.route("https://app.example/one") }
    assert_equal 50, error.stderr_tail.size
    assert_equal "fake_navd: line 72", error.stderr_tail.first
    assert_equal "fatal: fake_navd crashed while routing https://app.example/one", error.stderr_tail.last
  end

  def test_stderr_lines_is_configurable
    server = fake("stderr-flood", stderr_lines: 3)
    assert_raises(Navd::ServerExited) { server.route("https://app.example/one") }
    assert_equal ["fake_navd: line 119", "fake_navd: line 120", "fatal: fake_navd crashed while routing https://app.example/one"],
                 server.stderr_tail
  end

  def test_an_error_answer_is_navd_error_with_field
    error = assert_raises(Navd::Error) { fake.route("ftp://nope") }
    assert_equal Navd::ErrorCode::INVALID_PARAMS, error.code
    assert_equal "url", error.field
    assert_equal "notAbsolute", error.reason
    assert_equal "route", error.method_name
    assert_equal "Invalid params: url: not an absolute URL", error.message
    assert_includes error.to_s, "-32602"
  end

  def test_unknown_method_and_limit_errors_carry_their_data
    server = fake
    unknown = assert_raises(Navd::Error) { server.request("no/such", {}) }
    assert_equal [Navd::ErrorCode::METHOD_NOT_FOUND, { "method" => "no/such" }, nil], [unknown.code, unknown.data, unknown.field]
    limit = assert_raises(Navd::Error) { server.request("limit/demo", {}) }
    assert_equal ["max-clients", 10], [limit.limit, limit.value]
  end

  def test_an_error_does_not_break_the_session
    server = fake
    assert_raises(Navd::Error) { server.route("ftp://nope") }
    assert_equal ["https://app.example/ok"], server.route("https://app.example/ok").state.main_locations
  end

  def test_ndjson_against_an_lsp_only_server_fails_cleanly
    error = assert_raises(Navd::Failure) do
      Navd::Server.start(command: FakeNavd.command("normal"), framing: :ndjson, timeout: 1)
    end
    assert_kind_of Navd::Failure, error
  end
end
