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
  ResolvedRoute = Model.struct("routes/resolve",
                               name: [:string, "name"],
                               params: [:object_or_empty, "params"],
                               query: [:object_or_empty, "query"],
                               canonical_url: [:optional_string, "canonicalURL"],
                               reason: [:optional_string, "reason"],
                               explanation: [:optional, "explanation", Explanation]) do
    # @return [Boolean] false for `unknown`
    def known? = name != "unknown"
  end
end
