# frozen_string_literal: true

require_relative "failure"

module Navd
  # The navd process went away (or could not start) while the client still needed it.
  # Every later call on the same server raises it again at once.
  class ServerExited < Failure
    # @return [String] what the client saw (`navd closed its stdout`)
    attr_reader :detail
    # @return [Process::Status, nil] the reaped process status, `nil` if it could not be reaped
    attr_reader :process_status
    # @return [Array<String>] the last lines navd wrote to stderr
    attr_reader :stderr_tail

    # @param detail [String]
    # @param process_status [Process::Status, nil]
    # @param stderr_tail [Array<String>]
    def initialize(detail, process_status: nil, stderr_tail: [])
      @detail = detail
      @process_status = process_status
      @stderr_tail = stderr_tail.dup.freeze
      super("navd is gone: #{detail} (#{status_text})#{stderr_block(@stderr_tail)}")
    end

    # @return [Integer, nil] navd's exit status; `nil` when a signal ended it or it was not reaped
    def status = process_status&.exitstatus

    # @return [Integer, nil] the signal that ended navd, if one did
    def signal = process_status&.termsig

    private

    def status_text
      return "not reaped" if process_status.nil?
      return "killed by signal #{process_status.termsig}" if process_status.signaled?

      "exit status #{process_status.exitstatus}"
    end
  end
end
