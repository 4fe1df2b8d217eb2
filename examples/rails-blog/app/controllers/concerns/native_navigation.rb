# frozen_string_literal: true

# turbo-rails' native navigation helpers, for Hotwire Native requests, as turbo-rails implements
# them (hotwired/turbo-rails, app/controllers/turbo/native/navigation.rb; the gem is not in
# Debian): a native app is recognised by "Turbo Native" or "Hotwire Native" in its user agent and
# gets a redirect to a historical location (`/recede_historical_location?notice=...`), whose path
# rule the native app applies (recede: pop, refresh: refresh, resume: none); a browser gets the
# ordinary redirect. As in turbo-rails, `notice:` is the only option the native branch keeps (plus
# `native_params:`), and the redirect has Rails' default status (302).
module NativeNavigation
  extend ActiveSupport::Concern

  included do
    helper_method :hotwire_native_app?, :turbo_native_app?
  end

  # @return [Boolean] whether the request comes from a Hotwire Native (or Turbo Native) app
  def hotwire_native_app?
    request.user_agent.to_s.match?(/(Turbo|Hotwire) Native/)
  end
  alias turbo_native_app? hotwire_native_app?

  private

  # Native: back to the previous screen (the modal dismissed). Browser: `redirect_to url`.
  def recede_or_redirect_to(url, **options) = turbo_native_action_or_redirect(url, :recede, :to, options)

  # Native: stay where the user is (the modal dismissed, nothing reloaded).
  def resume_or_redirect_to(url, **options) = turbo_native_action_or_redirect(url, :resume, :to, options)

  # Native: back, and the revealed screen reloaded.
  def refresh_or_redirect_to(url, **options) = turbo_native_action_or_redirect(url, :refresh, :to, options)

  # As the three above; a browser goes back to the referer (or `url`).
  def recede_or_redirect_back_or_to(url, **options) = turbo_native_action_or_redirect(url, :recede, :back, options)

  def resume_or_redirect_back_or_to(url, **options) = turbo_native_action_or_redirect(url, :resume, :back, options)

  def refresh_or_redirect_back_or_to(url, **options) = turbo_native_action_or_redirect(url, :refresh, :back, options)

  def turbo_native_action_or_redirect(url, action, redirect_type, options = {})
    native_params = options.delete(:native_params) || {}

    if hotwire_native_app?
      redirect_to send("turbo_#{action}_historical_location_url", notice: options[:notice], **native_params)
    elsif redirect_type == :back
      redirect_back fallback_location: url, **options
    else
      redirect_to url, options
    end
  end
end
