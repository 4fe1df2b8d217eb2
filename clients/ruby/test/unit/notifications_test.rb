# frozen_string_literal: true

require_relative "../test_helper"

class NotificationsTest < Minitest::Test
  def note(method_name, n = nil) = Navd::Notification.new(method_name: method_name, params: { "client" => "c", "n" => n })

  def setup
    @queue = Navd::Notifications.new
  end

  def test_next_returns_them_in_arrival_order
    @queue.push(note("a", 1))
    @queue.push(note("b", 2))
    assert_equal "a", @queue.next(timeout: 1).method_name
    assert_equal "b", @queue.next(timeout: 1).method_name
    assert @queue.empty?
  end

  def test_next_waits_for_one_pushed_by_another_thread
    pusher = Thread.new do
      sleep 0.05
      @queue.push(note("navigator/didChange"))
    end
    assert @queue.next(timeout: 5).did_change?
    pusher.join
  end

  def test_next_times_out_with_navd_timeout
    error = assert_raises(Navd::Timeout) { @queue.next(timeout: 0.05) }
    assert_equal "a notification", error.waiting_for
    assert_equal 0.05, error.seconds
  end

  def test_wait_for_drops_the_others_before_it
    @queue.push(note("window/logMessage", 1))
    @queue.push(note("navigator/didChange", 2))
    @queue.push(note("window/logMessage", 3))
    found = @queue.wait_for("navigator/didChange", timeout: 1)
    assert_equal 2, found.params["n"]
    assert_equal [3], @queue.drain.map { |item| item.params["n"] }
  end

  def test_wait_for_times_out_naming_the_method
    @queue.push(note("window/logMessage"))
    error = assert_raises(Navd::Timeout) { @queue.wait_for("navigator/didChange", timeout: 0.05) }
    assert_includes error.message, "a navigator/didChange notification within 0.05 s"
  end

  def test_drain_and_each_take_without_waiting
    @queue.push(note("a", 1))
    @queue.push(note("b", 2))
    @queue.push(note("a", 3))
    assert_equal 3, @queue.size
    assert_equal [1, 3], @queue.drain("a").map { |item| item.params["n"] }
    assert_equal 0, @queue.size
    @queue.push(note("c"))
    assert_equal ["c"], @queue.map(&:method_name)
    assert_equal [], @queue.to_a
    assert_equal "c", note("x").client
  end
end
