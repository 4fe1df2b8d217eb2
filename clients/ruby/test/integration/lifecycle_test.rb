# frozen_string_literal: true

require_relative "../test_helper"

# The client against the real navd: lifecycle, framings, errors of the protocol itself.
class LifecycleTest < Minitest::Test
  include RealNavd
  parallelize_me!

  def test_start_initializes_and_close_shuts_down_with_status_zero
    server = Navd::Server.start
    result = server.initialize_result
    assert_equal ["navd", 1, "lsp"], [result.server_name, result.protocol_version, result.framing]
    assert result.batches
    %w[route state/import routes/coverage rpc.discover].each { |name| assert result.serves?(name), name }
    status = server.close
    assert_equal 0, status.exitstatus
    refute server.alive?
  end

  def test_ndjson_framing
    Navd.start(framing: :ndjson) do |server|
      assert_equal "ndjson", server.initialize_result.framing
      assert server.discover["openrpc"].start_with?("1.3")
    end
  end

  def test_rpc_discover_describes_every_method
    names = navd.discover["methods"].map { |method| method["name"] }
    %w[route pop clearAll routes/print client/open].each { |name| assert_includes names, name }
  end

  def test_a_request_before_initialize_is_32002
    server = navd(initialize: false)
    error = assert_raises(Navd::Error) { server.request("rpc.discover") }
    assert_equal Navd::ErrorCode::SERVER_NOT_INITIALIZED, error.code
  end

  def test_a_second_initialize_is_32600
    error = assert_raises(Navd::Error) { navd.initialize! }
    assert_equal Navd::ErrorCode::INVALID_REQUEST, error.code
  end

  def test_an_unknown_method_is_32601_with_the_method_in_data
    error = assert_raises(Navd::Error) { navd.request("no/such", {}) }
    assert_equal Navd::ErrorCode::METHOD_NOT_FOUND, error.code
    assert_equal({ "method" => "no/such" }, error.data)
  end

  def test_after_shutdown_every_request_is_refused
    navd.shutdown
    error = assert_raises(Navd::Error) { navd.state }
    assert_equal Navd::ErrorCode::INVALID_REQUEST, error.code
    assert_equal 0, navd.close.exitstatus
  end

  def test_exit_without_shutdown_is_status_one_and_later_calls_raise_server_exited
    server = navd
    server.notify("exit")
    assert_equal 1, server.connection.wait(10).exitstatus
    error = assert_raises(Navd::ServerExited) { server.state }
    assert_equal 1, error.status
    assert_equal 1, server.close.exitstatus
  end

  def test_a_bad_command_line_flag_is_server_exited_with_navds_own_words
    error = assert_raises(Navd::ServerExited) { Navd::Server.start(args: ["--frobnicate"]) }
    assert_equal 2, error.status
    refute_empty error.stderr_tail
    assert_match(/frobnicate/, error.stderr_tail.join("\n"))
  end

  def test_command_line_limits_are_answered_with_32012
    server = navd(args: ["--max-clients", "2"])
    server.client("one", configuration: {})
    error = assert_raises(Navd::Error) { server.client("two", configuration: {}) }
    assert_equal Navd::ErrorCode::LIMIT_REACHED, error.code
    assert_equal ["max-clients", 2], [error.limit, error.value]
  end

  def test_an_unframeable_header_makes_navd_exit_2_and_the_client_says_so
    server = navd
    server.connection.send_raw("Content-Length: banana\r\n\r\n")
    error = assert_raises(Navd::ServerExited) { server.state }
    assert_equal 2, error.status
    refute_empty error.stderr_tail, "navd logs the reason to stderr"
  end

  def test_initialize_applies_a_configuration_to_the_default_client
    server = navd(configuration: { start_location: "https://blog.example/" })
    assert_equal "https://blog.example/", server.state.start_location
    assert_equal ["https://blog.example/"], server.start.state.main_locations
  end

  def test_cancel_of_an_unknown_id_changes_nothing
    navd.cancel(12_345)
    assert_equal "default", navd.state.client
  end
end
