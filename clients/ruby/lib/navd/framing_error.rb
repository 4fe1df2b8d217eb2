# frozen_string_literal: true

module Navd
  # A byte stream that cannot be split into messages. Raised by the readers and
  # turned into a {ProtocolError} (with navd's stderr) by the connection.
  class FramingError < StandardError; end
end
