# frozen_string_literal: true

require_relative "model"
require_relative "warning"

module Navd
  # The result of {Client#load_path_configuration}.
  #
  # @!attribute [r] rules
  #   @return [Integer] the loaded rules in effect, built-ins excluded
  # @!attribute [r] settings
  #   @return [Hash]
  # @!attribute [r] problems
  #   @return [Array<Hash>] `{"source", "path", "reason"}` for each source that did not load
  # @!attribute [r] warnings
  #   @return [Array<Warning>]
  PathConfigurationLoad = Struct.new(:rules, :settings, :problems, :warnings, keyword_init: true) do
    include Model

    # @return [PathConfigurationLoad]
    def self.from_json(json, where = "pathConfiguration/load")
      d = Shape.object(json, where)
      build(d,
            rules: Shape.integer(d, "rules", where),
            settings: Shape.object_or_empty(d, "settings", where),
            problems: Shape.array(d, "problems", where).each_with_index.map do |problem, index|
              Shape.object(problem, "#{where}.problems[#{index}]")
            end.freeze,
            warnings: Shape.list(d, "warnings", where, Warning).freeze)
    end
  end
end
