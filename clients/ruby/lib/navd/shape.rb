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

    # @return [Hash] an object member that must be present
    def required_object(data, key, where) = object(required(data, key, where), "#{where}.#{key}")

    # @return [Object] a member that must be present (it may be null)
    def required(data, key, where)
      data.fetch(key) { raise ProtocolError, "#{where}: missing #{key.inspect} in #{preview(data)}" }
    end

    # @return [String] a required string member
    def string(data, key, where) = typed(required(data, key, where), "#{where}.#{key}", "a string", String)

    # @return [String, nil] a string-or-null member (absent reads as nil)
    def optional_string(data, key, where) = typed(data[key], "#{where}.#{key}", "a string or null", String, NilClass)

    # @return [String] a string member where anything else (absent, null, another type) reads as `""`
    def lenient_string(data, key, _where)
      value = data[key]
      value.is_a?(String) ? value : ""
    end

    # @return [Boolean] a boolean member, required unless `default` is given
    def boolean(data, key, where, default: MISSING)
      value = data.fetch(key, default)
      raise ProtocolError, "#{where}: missing #{key.inspect} in #{preview(data)}" if value.equal?(MISSING)

      typed(value, "#{where}.#{key}", "a boolean", TrueClass, FalseClass)
    end

    # @return [Boolean, nil] a boolean-or-null member
    def optional_boolean(data, key, where)
      typed(data[key], "#{where}.#{key}", "a boolean or null", TrueClass, FalseClass, NilClass)
    end

    # @return [Integer] a required integer member
    def integer(data, key, where) = typed(required(data, key, where), "#{where}.#{key}", "an integer", Integer)

    # @return [Integer, nil] an integer-or-null member
    def optional_integer(data, key, where)
      typed(data[key], "#{where}.#{key}", "an integer or null", Integer, NilClass)
    end

    # @return [Integer, String] a required member that is an integer or a string
    def integer_or_string(data, key, where)
      typed(required(data, key, where), "#{where}.#{key}", "an integer or a string", Integer, String)
    end

    # @return [Object, nil] a member of any type (absent reads as nil)
    def value(data, key, _where) = data[key]

    # @return [Array] an array member; absent reads as `[]` unless `required`
    def array(data, key, where, required: false)
      return [] if !required && !data.key?(key)

      value = required(data, key, where)
      value.is_a?(Array) ? value : wrong("#{where}.#{key}", "an array", value)
    end

    # @return [Array<String>] an array-of-strings member
    def strings(data, key, where, required: false)
      array(data, key, where, required: required).each_with_index.map do |item, index|
        typed(item, "#{where}.#{key}[#{index}]", "a string", String)
      end
    end

    # @return [Array<Integer>] an array-of-integers member
    def integers(data, key, where, required: false)
      array(data, key, where, required: required).each_with_index.map do |item, index|
        typed(item, "#{where}.#{key}[#{index}]", "an integer", Integer)
      end
    end

    # @return [Array<Integer>, nil] an array-of-integers member; absent reads as nil
    def optional_integers(data, key, where) = data.key?(key) ? integers(data, key, where) : nil

    # @return [Array<Hash>] an array-of-objects member; absent reads as `[]`
    def objects(data, key, where)
      array(data, key, where).each_with_index.map { |item, index| object(item, "#{where}.#{key}[#{index}]") }
    end

    # @param model [#from_json]
    # @return [Array] an array member with each item read by `model.from_json(item, "where.key[i]")`
    def list(data, key, where, model, required: false)
      array(data, key, where, required: required).each_with_index.map do |item, index|
        model.from_json(item, "#{where}.#{key}[#{index}]")
      end
    end

    # @param model [#from_json]
    # @return [Object] a member that must be present, read by `model.from_json(value, "where.key")`
    def model(data, key, where, model) = model.from_json(required(data, key, where), "#{where}.#{key}")

    # @param model [#from_json]
    # @return [Object, nil] a member read by `model.from_json`; absent or null reads as nil
    def optional(data, key, where, model)
      value = data[key]
      value.nil? ? nil : model.from_json(value, "#{where}.#{key}")
    end

    # @param model [#from_json]
    # @return [Array, nil] like {list}; absent or null reads as nil
    def optional_list(data, key, where, model) = data[key].nil? ? nil : list(data, key, where, model)

    # @param model [#from_json]
    # @return [Hash{String=>Object}, nil] an object member with each value read by
    #   `model.from_json(value, "where.key.name")` (frozen); absent or null reads as nil
    def optional_table(data, key, where, model)
      return nil if data[key].nil?

      object_or_empty(data, key, where).to_h do |name, item|
        [name, model.from_json(item, "#{where}.#{key}.#{name}")]
      end.freeze
    end

    # @return [Object] `value` when it is one of `classes`
    # @raise [ProtocolError] naming `where` and `expected` otherwise
    def typed(value, where, expected, *classes)
      classes.any? { |type| value.is_a?(type) } ? value : wrong(where, expected, value)
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
