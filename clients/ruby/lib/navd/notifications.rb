# frozen_string_literal: true

require_relative "notification"
require_relative "timeout"

module Navd
  # The notifications navd sent, queued in arrival order by the reader thread.
  # {#next} waits for one (at most `timeout` seconds); {#drain} takes what is queued.
  #
  # @example
  #   server.notifications.wait_for("navigator/didChange").params["operations"]
  class Notifications
    include Enumerable

    # The seconds {#next} and {#wait_for} wait when not told.
    DEFAULT_TIMEOUT = 10

    # An empty queue.
    def initialize
      @items = []
      @lock = Mutex.new
      @arrived = ConditionVariable.new
    end

    # Appends a notification (the connection's reader thread calls this).
    # @param notification [Notification]
    # @return [void]
    def push(notification)
      @lock.synchronize do
        @items << notification
        @arrived.broadcast
      end
    end

    # The next notification, waiting for it.
    # @param timeout [Numeric] seconds
    # @return [Notification]
    # @raise [Timeout] when none arrives in time
    def next(timeout: DEFAULT_TIMEOUT)
      take(timeout, "a notification") { |_| true }
    end

    # The next notification named `method_name`; the others before it are dropped.
    # @param method_name [String]
    # @param timeout [Numeric] seconds
    # @return [Notification]
    # @raise [Timeout] when none arrives in time
    def wait_for(method_name, timeout: DEFAULT_TIMEOUT)
      take(timeout, "a #{method_name} notification", drop_others: true) { |item| item.method_name == method_name }
    end

    # Takes every queued notification without waiting.
    # @param method_name [String, nil] keep only these (the others are dropped too)
    # @return [Array<Notification>]
    def drain(method_name = nil)
      items = @lock.synchronize { @items.slice!(0..) }
      method_name ? items.select { |item| item.method_name == method_name } : items
    end

    # Yields (and removes) every queued notification, without waiting.
    # @yieldparam notification [Notification]
    def each(&block)
      return enum_for(:each) unless block

      drain.each(&block)
    end

    # @return [Integer] how many are queued
    def size = @lock.synchronize { @items.size }

    # @return [Boolean] true when none is queued
    def empty? = size.zero?

    private

    def take(timeout, description, drop_others: false)
      deadline = now + timeout
      @lock.synchronize do
        loop do
          index = @items.index { |item| yield item }
          if index
            @items.shift(index) if drop_others
            return @items.delete_at(drop_others ? 0 : index)
          end
          @items.clear if drop_others
          remaining = deadline - now
          raise Timeout.new(description, timeout) if remaining <= 0

          @arrived.wait(@lock, remaining)
        end
      end
    end

    def now = Process.clock_gettime(Process::CLOCK_MONOTONIC)
  end
end
