# frozen_string_literal: true

require "uri"

module Navd
  class App
    # Encodes a form's params as a browser does (`application/x-www-form-urlencoded`), with Rails'
    # bracket names for nested values: `{post: {title: "Hi"}}` is `post[title]=Hi`, `{ids: [1, 2]}`
    # is `ids[]=1&ids[]=2`.
    module FormEncoding
      module_function

      # @param params [Hash, Array<Array>, nil]
      # @return [String]
      def encode(params)
        URI.encode_www_form(pairs(params || {}, nil))
      end

      # @return [Array<Array(String, String)>]
      def pairs(value, prefix)
        case value
        when Hash then value.flat_map { |key, inner| pairs(inner, prefix ? "#{prefix}[#{key}]" : key.to_s) }
        when Array
          return value.flat_map { |key, inner| pairs(inner, key.to_s) } if prefix.nil?

          value.flat_map { |inner| pairs(inner, "#{prefix}[]") }
        when nil then [[prefix, ""]]
        else [[prefix, value.to_s]]
        end
      end
    end
  end
end
