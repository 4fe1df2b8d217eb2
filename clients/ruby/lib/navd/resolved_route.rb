# frozen_string_literal: true

require_relative "model"
require_relative "explanation"

module Navd
  # The result of {Client#resolve}: a named route with typed params, or `unknown`
  # with a reason (`unsupportedSource`, `badEncoding`, `dotSegment`, `tooLong`, `noMatch`).
  #
  # @!attribute [r] name
  #   @return [String]
  # @!attribute [r] params
  #   @return [Hash{String=>Object}]
  # @!attribute [r] query
  #   @return [Hash{String=>String}] the query keys the pattern does not declare
  # @!attribute [r] canonical_url
  #   @return [String, nil]
  # @!attribute [r] reason
  #   @return [String, nil] why the URL is unknown
  # @!attribute [r] explanation
  #   @return [Explanation, nil]
  ResolvedRoute = Struct.new(:name, :params, :query, :canonical_url, :reason, :explanation, keyword_init: true) do
    include Model

    # @return [ResolvedRoute]
    def self.from_json(json, where = "routes/resolve")
      d = Shape.object(json, where)
      build(d,
            name: Shape.string(d, "name", where),
            params: Shape.object_or_empty(d, "params", where),
            query: Shape.object_or_empty(d, "query", where),
            canonical_url: Shape.optional_string(d, "canonicalURL", where),
            reason: Shape.optional_string(d, "reason", where),
            explanation: Shape.optional(d, "explanation", where, Explanation))
    end

    # @return [Boolean] false for `unknown`
    def known? = name != "unknown"
  end
end
