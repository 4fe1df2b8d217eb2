# frozen_string_literal: true

require_relative "navd/version"
require_relative "navd/error"
require_relative "navd/server_exited"
require_relative "navd/timeout"
require_relative "navd/protocol_error"
require_relative "navd/not_found"
require_relative "navd/server"
require_relative "navd/stamp"

# A Ruby client for navd, the headless Hotwire Native navigator that speaks JSON-RPC
# 2.0 on stdin and stdout. Standard library only.
#
# @example
#   Navd.start do |navd|
#     app = navd.client("blog", configuration: { start_location: "https://blog.example/",
#                                                path_configuration: "config/ios_v1.json" })
#     app.start
#     app.route("/posts/new").state.presented? # => true
#   end
module Navd
  # Spawns navd (see {Server.start} for the options). With a block, yields the server
  # and closes it afterwards, whatever happens, returning the block's value.
  # @yieldparam navd [Server]
  # @return [Server, Object] the server, or the block's value
  def self.start(**options)
    server = Server.start(**options)
    return server unless block_given?

    begin
      yield server
    ensure
      server.close
    end
  end

  # The `proposal_result:` that accepts the proposal with a custom view controller.
  # @param view_controller [String]
  # @return [Hash]
  def self.accept_custom(view_controller) = { "acceptCustom" => view_controller.to_s }

  # @param explicit [String, nil]
  # @return [String] the navd executable the gem would run (see {Locator})
  # @raise [NotFound]
  def self.locate(explicit = nil) = Locator.locate(explicit)
end
