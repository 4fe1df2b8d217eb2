# frozen_string_literal: true

require_relative "failure"

module Navd
  # navd wrote something that is not a JSON-RPC 2.0 message in the expected framing
  # (a bad header, a body that is not JSON), or a result of the wrong shape. After
  # malformed output the stream cannot be trusted: the client kills navd and every
  # later call raises this again.
  class ProtocolError < Failure
    # @return [String] what was wrong
    attr_reader :detail
    # @return [Array<String>] the last lines navd wrote to stderr
    attr_reader :stderr_tail

    # @param detail [String]
    # @param stderr_tail [Array<String>]
    def initialize(detail, stderr_tail: [])
      @detail = detail
      @stderr_tail = stderr_tail.dup.freeze
      super("navd sent malformed output: #{detail}#{stderr_tail.empty? ? '' : stderr_block(@stderr_tail)}")
    end
  end
end
