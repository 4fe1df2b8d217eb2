# frozen_string_literal: true

require "json"
require "pathname"

module Navd
  # Turns a Ruby client configuration into the wire form of the protocol.
  #
  # Top-level keys may be snake_case symbols or strings (`start_location:`,
  # `path_configuration:`) or the wire's camelCase (`"startLocation"`); values pass
  # through untouched, so path-configuration properties keep their own snake_case
  # names. A `path_configuration:` or `routes:` given as a String or Pathname is a
  # JSON file, read here and sent inline. navd itself validates every field, so an
  # unknown or misspelt key comes back as a {Navd::Error} (-32602) naming it.
  #
  # @example
  #   Navd::Configuration.wire(start_location: "https://blog.example/",
  #                            path_configuration: "config/ios_v1.json", platform: :ios)
  #   # => {"startLocation" => "https://blog.example/", "pathConfiguration" => {...}, "platform" => "ios"}
  module Configuration
    # Keys whose String or Pathname value names a JSON file.
    FILE_KEYS = %w[pathConfiguration routes].freeze

    module_function

    # @param configuration [Hash, nil]
    # @return [Hash{String=>Object}]
    # @raise [ArgumentError] when two keys name the same field, or a file cannot be read
    def wire(configuration)
      return {} if configuration.nil?
      raise ArgumentError, "configuration must be a Hash, got #{configuration.class}" unless configuration.is_a?(Hash)

      configuration.each_with_object({}) do |(key, value), result|
        name = camel(key)
        raise ArgumentError, "configuration names #{name} twice (#{key.inspect} and another spelling)" if result.key?(name)

        result[name] = value_for(name, value)
      end
    end

    # @param key [String, Symbol] `start_location` or `startLocation`
    # @return [String] `startLocation`
    def camel(key) = key.to_s.gsub(/_([a-z0-9])/) { Regexp.last_match(1).upcase }

    # Reads a JSON file for a configuration field.
    # @param path [String, Pathname]
    # @param field [String] for the error message
    # @return [Object] the parsed JSON
    # @raise [ArgumentError]
    def read_json(path, field)
      JSON.parse(File.read(path.to_s))
    rescue SystemCallError => e
      raise ArgumentError, "#{field}: cannot read #{path}: #{e.message}"
    rescue JSON::ParserError => e
      raise ArgumentError, "#{field}: #{path} is not JSON: #{e.message.lines.first&.strip}"
    end

    # @return [Object]
    def value_for(name, value)
      return read_json(value, name) if FILE_KEYS.include?(name) && (value.is_a?(String) || value.is_a?(Pathname))
      return value.to_s if value.is_a?(Symbol)

      value
    end
    private_class_method :value_for
  end
end
