# frozen_string_literal: true

module Navd
  # The base class of every exception the client raises, so `rescue Navd::Failure`
  # catches them all: {Error} (navd answered with an error), {ServerExited},
  # {Timeout}, {ProtocolError} and {NotFound}.
  class Failure < StandardError
    private

    # The block appended to messages of failures that carry navd's stderr.
    # @param stderr_tail [Array<String>]
    # @return [String]
    def stderr_block(stderr_tail)
      return "\n(navd wrote nothing to stderr)" if stderr_tail.empty?

      "\n--- navd stderr (last lines) ---\n#{stderr_tail.join("\n")}"
    end
  end
end
