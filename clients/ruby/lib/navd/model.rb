# frozen_string_literal: true

require_relative "shape"

module Navd
  # Mixed into every result struct. Results are frozen `Struct`s with readable
  # attributes; {#to_h} gives back the JSON object navd sent (string keys, frozen),
  # so nothing navd said is lost, even members this version of the gem does not know.
  #
  # Most results are defined with {Model.struct}, which names each attribute's JSON
  # member and the {Shape} reader that checks it, and gives the struct its `from_json`.
  # A result that is not one object of members ({InitializeResult} reads two nested
  # objects, {ClientOpened} falls back to the handle's client id) includes Model in its
  # own `Struct` and builds itself with {ClassMethods#build}.
  module Model
    # @!visibility private
    def self.included(base)
      base.extend(ClassMethods)
    end

    # Defines a result struct whose attributes are read from JSON members.
    #
    # @example
    #   Visit = Model.struct("visit", stack: [:string, "stack"], entry: [:optional_integer, "entry"]) do
    #     def main? = stack == "main"
    #   end
    #   Visit.from_json({ "stack" => "main", "entry" => 1 }).entry # => 1
    #
    # @param where [String] the JSON path that errors name when `from_json` is given none
    # @param members [Hash{Symbol=>Array}] each attribute, in order, with `[reader, key, *arguments]`:
    #   it is read by `Shape.reader(json, key, where, *arguments)`, a trailing Hash of arguments
    #   passed as keywords (`[:boolean, "started", { default: false }]`). A model argument (for
    #   `list` and `optional`) is a class, or the name of one under {Navd} (`"Explanation::Match"`)
    #   when it is defined later. Arrays read are frozen.
    # @yield the struct's own methods, evaluated in the struct class
    # @return [Class] a keyword-init `Struct` that includes {Model}, with
    #   `from_json(json, where = where)` raising {ProtocolError} for a member of the wrong shape
    def self.struct(where, **members, &methods)
      readers = members.transform_values { |reader| Member.new(*reader) }.freeze
      Struct.new(*members.keys, keyword_init: true) do
        include Model

        define_singleton_method(:from_json) do |json, at = where|
          data = Shape.object(json, at)
          build(data, **readers.transform_values { |reader| reader.read(data, at) })
        end
        class_eval(&methods) if methods
      end
    end

    # How one attribute is read: a {Shape} reader, the JSON key and the reader's other arguments.
    # @!visibility private
    class Member
      def initialize(reader, key, *arguments)
        @reader = reader
        @key = key
        @options = arguments.last.is_a?(Hash) ? arguments.pop : {}
        @arguments = arguments
      end

      # @return [Object] the member `key` of `data`, checked by the reader
      def read(data, where)
        models = @arguments.map { |argument| argument.is_a?(String) ? Navd.const_get(argument) : argument }
        value = Shape.public_send(@reader, data, @key, where, *models, **@options)
        value.is_a?(Array) ? value.freeze : value
      end
    end
    private_constant :Member

    # Class-side helpers of result structs.
    module ClassMethods
      # Builds a frozen result from its attributes and the JSON they were read from.
      # @param raw [Hash] the JSON object
      # @return [Struct]
      def build(raw, **attributes)
        result = new(**attributes)
        result.instance_variable_set(:@raw, raw)
        result.freeze
      end
    end

    # @return [Hash] the JSON object navd sent (for a struct made in Ruby, its attributes)
    def to_h(&block)
      return super if block || !defined?(@raw) || @raw.nil?

      @raw
    end

    # @return [Hash{Symbol=>Object}] the attributes, as `Struct#to_h` gives them
    def attributes = members.to_h { |name| [name, self[name]] }
  end
end
