# frozen_string_literal: true

module Navd
  # The JSON-RPC error codes navd answers with (the protocol's error table).
  module ErrorCode
    # The body is not valid JSON.
    PARSE_ERROR = -32_700
    # Not a request object, a bad id, or a request after `shutdown`.
    INVALID_REQUEST = -32_600
    # An unknown method.
    METHOD_NOT_FOUND = -32_601
    # Params missing, of the wrong type or invalid; `data.field` names the first bad one.
    INVALID_PARAMS = -32_602
    # A bug in navd; the process keeps running.
    INTERNAL_ERROR = -32_603
    # A request before `initialize`.
    SERVER_NOT_INITIALIZED = -32_002
    # The request was cancelled with `$/cancelRequest`.
    REQUEST_CANCELLED = -32_800
    # `client/close` of a client that does not exist.
    UNKNOWN_CLIENT = -32_010
    # An invalid path configuration or route table; `data.problems` lists every problem.
    INVALID_CONFIGURATION = -32_011
    # A limit was reached; `data.limit` names it, `data.value` is the configured limit.
    LIMIT_REACHED = -32_012

    # @param code [Integer]
    # @return [Symbol, nil] the constant's name for a known code (`:INVALID_PARAMS`)
    def self.name_of(code)
      constants.find { |name| const_get(name) == code }
    end
  end
end
