# frozen_string_literal: true

require_relative "shape"

module Navd
  # Mixed into every result struct. Results are frozen `Struct`s with readable
  # attributes; {#to_h} gives back the JSON object navd sent (string keys, frozen),
  # so nothing navd said is lost, even members this version of the gem does not know.
  module Model
    # @!visibility private
    def self.included(base)
      base.extend(ClassMethods)
    end

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
