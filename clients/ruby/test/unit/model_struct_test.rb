# frozen_string_literal: true

require_relative "../test_helper"

# Navd::Model.struct: each attribute read by its Shape reader, lists frozen, errors naming the path.
class ModelStructTest < Minitest::Test
  Pair = Navd::Model.struct("pair",
                            name: [:string, "name"],
                            tags: [:strings, "tags"],
                            next_pair: [:optional, "next", "ModelStructTest::Pair"]) do
    def tagged? = !tags.empty?
  end

  def test_attributes_are_read_from_their_json_keys_with_methods_from_the_block
    json = JSON.parse('{"name": "a", "tags": ["x"], "next": {"name": "b"}, "extra": 1}', freeze: true)
    pair = Pair.from_json(json)
    assert_equal ["a", ["x"], "b"], [pair.name, pair.tags, pair.next_pair.name]
    assert pair.tagged?
    refute pair.next_pair.tagged?
    assert_same json, pair.to_h
    assert pair.frozen?
    assert pair.next_pair.tags.frozen?
    assert_includes Pair.ancestors, Navd::Model
  end

  def test_errors_name_the_default_or_the_given_path
    error = assert_raises(Navd::ProtocolError) { Pair.from_json({ "name" => 1 }) }
    assert_equal "navd sent malformed output: pair.name: expected a string, got 1", error.message
    error = assert_raises(Navd::ProtocolError) { Pair.from_json({ "name" => "a", "next" => { "tags" => [] } }, "pairs[2]") }
    assert_includes error.message, 'pairs[2].next: missing "name"'
  end

  def test_readers_of_the_results
    assert_nil Navd::Operation.from_json({ "op" => "push" }).entries
    assert_equal [1, 2], Navd::Operation.from_json({ "op" => "setStack", "entries" => [1, 2] }).entries
    assert_equal "", Navd::Warning.from_json({ "code" => "x", "message" => 3 }).message
    load = Navd::PathConfigurationLoad.from_json({ "rules" => 0, "problems" => [{ "source" => "a" }] })
    assert_equal [{ "source" => "a" }], load.problems
    assert load.problems.frozen?
    error = assert_raises(Navd::ProtocolError) { Navd::PathConfigurationLoad.from_json({ "rules" => 0, "problems" => [1] }) }
    assert_includes error.message, "pathConfiguration/load.problems[0]: expected an object, got 1"
    error = assert_raises(Navd::ProtocolError) { Navd::Coverage.from_json({ "routes" => [{ "name" => "a", "hits" => "1" }], "unused" => [] }) }
    assert_includes error.message, 'routes/coverage.routes[0].hits: expected an integer, got "1"'
    error = assert_raises(Navd::ProtocolError) { Navd::Entry.from_json({ "id" => 1, "viewController" => "web", "visitable" => nil }) }
    assert_includes error.message, "entry.visitable: expected a boolean, got null"
  end
end
