# frozen_string_literal: true

require "json"
require_relative "protocol_error"

module Navd
  # Reads members of navd's JSON results, checking their types. A value of the wrong
  # shape raises {ProtocolError} naming its JSON path (`state.main[0].id`), so a
  # mismatch between client and server is reported where it is, not three calls later.
  module Shape
    MISSING = Object.new.freeze
    private_constant :MISSING

    module_function

    # @return [Hash] `value`, which must be a JSON object
    def object(value, where)
      return value if value.is_a?(Hash)

      wrong(where, "an object", value)
    end

    # @return [Hash] an object member; absent or null reads as `{}`
    def object_or_empty(data, key, where)
      value = data[key]
      value.nil? ? {} : object(value, "#{where}.#{key}")
    end

    # @return [Object] a member that must be present (it may be null)
    def required(data, key, where)
      data.fetch(key) { raise ProtocolError, "#{where}: missing #{key.inspect} in #{preview(data)}" }
    end

    # @return [String] a required string member
    def string(data, key, where)
      value = required(data, key, where)
      value.is_a?(String) ? value : wrong("#{where}.#{key}", "a string", value)
    end

    # @return [String, nil] a string-or-null member (absent reads as nil)
    def optional_string(data, key, where)
      value = data[key]
      value.nil? || value.is_a?(String) ? value : wrong("#{where}.#{key}", "a string or null", value)
    end

    # @return [Boolean] a boolean member, required unless `default` is given
    def boolean(data, key, where, default: MISSING)
      value = data.fetch(key, default)
      raise ProtocolError, "#{where}: missing #{key.inspect} in #{preview(data)}" if value.equal?(MISSING)

      [true, false].include?(value) ? value : wrong("#{where}.#{key}", "a boolean", value)
    end

    # @return [Boolean, nil] a boolean-or-null member
    def optional_boolean(data, key, where)
      value = data[key]
      value.nil? || [true, false].include?(value) ? value : wrong("#{where}.#{key}", "a boolean or null", value)
    end

    # @return [Integer] a required integer member
    def integer(data, key, where)
      value = required(data, key, where)
      value.is_a?(Integer) ? value : wrong("#{where}.#{key}", "an integer", value)
    end

    # @return [Integer, nil] an integer-or-null member
    def optional_integer(data, key, where)
      value = data[key]
      value.nil? || value.is_a?(Integer) ? value : wrong("#{where}.#{key}", "an integer or null", value)
    end

    # @return [Array] an array member; absent reads as `[]` unless `required`
    def array(data, key, where, required: false)
      return [] if !required && !data.key?(key)

      value = required(data, key, where)
      value.is_a?(Array) ? value : wrong("#{where}.#{key}", "an array", value)
    end

    # @return [Array<String>] an array-of-strings member
    def strings(data, key, where, required: false)
      array(data, key, where, required: required).each_with_index.map do |item, index|
        item.is_a?(String) ? item : wrong("#{where}.#{key}[#{index}]", "a string", item)
      end
    end

    # @return [Array<Integer>] an array-of-integers member
    def integers(data, key, where, required: false)
      array(data, key, where, required: required).each_with_index.map do |item, index|
        item.is_a?(Integer) ? item : wrong("#{where}.#{key}[#{index}]", "an integer", item)
      end
    end

    # @param model [#from_json]
    # @return [Array] an array member with each item read by `model.from_json(item, "where.key[i]")`
    def list(data, key, where, model, required: false)
      array(data, key, where, required: required).each_with_index.map do |item, index|
        model.from_json(item, "#{where}.#{key}[#{index}]")
      end
    end

    # @param model [#from_json]
    # @return [Object, nil] a member read by `model.from_json`; absent or null reads as nil
    def optional(data, key, where, model)
      value = data[key]
      value.nil? ? nil : model.from_json(value, "#{where}.#{key}")
    end

    # @raise [ProtocolError] always
    def wrong(where, expected, value)
      raise ProtocolError, "#{where}: expected #{expected}, got #{preview(value)}"
    end

    # @return [String] compact JSON of `value`, cut at 200 characters
    def preview(value)
      text = JSON.generate(value)
      text.length > 200 ? "#{text[0, 200]}..." : text
    rescue JSON::GeneratorError
      value.inspect[0, 200]
    end
  end
end
