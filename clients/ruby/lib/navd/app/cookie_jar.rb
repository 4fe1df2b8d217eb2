# frozen_string_literal: true

require "time"

module Navd
  class App
    # The cookies of the app's one origin, kept across requests as a web view keeps them:
    # `Set-Cookie` stores (or, expired, deletes) a cookie; a request sends the cookies whose `Path`
    # covers it. Domain and Secure are not checked: a driver talks to one origin only.
    class CookieJar
      Cookie = Struct.new(:name, :value, :path, :expires)
      private_constant :Cookie

      def initialize
        @cookies = {}
      end

      # Stores the cookies of `Set-Cookie` header values.
      # @param values [Array<String>] one cookie each
      # @param url [URI::Generic] the request's URL (the default path)
      # @param now [Time]
      # @return [void]
      def store(values, url, now: Time.now)
        values.each do |line|
          cookie = parse(line, url, now)
          next unless cookie

          key = [cookie.name, cookie.path]
          if cookie.expires && cookie.expires <= now
            @cookies.delete(key)
          else
            @cookies[key] = cookie
          end
        end
      end

      # @param url [URI::Generic]
      # @param now [Time]
      # @return [String, nil] the `Cookie` header for a request to `url`
      def header_for(url, now: Time.now)
        path = url.path.to_s.empty? ? "/" : url.path
        pairs = @cookies.values.select { |cookie| covers?(cookie.path, path) && (cookie.expires.nil? || cookie.expires > now) }
        pairs.empty? ? nil : pairs.sort_by { |cookie| -cookie.path.size }.map { |c| "#{c.name}=#{c.value}" }.join("; ")
      end

      # @return [Hash{String=>String}] name to value
      def to_h = @cookies.values.to_h { |cookie| [cookie.name, cookie.value] }

      private

      def parse(line, url, now)
        pair, *attributes = line.split(";").map(&:strip)
        name, value = pair.to_s.split("=", 2)
        return if name.to_s.empty?

        cookie = Cookie.new(name, value.to_s, default_path(url), nil)
        attributes.each { |attribute| apply(cookie, attribute, now) }
        cookie
      end

      def apply(cookie, attribute, now)
        key, value = attribute.split("=", 2)
        case key.to_s.downcase
        when "path" then cookie.path = value.to_s.start_with?("/") ? value : cookie.path
        when "max-age" then cookie.expires = now + Integer(value, exception: false).to_i
        when "expires" then cookie.expires ||= (Time.httpdate(value) rescue nil) # rubocop:disable Style/RescueModifier
        end
      end

      # RFC 6265 §5.1.4: the request path up to its last "/".
      def default_path(url)
        path = url.path.to_s
        return "/" if path.empty? || !path.start_with?("/") || path.count("/") == 1

        path[0...path.rindex("/")]
      end

      def covers?(cookie_path, path)
        path == cookie_path || (path.start_with?(cookie_path) &&
                                (cookie_path.end_with?("/") || path[cookie_path.size] == "/"))
      end
    end
  end
end
