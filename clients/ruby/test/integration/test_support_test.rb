# frozen_string_literal: true

require_relative "../test_helper"

# navd_client and the shared server behind it, against the real navd.
class TestSupportTest < Minitest::Test
  include RealNavd

  def test_test_clients_get_unique_ids_and_are_closed_afterwards
    clients = Navd::TestClients.new("PostsTest#test_new", server: navd)
    one = clients.open(start_location: "https://blog.example/")
    two = clients.open({ "startLocation" => "https://shop.example/" })
    assert_equal ["PostsTest#test_new-1", "PostsTest#test_new-2"], [one.id, two.id]
    assert_equal "https://shop.example/", two.opened.state.start_location
    clients.close_all
    assert_equal ["default"], navd.list_clients
  end

  def test_closing_clients_of_a_server_that_died_does_not_raise
    clients = Navd::TestClients.new("t", server: navd)
    clients.open
    Process.kill("KILL", navd.pid)
    navd.connection.wait(5)
    clients.close_all
    refute navd.alive?
  end

  def test_the_shared_server_is_reused_and_replaced_when_it_died
    first = Navd::SharedServer.get
    assert_same first, Navd::SharedServer.get
    Process.kill("KILL", first.pid)
    first.connection.wait(5)
    second = Navd::SharedServer.get
    refute_same first, second
    assert second.alive?
    assert_equal "default", second.state.client
  ensure
    Navd::SharedServer.close
  end

  def test_the_minitest_helper_closes_its_clients_after_the_test
    opened = nil
    test_class = Class.new(Navd::Minitest::Test) do
      define_method(:test_opens_a_client) do
        opened = navd_client(start_location: "https://blog.example/")
        assert_includes Navd::SharedServer.get.list_clients, opened.id
      end
    end
    result = test_class.new("test_opens_a_client").run
    assert result.passed?, result.failures.map(&:message).join("\n")
    assert_match(/#test_opens_a_client-1\z/, opened.id)
    refute_includes Navd::SharedServer.get.list_clients, opened.id
  ensure
    Navd::SharedServer.close
  end
end
