# frozen_string_literal: true

require_relative "failure"

module Navd
  # navd did not answer within the read timeout. The session stays usable: a late
  # answer is dropped. Also raised by {Notifications#next} when nothing arrives in time.
  class Timeout < Failure
    # @return [String] what the client waited for (`"state"`, `a navigator/didChange notification`)
    attr_reader :waiting_for
    # @return [Numeric] the seconds it waited
    attr_reader :seconds
    # @return [Array<String>] the last lines navd wrote to stderr
    attr_reader :stderr_tail

    # @param waiting_for [String]
    # @param seconds [Numeric]
    # @param stderr_tail [Array<String>]
    def initialize(waiting_for, seconds, stderr_tail: [])
      @waiting_for = waiting_for
      @seconds = seconds
      @stderr_tail = stderr_tail.dup.freeze
      super("navd did not answer #{waiting_for} within #{format('%g', seconds)} s#{stderr_block(@stderr_tail)}")
    end
  end
end
