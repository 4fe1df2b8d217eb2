# frozen_string_literal: true

module Navd
  # How tests name a screen: the way the assertions and matchers compare an expected
  # location with an entry's stamp or a URL.
  #
  # - a String starting with `/` equals the URL's path plus `?query` when it has one,
  #   as written (`"/posts/new"` matches `https://blog.example/posts/new` but not
  #   `.../posts/new?draft=1`; the fragment is ignored);
  # - any other String equals the whole URL;
  # - a Regexp matches anywhere in the whole URL;
  # - nil stands for an unstamped entry (or no URL at all).
  module Stamp
    URL = %r{\A[A-Za-z][A-Za-z0-9+.-]*:(?://[^/?#]*)?(?<rest>[^#]*)}
    private_constant :URL

    module_function

    # @param url [String]
    # @return [String] the path and `?query` of `url`, as written (`"/"` for an empty path)
    def path_and_query(url)
      rest = url[URL, :rest] || url.split("#", 2).first
      rest.empty? || rest.start_with?("?") ? "/#{rest}" : rest
    end

    # @param expected [String, Regexp, nil]
    # @param url [String, nil] a stamp or URL
    # @return [Boolean]
    def matches?(expected, url)
      case expected
      when nil then url.nil?
      when Regexp then !url.nil? && expected.match?(url)
      else
        text = expected.to_s
        return false if url.nil?

        text.start_with?("/") ? path_and_query(url) == text : url == text
      end
    end

    # @param expected [Array<String, Regexp, nil>]
    # @param urls [Array<String, nil>]
    # @return [Boolean] true when both lists have the same length and match item by item
    def all_match?(expected, urls)
      expected.size == urls.size && expected.zip(urls).all? { |want, url| matches?(want, url) }
    end
  end
end
