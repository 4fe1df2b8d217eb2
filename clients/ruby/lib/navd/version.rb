# frozen_string_literal: true

module Navd
  # The gem's version, sent to navd as `clientInfo.version`.
  VERSION = "0.1.0"
end
