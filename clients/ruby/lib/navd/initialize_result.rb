# frozen_string_literal: true

require_relative "model"

module Navd
  # The result of `initialize`: who answered and what it serves.
  #
  # @!attribute [r] server_name
  #   @return [String] `"navd"`
  # @!attribute [r] server_version
  #   @return [String, nil]
  # @!attribute [r] protocol_version
  #   @return [Integer]
  # @!attribute [r] methods_served
  #   @return [Array<String>] every method name navd serves
  # @!attribute [r] framing
  #   @return [String] `lsp` or `ndjson`
  # @!attribute [r] batches
  #   @return [Boolean]
  InitializeResult = Struct.new(:server_name, :server_version, :protocol_version, :methods_served, :framing,
                                :batches, keyword_init: true) do
    include Model

    # @return [InitializeResult]
    def self.from_json(json, where = "initialize")
      d = Shape.object(json, where)
      info = Shape.required_object(d, "serverInfo", where)
      capabilities = Shape.required_object(d, "capabilities", where)
      build(d,
            server_name: Shape.string(info, "name", "#{where}.serverInfo"),
            server_version: Shape.optional_string(info, "version", "#{where}.serverInfo"),
            protocol_version: Shape.integer(d, "protocolVersion", where),
            methods_served: Shape.strings(capabilities, "methods", "#{where}.capabilities", required: true).freeze,
            framing: Shape.string(capabilities, "framing", "#{where}.capabilities"),
            batches: Shape.boolean(capabilities, "batches", "#{where}.capabilities", default: false))
    end

    # @param name [String]
    # @return [Boolean] whether navd serves method `name`
    def serves?(name) = methods_served.include?(name)
  end
end
