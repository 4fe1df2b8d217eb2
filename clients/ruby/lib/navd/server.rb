# frozen_string_literal: true

require "forwardable"
require_relative "client"
require_relative "client_opened"
require_relative "comparison"
require_relative "configuration"
require_relative "connection"
require_relative "initialize_result"
require_relative "locator"
require_relative "method_table"
require_relative "version"

module Navd
  # A running navd process. {.start} spawns it and performs `initialize` and
  # `initialized`; {#close} sends `shutdown` and `exit`, waits, and kills it when it
  # does not exit in time. Navigator methods called on the server act on the
  # `default` client; {#client} gives any other.
  #
  # @example
  #   navd = Navd::Server.start
  #   posts = navd.client("posts", configuration: { start_location: "https://blog.example/" })
  #   posts.start
  #   navd.close # => #<Process::Status: pid 4242 exit 0>
  class Server
    extend Forwardable

    # Seconds {#close} waits for navd to exit after `exit` before ending it.
    DEFAULT_EXIT_GRACE = 5

    # @return [Connection] the JSON-RPC connection (for raw access)
    attr_reader :connection
    # @return [InitializeResult, nil] navd's answer to `initialize`
    attr_reader :initialize_result

    def_delegators :connection, :notifications, :stderr_tail, :pid, :alive?, :process_status
    def_delegators :default_client, *MethodTable.client_methods

    # Spawns navd and initializes it.
    #
    # @param path [String, nil] the executable; else found by {Locator} (`NAVD`, `PATH`, `.build`)
    # @param args [Array<String>] extra command-line flags (`["--max-clients", "10"]`)
    # @param command [Array<String>, nil] a whole command line instead (a fake server in tests)
    # @param configuration [Hash, nil] applied to the `default` client by `initialize`
    # @param notifications [Boolean] ask navd for notifications (see {#notifications})
    # @param timeout [Numeric] seconds to wait for each answer
    # @param framing [Symbol] `:lsp` (default) or `:ndjson`
    # @param env [Hash, nil] environment variables added for navd
    # @param chdir [String, nil] navd's working directory
    # @param stderr_lines [Integer] how many stderr lines to keep for error messages
    # @param initialize [Boolean] false leaves the lifecycle to the caller
    # @return [Server]
    # @raise [NotFound, ServerExited, Timeout, Error]
    def self.start(path: nil, args: [], command: nil, configuration: nil, notifications: false,
                   timeout: Connection::DEFAULT_TIMEOUT, framing: :lsp, env: nil, chdir: nil,
                   stderr_lines: Connection::DEFAULT_STDERR_LINES, initialize: true)
      command ||= [Locator.locate(path), *args]
      connection = Connection.new(command, framing: framing, timeout: timeout, stderr_lines: stderr_lines,
                                           env: env, chdir: chdir)
      server = new(connection)
      begin
        server.initialize!(configuration: configuration, notifications: notifications) if initialize
      rescue StandardError
        server.close(grace: 1)
        raise
      end
      server
    end

    # @param connection [Connection] an open connection (see {.start})
    def initialize(connection)
      @connection = connection
      @closed = false
      @shutdown_sent = false
      @status = nil
      @default_client = nil
    end

    # @return [String]
    def inspect = "#<Navd::Server pid=#{pid} #{closed? ? 'closed' : 'open'}>"

    # @!group Lifecycle

    # `initialize` then `initialized`.
    # @param configuration [Hash, nil] for the `default` client
    # @param notifications [Boolean]
    # @param client_name [String]
    # @return [InitializeResult]
    def initialize!(configuration: nil, notifications: false, client_name: "navd-client (Ruby)")
      params = { "clientInfo" => { "name" => client_name, "version" => VERSION },
                 "capabilities" => { "notifications" => notifications } }
      params["configuration"] = Configuration.wire(configuration) unless configuration.nil?
      @initialize_result = InitializeResult.from_json(request("initialize", params))
      notify("initialized", {})
      @initialize_result
    end

    # `shutdown`: navd then refuses everything but `exit`.
    # @return [nil]
    def shutdown
      result = request("shutdown")
      @shutdown_sent = true
      raise ProtocolError, "shutdown: expected null, got #{Shape.preview(result)}" unless result.nil?

      nil
    end

    # Shuts navd down cleanly: `shutdown` and `exit` if it still answers, then waits
    # `grace` seconds for it to exit, then TERM, then KILL. Safe to call twice; never
    # raises for a navd that already died.
    # @param grace [Numeric]
    # @return [Process::Status] how navd ended (`exitstatus` 0 after a clean shutdown)
    def close(grace: DEFAULT_EXIT_GRACE)
      return @status if @closed

      @closed = true
      begin
        if alive?
          shutdown unless @shutdown_sent
          notify("exit")
        end
      rescue Failure
        nil
      end
      connection.close_input
      exited = connection.wait(grace)
      @status = connection.terminate(grace: exited ? 0 : 1)
    end

    # @return [Boolean] true after {#close}
    def closed? = @closed

    # @return [Integer, nil] navd's exit status once it has exited (nil while it runs, or after a signal)
    def exit_status = process_status&.exitstatus

    # @!endgroup
    # @!group Clients

    # A handle on client `id`. With a configuration the client is (re)opened with
    # `client/open`, which replaces an existing one; without, navd creates it with the
    # default configuration on first use.
    #
    # @param id [String, Symbol]
    # @param configuration [Hash, nil] see {Configuration.wire}
    # @param fields [Hash] configuration fields as keywords (`start_location: ...`), merged over `configuration`
    # @return [Client]
    def client(id = "default", configuration: nil, **fields)
      configuration = (configuration || {}).merge(fields) unless fields.empty?
      return Client.new(self, id) if configuration.nil?

      open_client(id, configuration)
    end

    # `client/open`: creates client `id`, or replaces it (its stacks and counters start afresh).
    #
    # @example
    #   droid = navd.open_client("droid", { start_location: "https://blog.example/" }, platform: :android)
    #   droid.opened.state.start_location # => "https://blog.example/"
    #
    # @param id [String, Symbol]
    # @param configuration [Hash, nil] see {Configuration.wire}; nil for navd's default configuration
    # @param platform [String, Symbol, nil] `:android` for Android's rules (else the configuration's, or iOS)
    # @return [Client] a handle whose {Client#opened} is navd's answer
    def open_client(id, configuration = nil, platform: nil)
      params = { "client" => id.to_s }
      unless configuration.nil? && platform.nil?
        fields = configuration || {}
        fields = fields.merge(platform: platform) unless platform.nil?
        params["configuration"] = Configuration.wire(fields)
      end
      opened = ClientOpened.from_json(request("client/open", params), client: id.to_s)
      Client.new(self, id, opened: opened)
    end

    # `client/close`: navd forgets client `id` (the same as {Client#close} on its handle).
    # @param id [String, Symbol]
    # @return [nil]
    # @raise [Error] -32010 when navd has no such client
    def close_client(id)
      request("client/close", { "client" => id.to_s })
      nil
    end

    # @return [Client] the `default` client
    def default_client = @default_client ||= Client.new(self, "default")

    # `client/list`.
    # @return [Array<String>] every client id
    def list_clients
      Shape.strings(Shape.object(request("client/list", {}), "client/list"), "clients", "client/list", required: true)
    end

    # @!endgroup
    # @!group Raw protocol

    # Sends any request.
    # @param method_name [String]
    # @param params [Hash, nil]
    # @param timeout [Numeric, nil] seconds; the server's default when nil
    # @return [Object] the raw `result`
    def request(method_name, params = nil, timeout: nil) = connection.request(method_name, params, timeout: timeout)

    # Sends any notification.
    # @return [void]
    def notify(method_name, params = nil) = connection.notify(method_name, params)

    # `rpc.discover`: navd's OpenRPC document.
    # @return [Hash]
    def discover = Shape.object(request("rpc.discover"), "rpc.discover")

    # `$/cancelRequest` for a request id.
    # @return [void]
    def cancel(request_id) = notify("$/cancelRequest", { "id" => request_id })

    # @!endgroup
    # @!group Comparing the two platforms

    # `compare`: runs `steps` on a fresh private iOS and a fresh private Android navigator and
    # says where what the user sees differs. No client is created and nothing is notified.
    #
    # @example
    #   comparison = navd.compare([{ route: "/posts" }, { route: "/posts/1" }, { route: "/recede_historical_location" }],
    #                             configuration: { start_location: "https://blog.example/" })
    #   comparison.divergent                              # => [2]
    #   comparison.steps[2].android.visits.map(&:to_a)    # => [["https://blog.example/posts", "restore"]]
    #
    # @param steps [Array<Hash>] `{method:, params:}` (params in wire form, no `client`), or the
    #   shorthand `{route: url_or_path, ...more route params}`
    # @param configuration [Hash, nil] both sides' configuration (see {Configuration.wire}), unless
    #   `ios:`/`android:` give a side its own; none may set `platform`
    # @param ios [Hash, nil] the iOS side's configuration
    # @param android [Hash, nil] the Android side's configuration
    # @return [Comparison]
    # @raise [Error] -32602 (`field` such as `steps[3].method`) for a malformed step, before anything runs
    def compare(steps, configuration: nil, ios: nil, android: nil)
      params = { "steps" => steps.map { |step| step.transform_keys(&:to_s) } }
      { "configuration" => configuration, "ios" => ios, "android" => android }.each do |key, value|
        params[key] = Configuration.wire(value) unless value.nil?
      end
      Comparison.from_json(request("compare", params))
    end

    # @!endgroup
  end
end
