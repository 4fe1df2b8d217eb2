# frozen_string_literal: true

module Navd
  # One message navd sent on its own (`navigator/didChange`, `window/logMessage`).
  #
  # @!attribute [r] method_name
  #   @return [String] the JSON-RPC method
  # @!attribute [r] params
  #   @return [Object, nil] its params, as sent
  Notification = Struct.new(:method_name, :params, keyword_init: true) do
    # @return [String, nil] `params.client`, when present
    def client = params.is_a?(Hash) ? params["client"] : nil

    # @return [Boolean] true for a `navigator/didChange`
    def did_change? = method_name == "navigator/didChange"
  end
end
