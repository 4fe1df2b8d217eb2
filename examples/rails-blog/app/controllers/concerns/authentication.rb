# frozen_string_literal: true

# Signing in: `require_sign_in` sends a signed-out user to the sign-in form, remembering where they
# were going; SessionsController takes them back there.
module Authentication
  extend ActiveSupport::Concern

  included do
    helper_method :current_user, :signed_in?
  end

  private

  # @return [User, nil]
  def current_user
    @current_user ||= User.find_by(id: session[:user_id]) if session[:user_id]
  end

  def signed_in? = !current_user.nil?

  def require_sign_in
    return if signed_in?

    session[:return_to] = request.fullpath if request.get?
    redirect_to new_session_path, alert: "Sign in to continue"
  end

  # @return [String] where the user was going before signing in (once), else `fallback`
  def stored_location(fallback) = session.delete(:return_to) || fallback
end
