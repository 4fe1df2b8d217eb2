# frozen_string_literal: true

require_relative "server"

module Navd
  # One navd process for a whole test run, started on first use and closed when Ruby
  # exits. Tests get isolated worlds from it as clients ({TestClients}), which costs
  # far less than a process each. A server that died is replaced on the next use.
  module SharedServer
    @lock = Mutex.new
    @server = nil
    @options = {}

    class << self
      # Options for {Server.start} used when the shared server starts (set them before first use).
      # @return [Hash]
      attr_accessor :options

      # @return [Server] the running shared server, started if needed
      def get
        @lock.synchronize do
          return @server if @server && !@server.closed? && @server.alive?

          @server&.close(grace: 1)
          first = @server.nil?
          @server = Server.start(**@options)
          at_exit { close } if first
          @server
        end
      end

      # Closes the shared server, if one runs.
      # @return [Process::Status, nil]
      def close
        @lock.synchronize do
          status = @server&.close
          @server = nil
          status
        end
      end
    end
  end

  # Opens uniquely named clients for tests and closes them afterwards; used by the
  # Minitest and RSpec helpers (`navd_client`).
  class TestClients
    # @param prefix [String] the test's name, so ids say where a client came from
    # @param server [Server, nil] default: {SharedServer.get}
    def initialize(prefix, server: nil)
      @prefix = prefix
      @server = server
      @opened = []
    end

    # Opens a client with a unique id.
    # @param configuration [Hash] see {Configuration.wire}
    # @return [Client]
    def open(configuration = {}, **fields)
      server = @server || SharedServer.get
      id = "#{@prefix}-#{@opened.size + 1}"
      client = server.client(id, configuration: configuration.merge(fields))
      @opened << client
      client
    end

    # Closes every client opened (ignoring a server that is gone).
    # @return [void]
    def close_all
      @opened.each do |client|
        client.close
      rescue Failure
        nil
      end
      @opened.clear
    end
  end
end
