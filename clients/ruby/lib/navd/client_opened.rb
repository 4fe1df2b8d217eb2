# frozen_string_literal: true

require_relative "model"
require_relative "state"
require_relative "visit"
require_relative "warning"

module Navd
  # The result of `client/open` and `client/configure`.
  #
  # @!attribute [r] client
  #   @return [String]
  # @!attribute [r] state
  #   @return [State, nil]
  # @!attribute [r] warnings
  #   @return [Array<Warning>] e.g. `invalidPattern` for a regex navd skipped
  # @!attribute [r] visits
  #   @return [Array<Visit>] the start visits of the tabs the call started, in tab order, each with its `tab`
  ClientOpened = Struct.new(:client, :state, :warnings, :visits, keyword_init: true) do
    include Model

    # @param client [String] the id asked for (`client/configure` does not repeat it)
    # @return [ClientOpened]
    def self.from_json(json, where = "client/open", client: nil)
      d = Shape.object(json, where)
      build(d,
            client: Shape.optional_string(d, "client", where) || client,
            state: Shape.optional(d, "state", where, State),
            warnings: Shape.list(d, "warnings", where, Warning).freeze,
            visits: Shape.list(d, "visits", where, Visit).freeze)
    end
  end
end
