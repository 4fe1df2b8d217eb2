# frozen_string_literal: true

require_relative "../test_helper"

# The gem's method table (lib/navd/method_table.rb) against `rpc.discover` of the built navd.
#
# Fails when navd has a method the table lacks, the table names a method navd lacks, the Ruby
# method an entry names does not exist, a param of navd's method is neither taken by the Ruby
# method nor declared supplied or not offered (a required one may not be left out), or the Ruby
# method takes a param navd's method does not declare. Each Ruby method must also name the wire
# method its entry gives (a look at its instructions).
class MethodTableTest < Minitest::Test
  OWNERS = { server: Navd::Server, client: Navd::Client }.freeze

  # navd's methods: name => { param name => required }, asked of one navd for the whole class.
  def self.discovered
    @discovered ||= Navd.start do |server|
      server.discover.fetch("methods").to_h do |method|
        [method.fetch("name"), (method["params"] || []).to_h { |param| [param.fetch("name"), param["required"] == true] }]
      end
    end
  end

  # @return [String] `proposalResult` => `proposal_result`, `currentVisitableURL` => `current_visitable_url`
  def self.snake_case(name) = name.gsub(/(?<=[a-z0-9])([A-Z]+)/) { "_#{Regexp.last_match(1)}" }.downcase

  # Every way `entries` disagrees with navd's methods, each naming the method and what is missing.
  def self.problems(entries, discovered)
    by_wire = entries.group_by(&:wire)
    problems = discovered.keys.reject { |name| by_wire.key?(name) }
                         .map { |name| "#{name}: navd has this method, the gem's method table has no entry for it" }
    by_wire.each { |name, list| problems << "#{name}: the method table has #{list.size} entries for it" if list.size > 1 }
    entries.each { |entry| problems.concat(entry_problems(entry, discovered, by_wire)) }
    problems
  end

  def self.entry_problems(entry, discovered, by_wire)
    owner = OWNERS.fetch(entry.owner)
    unless discovered.key?(entry.wire)
      return ["#{entry.wire}: the method table has an entry (#{owner}##{entry.name}), navd has no such method"]
    end
    return ["#{entry.wire}: the method table names #{owner}##{entry.name}, which does not exist"] unless owner.method_defined?(entry.name)
    return sent_with_problems(entry, discovered, by_wire) if entry.sent_with

    param_problems(entry, owner.instance_method(entry.name).parameters.map(&:last), discovered.fetch(entry.wire))
  end

  def self.sent_with_problems(entry, discovered, by_wire)
    leader = by_wire.fetch(entry.sent_with, []).first
    problems = []
    unless leader && leader.name == entry.name && leader.owner == entry.owner
      problems << "#{entry.wire}: sent with #{entry.sent_with}, whose entry is not #{OWNERS.fetch(entry.owner)}##{entry.name}"
    end
    params = discovered.fetch(entry.wire)
    problems << "#{entry.wire}: sent with #{entry.sent_with}, yet navd declares params #{params.keys.sort}" unless params.empty?
    problems
  end

  def self.param_problems(entry, ruby_params, params)
    where = "#{entry.wire} (#{OWNERS.fetch(entry.owner)}##{entry.name})"
    by_snake_case = params.keys.to_h { |name| [snake_case(name), name] }
    problems = []
    taken = ruby_params.filter_map do |name|
      if entry.renamed.key?(name)
        wire = entry.renamed[name]
        if wire && !params.key?(wire)
          problems << "#{where}: the table maps Ruby param `#{name}` to `#{wire}`, which navd does not declare"
          next
        end
        wire
      elsif by_snake_case.key?(name.to_s)
        by_snake_case[name.to_s]
      else
        problems << "#{where}: Ruby param `#{name}` is no param of navd's method (navd has: #{params.keys.sort.join(', ')})"
        nil
      end
    end
    { "supplied" => entry.supplied, "not offered" => entry.not_offered }.each do |kind, listed|
      listed.each do |wire|
        if !params.key?(wire)
          problems << "#{where}: the table lists `#{wire}` as #{kind}, but navd's method has no such param"
        elsif taken.include?(wire)
          problems << "#{where}: the table lists `#{wire}` as #{kind}, but the Ruby method takes it"
        end
      end
    end
    params.each do |wire, required|
      next if taken.include?(wire) || entry.supplied.include?(wire) || (entry.not_offered.include?(wire) && !required)

      problems << "#{where}: navd's #{required ? 'required' : 'optional'} param `#{wire}` is not taken by the Ruby method"
    end
    problems
  end

  def problems(entries) = self.class.problems(entries, self.class.discovered)

  def changed(wire, **changes)
    Navd::MethodTable::ENTRIES.map { |entry| entry.wire == wire ? entry.dup.tap { |e| changes.each { |k, v| e[k] = v } } : entry }
  end

  def test_the_method_table_matches_rpc_discover
    found = problems(Navd::MethodTable::ENTRIES)
    assert_empty found, "the method table disagrees with rpc.discover:\n#{found.join("\n")}"
  end

  def test_the_server_forwards_every_client_method_of_the_table
    Navd::MethodTable.client_methods.each do |name|
      assert Navd::Server.method_defined?(name), "Navd::Server does not forward Client##{name} to the default client"
    end
  end

  def test_each_method_of_the_table_names_its_wire_method
    Navd::MethodTable::ENTRIES.each do |entry|
      owner = OWNERS.fetch(entry.owner)
      code = RubyVM::InstructionSequence.of(owner.instance_method(entry.name)).disasm
      assert_includes code, entry.wire.inspect, "#{owner}##{entry.name} does not send #{entry.wire}, as the table says"
    end
  end

  def test_entries_are_found_by_wire_name
    assert_equal :export_state, Navd::MethodTable["state/export"].name
    assert_equal :client, Navd::MethodTable["route"].owner
    assert_nil Navd::MethodTable["no/such"]
  end

  ENTRY = Navd::MethodTable::Entry
  MUTATIONS = {
    "compare: navd has this method, the gem's method table has no entry for it" =>
      -> { Navd::MethodTable::ENTRIES.reject { |entry| entry.wire == "compare" } },
    "routes/list: the method table has an entry (Navd::Server#routes), navd has no such method" =>
      -> { [*Navd::MethodTable::ENTRIES, ENTRY.new(wire: "routes/list", owner: :server, name: :routes, renamed: {}, supplied: [], not_offered: [])] },
    "state/export: the method table names Navd::Client#export, which does not exist" =>
      -> { changed("state/export", name: :export) },
    "route (Navd::Client#route): Ruby param `response` is no param of navd's method" =>
      -> { changed("route", renamed: { action: "options" }) },
    "ui/push (Navd::Client#push): navd's optional param `animated` is not taken by the Ruby method" =>
      -> { changed("ui/push", not_offered: []) },
    "routes/print (Navd::Client#print_route): Ruby param `keyword_params` is no param of navd's method" =>
      -> { changed("routes/print", renamed: {}) },
    "state/import (Navd::Client#import_state): navd's required param `state` is not taken by the Ruby method" =>
      -> { changed("state/import", renamed: {}, not_offered: %w[tab state]) },
    "pop (Navd::Client#pop): navd's optional param `client` is not taken by the Ruby method" =>
      -> { changed("pop", supplied: []) },
    "tabs/select (Navd::Client#select_tab): the table lists `tab` as not offered, but the Ruby method takes it" =>
      -> { changed("tabs/select", not_offered: %w[state tab]) },
    "initialized: sent with shutdown, whose entry is not Navd::Server#initialize!" =>
      -> { changed("initialized", sent_with: "shutdown") }
  }.freeze

  MUTATIONS.each_with_index do |(problem, entries), index|
    define_method("test_a_table_that_disagrees_with_navd_fails_naming_the_method_#{index}") do
      found = problems(instance_exec(&entries))
      assert found.any? { |text| text.start_with?(problem) }, "expected #{problem.inspect} among:\n#{found.join("\n")}"
    end
  end
end
