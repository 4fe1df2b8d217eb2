# frozen_string_literal: true

require_relative "model"

module Navd
  # Why navd decided what it did, asked for with `explain: true` on {Client#route},
  # {Client#decide}, {Client#path_properties} and {Client#resolve}. A member the method
  # does not explain is nil (see {#to_h} to tell an absent key from a null one).
  #
  # @example
  #   result = client.route("/posts/new", explain: true)
  #   result.explanation.subject                        # => "/posts/new"
  #   result.explanation.properties["context"].from     # => "rules[1]"
  #   result.explanation.rule.row                       # => "default/modal/not presented"
  class Explanation < Model.struct("explanation",
                                   platform: [:optional_string, "platform"],
                                   subject: [:optional_string, "subject"],
                                   matches: [:optional_list, "matches", "Explanation::Match"],
                                   properties: [:optional_table, "properties", "Explanation::PropertySource"],
                                   router: [:optional_list, "router", "Explanation::HandlerCheck"],
                                   rule: [:optional, "rule", "Explanation::Rule"],
                                   comparisons: [:optional_list, "comparisons", "Explanation::Comparison"],
                                   modal_result: [:optional, "modalResult", "Explanation"],
                                   routes: [:optional_list, "routes", "Explanation::RouteCandidate"],
                                   web_side: [:optional, "webSide", "Explanation::WebSide"])
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
    # @!attribute [r] web_side
    #   @return [WebSide, nil] the web side's rule ({Client#propose_visit}, {Client#form_submitted})

    # @param name [String, Symbol] a path-configuration property (`:modal_style`)
    # @return [String, nil] where its value came from
    def source_of(name) = properties&.fetch(name.to_s, nil)&.from

    # @return [Array<Integer, String>] the rules that matched
    def matched_rules = (matches || []).map(&:rule)
  end
end

require_relative "explanation/match"
require_relative "explanation/property_source"
require_relative "explanation/handler_check"
require_relative "explanation/rule"
require_relative "explanation/comparison"
require_relative "explanation/route_candidate"
require_relative "explanation/web_side"
