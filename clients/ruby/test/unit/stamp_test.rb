# frozen_string_literal: true

require_relative "../test_helper"

class StampTest < Minitest::Test
  CASES = [
    ["/posts/new", "https://blog.example/posts/new", true],
    ["/posts/new", "https://blog.example/posts/new?draft=1", false],
    ["/posts/new?draft=1", "https://blog.example/posts/new?draft=1", true],
    ["/posts/new", "https://blog.example/posts/new#comments", true],
    ["/posts/new", "https://blog.example/posts/new/", false],
    ["/", "https://blog.example/", true],
    ["/", "https://blog.example", true],
    ["/posts/caf%C3%A9", "https://blog.example/posts/caf%C3%A9", true],
    ["https://blog.example/posts/1", "https://blog.example/posts/1", true],
    ["https://blog.example/posts/1", "https://other.example/posts/1", false],
    ["/posts/1", "https://other.example/posts/1", true],
    [%r{/posts/\d+\z}, "https://blog.example/posts/42", true],
    [%r{/posts/\d+\z}, "https://blog.example/posts/new", false],
    [nil, nil, true],
    [nil, "https://blog.example/", false],
    ["/posts", nil, false],
    [/x/, nil, false]
  ].freeze

  CASES.each_with_index do |(expected, url, result), index|
    define_method("test_#{index}_#{expected.inspect}_vs_#{url.inspect}") do
      assert_equal result, Navd::Stamp.matches?(expected, url)
    end
  end

  def test_path_and_query_keeps_what_was_written
    assert_equal "/posts/new?b=2&a=1", Navd::Stamp.path_and_query("https://blog.example/posts/new?b=2&a=1#top")
    assert_equal "/7", Navd::Stamp.path_and_query("blog://posts/7")
  end

  def test_lists_match_item_by_item_and_by_length
    assert Navd::Stamp.all_match?(["/", nil], ["https://blog.example/", nil])
    refute Navd::Stamp.all_match?(["/"], ["https://blog.example/", "https://blog.example/x"])
  end
end
