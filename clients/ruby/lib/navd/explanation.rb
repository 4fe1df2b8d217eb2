# frozen_string_literal: true

require_relative "model"

module Navd
  # Why navd decided what it did, asked for with `explain: true` on {Client#route},
  # {Client#decide}, {Client#properties} and {Client#resolve}. A member the method
  # does not explain is nil (see {#to_h} to tell an absent key from a null one).
  #
  # @example
  #   result = client.route("/posts/new", explain: true)
  #   result.explanation.subject                        # => "/posts/new"
  #   result.explanation.properties["context"].from     # => "rules[1]"
  #   result.explanation.rule.row                       # => "default/modal/not presented"
  class Explanation < Struct.new(:platform, :subject, :matches, :properties, :router, :rule, :comparisons,
                                 :modal_result, :routes, keyword_init: true)
    include Model

    # @!attribute [r] platform
    #   @return [String] `ios` or `android`
    # @!attribute [r] subject
    #   @return [String, nil] the string the path-configuration patterns were searched in
    # @!attribute [r] matches
    #   @return [Array<Match>, nil] every rule that matched, in file order, built-ins last
    # @!attribute [r] properties
    #   @return [Hash{String=>PropertySource}, nil] keyed by path-configuration name (`modal_style`)
    # @!attribute [r] router
    #   @return [Array<HandlerCheck>, nil] the handlers asked, up to the first that matched
    # @!attribute [r] rule
    #   @return [Rule, nil] present when the proposal was accepted
    # @!attribute [r] comparisons
    #   @return [Array<Comparison>, nil] every identity comparison made
    # @!attribute [r] modal_result
    #   @return [Explanation, nil] Android's second pass after dismissing a modal
    # @!attribute [r] routes
    #   @return [Array<RouteCandidate>, nil] every typed-route pattern of the URL's source

    # @return [Explanation]
    def self.from_json(json, where = "explanation")
      d = Shape.object(json, where)
      build(d,
            platform: Shape.optional_string(d, "platform", where),
            subject: Shape.optional_string(d, "subject", where),
            matches: list_or_nil(d, "matches", where, Match),
            properties: properties_of(d, where),
            router: list_or_nil(d, "router", where, HandlerCheck),
            rule: Shape.optional(d, "rule", where, Rule),
            comparisons: list_or_nil(d, "comparisons", where, Comparison),
            modal_result: Shape.optional(d, "modalResult", where, Explanation),
            routes: list_or_nil(d, "routes", where, RouteCandidate))
    end

    # @param name [String, Symbol] a path-configuration property (`:modal_style`)
    # @return [String, nil] where its value came from
    def source_of(name) = properties&.fetch(name.to_s, nil)&.from

    # @return [Array<Integer, String>] the rules that matched
    def matched_rules = (matches || []).map(&:rule)

    class << self
      private

      def list_or_nil(data, key, where, model)
        data[key].nil? ? nil : Shape.list(data, key, where, model).freeze
      end

      def properties_of(data, where)
        return nil if data["properties"].nil?

        Shape.object_or_empty(data, "properties", where).to_h do |name, source|
          [name, PropertySource.from_json(source, "#{where}.properties.#{name}")]
        end.freeze
      end
    end
  end
end

require_relative "explanation/match"
require_relative "explanation/property_source"
require_relative "explanation/handler_check"
require_relative "explanation/rule"
require_relative "explanation/comparison"
require_relative "explanation/route_candidate"
