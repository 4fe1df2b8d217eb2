# frozen_string_literal: true

require "json"
require "open3"
require_relative "error"
require_relative "framing"
require_relative "notifications"
require_relative "protocol_error"
require_relative "server_exited"
require_relative "timeout"

module Navd
  # A JSON-RPC 2.0 connection to a child process over its stdin and stdout.
  #
  # A reader thread splits stdout into responses (matched to their request by id)
  # and notifications (queued in {#notifications}); a second thread keeps the last
  # lines of stderr. Every wait is bounded by a timeout. Once the process is gone or
  # has written malformed output, every later call raises at once.
  class Connection
    # Seconds to wait for any one answer.
    DEFAULT_TIMEOUT = 10
    # Lines of stderr kept for error messages.
    DEFAULT_STDERR_LINES = 50

    # One request waiting for its answer.
    Pending = Struct.new(:message)
    private_constant :Pending

    # @return [Array<String>] the command line that was started
    attr_reader :command
    # @return [Symbol] `:lsp` or `:ndjson`
    attr_reader :framing
    # @return [Numeric] the default seconds to wait for an answer
    attr_reader :timeout
    # @return [Notifications] what navd sent unasked, in arrival order
    attr_reader :notifications

    # Starts `command`.
    # @param command [Array<String>]
    # @param framing [Symbol] `:lsp` or `:ndjson`
    # @param timeout [Numeric]
    # @param stderr_lines [Integer]
    # @param env [Hash{String=>String}, nil] added to the environment
    # @param chdir [String, nil]
    # @raise [ServerExited] when the command cannot be started
    def initialize(command, framing: :lsp, timeout: DEFAULT_TIMEOUT, stderr_lines: DEFAULT_STDERR_LINES, env: nil,
                   chdir: nil)
      @command = command.map(&:to_s)
      @framing = Framing.check(framing)
      @timeout = timeout
      @notifications = Notifications.new
      @stderr_lines = stderr_lines
      @stderr_tail = []
      @lock = Mutex.new
      @changed = ConditionVariable.new
      @write_lock = Mutex.new
      @pending = {}
      @next_id = 1
      @failure = nil
      spawn(env, chdir)
      @stderr_thread = start_thread { read_stderr }
      @stdout_thread = start_thread { read_stdout }
    end

    # @return [Integer] the child's process id
    def pid = @wait_thread.pid

    # @return [Boolean] true while the child runs
    def alive? = @wait_thread.alive?

    # @return [Process::Status, nil] the child's status once it has exited
    def process_status = @wait_thread.alive? ? nil : @wait_thread.value

    # @return [Array<String>] the last lines navd wrote to stderr, oldest first
    def stderr_tail = @lock.synchronize { @stderr_tail.dup }

    # Sends a request and waits for its answer.
    # @param method_name [String]
    # @param params [Hash, nil]
    # @param timeout [Numeric, nil] seconds; the connection's default when nil
    # @return [Object] the answer's `result`
    # @raise [Error] when navd answers with an error
    # @raise [Timeout, ServerExited, ProtocolError]
    def request(method_name, params = nil, timeout: nil)
      seconds = timeout || @timeout
      id = register
      message = { "jsonrpc" => "2.0", "id" => id, "method" => method_name }
      message["params"] = params unless params.nil?
      answer = begin
        write(message)
        await(id, method_name, seconds)
      ensure
        @lock.synchronize { @pending.delete(id) }
      end
      result_of(method_name, answer)
    end

    # Sends a notification (no answer is expected).
    # @param method_name [String]
    # @param params [Hash, nil]
    # @return [void]
    # @raise [ServerExited, ProtocolError] when the connection has already failed
    def notify(method_name, params = nil)
      raise_failure
      message = { "jsonrpc" => "2.0", "method" => method_name }
      message["params"] = params unless params.nil?
      write(message)
    end

    # Writes bytes as they are (for tests of navd's input handling).
    # @param bytes [String]
    # @return [void]
    def send_raw(bytes)
      raise_failure
      write_bytes(bytes.b)
    end

    # Closes navd's stdin (end of input).
    # @return [void]
    def close_input
      @write_lock.synchronize { @stdin.close unless @stdin.closed? }
    rescue IOError, SystemCallError
      nil
    end

    # Waits for the child to exit.
    # @param seconds [Numeric]
    # @return [Process::Status, nil] its status, or nil when it still runs after `seconds`
    def wait(seconds)
      @wait_thread.join(seconds) ? @wait_thread.value : nil
    end

    # Ends the child: closes its stdin, waits `grace` seconds, sends TERM, waits
    # again, then KILL; always reaps it and stops the reader threads.
    # @param grace [Numeric]
    # @return [Process::Status]
    def terminate(grace: 2)
      close_input
      status = wait(grace)
      status ||= signal_and_wait("TERM", grace)
      status ||= signal_and_wait("KILL", nil)
      finish_threads
      status
    end

    private

    def spawn(env, chdir)
      options = chdir ? { chdir: chdir.to_s } : {}
      arguments = env ? [env, *@command] : @command
      @stdin, @stdout, @stderr, @wait_thread = Open3.popen3(*arguments, **options)
      [@stdin, @stdout, @stderr].each(&:binmode)
      @stdin.sync = true
    rescue SystemCallError => e
      raise ServerExited.new("could not start #{@command.first}: #{e.message}")
    end

    def start_thread(&block)
      thread = Thread.new(&block)
      thread.report_on_exception = false
      thread
    end

    def register
      failure, id = @lock.synchronize do
        next [@failure, nil] if @failure

        @next_id += 1
        @pending[@next_id - 1] = Pending.new(nil)
        [nil, @next_id - 1]
      end
      raise failure.call if failure

      id
    end

    def await(id, method_name, seconds)
      deadline = now + seconds
      @lock.synchronize do
        loop do
          message = @pending[id]&.message
          return message if message
          break if @failure

          remaining = deadline - now
          if remaining <= 0
            tail = @stderr_tail.dup
            raise Timeout.new(method_name.inspect, seconds, stderr_tail: tail)
          end
          @changed.wait(@lock, remaining)
        end
      end
      raise_failure
    end

    def raise_failure
      failure = @lock.synchronize { @failure }
      raise failure.call if failure
    end

    def fail_with(&make_error)
      @lock.synchronize do
        @failure ||= make_error
        @changed.broadcast
      end
    end

    def gone(detail)
      fail_with do
        status = wait(2)
        @stderr_thread.join(2)
        ServerExited.new(detail, process_status: status, stderr_tail: stderr_tail)
      end
    end

    def malformed(detail)
      fail_with { ProtocolError.new(detail, stderr_tail: stderr_tail) }
      Process.kill("KILL", pid)
    rescue SystemCallError
      nil
    end

    def write(message)
      write_bytes(Framing.encode(message, @framing))
    end

    def write_bytes(bytes)
      @write_lock.synchronize do
        raise IOError, "stdin already closed" if @stdin.closed?

        @stdin.write(bytes)
      end
    rescue IOError, SystemCallError => e
      gone("writing to its stdin failed (#{e.class.name})")
      raise_failure
    end

    def result_of(method_name, answer)
      if answer.key?("error")
        error = answer["error"]
        unless error.is_a?(Hash) && error["code"].is_a?(Integer)
          raise ProtocolError.new("malformed error object for #{method_name}: #{JSON.generate(error)}",
                                  stderr_tail: stderr_tail)
        end
        message = error["message"].is_a?(String) ? error["message"] : ""
        raise Error.new(error["code"], message, error["data"], method_name: method_name)
      end
      return answer["result"] if answer.key?("result")

      raise ProtocolError.new("response for #{method_name} has neither result nor error: #{JSON.generate(answer)}",
                              stderr_tail: stderr_tail)
    end

    def read_stderr
      @stderr.each_line do |raw|
        line = raw.force_encoding(Encoding::UTF_8).scrub.chomp
        @lock.synchronize do
          @stderr_tail << line
          @stderr_tail.shift while @stderr_tail.size > @stderr_lines
        end
      end
    rescue IOError, SystemCallError
      nil
    end

    def read_stdout
      reader = Framing.reader(@stdout, @framing)
      loop do
        body = reader.read_body
        if body.nil?
          gone("navd closed its stdout")
          return
        end
        dispatch(body)
      end
    rescue FramingError => e
      malformed(e.message)
    rescue IOError, SystemCallError => e
      gone("reading its stdout failed (#{e.class.name}: #{e.message})")
    end

    def dispatch(body)
      text = body.dup.force_encoding(Encoding::UTF_8)
      raise FramingError, "body is not UTF-8: #{body[0, 120].inspect}" unless text.valid_encoding?

      begin
        message = JSON.parse(text, freeze: true)
      rescue JSON::ParserError => e
        raise FramingError, "body is not JSON (#{e.message.lines.first&.strip}): #{text[0, 120].inspect}"
      end
      (message.is_a?(Array) ? message : [message]).each { |item| dispatch_one(item) }
    end

    def dispatch_one(message)
      unless message.is_a?(Hash) && message["jsonrpc"] == "2.0"
        raise FramingError, "not a JSON-RPC 2.0 message: #{JSON.generate(message)[0, 120]}"
      end

      if message.key?("method")
        notification(message)
      else
        answer(message)
      end
    end

    def notification(message)
      return if message.key?("id") # navd sends no requests; one with an id is not for us

      method_name = message["method"]
      unless method_name.is_a?(String)
        raise FramingError, "notification with a non-string method: #{JSON.generate(message)[0, 120]}"
      end

      @notifications.push(Notification.new(method_name: method_name, params: message["params"]))
    end

    def answer(message)
      id = message["id"]
      @lock.synchronize do
        # An error navd could not attribute (id null) belongs to the oldest waiter: navd answers in order.
        id = @pending.keys.min if id.nil?
        pending = @pending[id]
        if pending
          pending.message = message
          @changed.broadcast
        end
      end
    end

    def signal_and_wait(signal, seconds)
      Process.kill(signal, pid)
      seconds ? wait(seconds) : @wait_thread.value
    rescue SystemCallError
      @wait_thread.value
    end

    def finish_threads
      @stdout_thread.join(2)
      @stderr_thread.join(2)
      [@stdout, @stderr].each do |io|
        io.close unless io.closed?
      rescue IOError
        nil
      end
    end

    def now = Process.clock_gettime(Process::CLOCK_MONOTONIC)
  end
end
