# frozen_string_literal: true

require_relative "../test_helper"

class ConfigurationTest < Minitest::Test
  def test_snake_case_keys_become_the_wire_names_and_values_pass_through
    rules = { rules: [{ patterns: ["/new$"], properties: { context: "modal", modal_style: "medium" } }] }
    wire = Navd::Configuration.wire(start_location: "https://blog.example/", path_configuration: rules,
                                    match_query_strings: false, platform: :android, dialog_view_controllers: [],
                                    "routeDecisionHandlers" => ["app-navigation"])
    assert_equal({ "startLocation" => "https://blog.example/", "pathConfiguration" => rules,
                   "matchQueryStrings" => false, "platform" => "android", "dialogViewControllers" => [],
                   "routeDecisionHandlers" => ["app-navigation"] }, wire)
  end

  def test_a_path_configuration_or_route_table_file_is_read_and_sent_inline
    Dir.mktmpdir do |dir|
      File.write(File.join(dir, "ios_v1.json"), '{"settings":{},"rules":[]}')
      File.write(File.join(dir, "routes.json"), '[{"name":"home","patterns":["https://blog.example/"]}]')
      wire = Navd::Configuration.wire(path_configuration: File.join(dir, "ios_v1.json"),
                                      routes: Pathname(dir).join("routes.json"))
      assert_equal({ "settings" => {}, "rules" => [] }, wire["pathConfiguration"])
      assert_equal "home", wire["routes"].first["name"]
    end
  end

  def test_an_unreadable_or_invalid_file_is_a_clear_argument_error
    missing = assert_raises(ArgumentError) { Navd::Configuration.wire(path_configuration: "/nonexistent/ios.json") }
    assert_includes missing.message, "pathConfiguration: cannot read /nonexistent/ios.json"
    Dir.mktmpdir do |dir|
      path = File.join(dir, "bad.json")
      File.write(path, "{rules: oops}")
      bad = assert_raises(ArgumentError) { Navd::Configuration.wire(routes: path) }
      assert_includes bad.message, "routes: #{path} is not JSON"
    end
  end

  def test_two_spellings_of_one_field_are_refused
    error = assert_raises(ArgumentError) { Navd::Configuration.wire(start_location: "a", "startLocation" => "b") }
    assert_includes error.message, "names startLocation twice"
  end

  def test_nil_is_an_empty_configuration_and_other_values_are_refused
    assert_equal({}, Navd::Configuration.wire(nil))
    assert_raises(ArgumentError) { Navd::Configuration.wire([]) }
  end
end
