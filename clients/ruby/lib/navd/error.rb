# frozen_string_literal: true

require_relative "failure"
require_relative "error_code"
require "json"

module Navd
  # navd answered a request with a JSON-RPC error object. `message` is navd's message
  # as sent; `to_s` and `inspect` add the code, the method and the data.
  #
  # @example
  #   client.route("ftp://nope")
  # rescue Navd::Error => e
  #   e.code  # => -32602
  #   e.field # => "url"
  class Error < Failure
    # @return [Integer] the JSON-RPC error code (see {ErrorCode})
    attr_reader :code
    # @return [String] navd's message, without the code or data
    attr_reader :message
    # @return [Object, nil] the error's `data` member, as navd sent it
    attr_reader :data
    # @return [String, nil] the method of the request that failed
    attr_reader :method_name

    # @param code [Integer]
    # @param message [String]
    # @param data [Object, nil]
    # @param method_name [String, nil]
    def initialize(code, message, data = nil, method_name: nil)
      @code = code
      @message = message
      @data = data
      @method_name = method_name
      where = method_name ? " (for #{method_name})" : ""
      detail = data.nil? ? "" : " data=#{JSON.generate(data)}"
      super("navd error #{code}#{where}: #{message}#{detail}")
    end

    # @return [String, nil] `data.field`: the JSON path of the first bad parameter (-32602)
    def field = data_string("field")

    # @return [String, nil] `data.reason`, when present
    def reason = data_string("reason")

    # @return [Array<Hash>] `data.problems` of an invalid configuration (-32011), else `[]`
    def problems
      value = data.is_a?(Hash) ? data["problems"] : nil
      value.is_a?(Array) ? value.grep(Hash) : []
    end

    # @return [String, nil] `data.limit` of a limit error (-32012)
    def limit = data_string("limit")

    # @return [Object, nil] `data.value` of a limit error (-32012): the configured limit
    def value = data.is_a?(Hash) ? data["value"] : nil

    private

    def data_string(key)
      value = data.is_a?(Hash) ? data[key] : nil
      value.is_a?(String) ? value : nil
    end
  end
end
