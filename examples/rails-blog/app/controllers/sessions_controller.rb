# frozen_string_literal: true

# Signing in (a modal in the apps) and out.
class SessionsController < ApplicationController
  def new; end

  def create
    user = User.authenticate(params[:email], params[:password])
    if user
      return_to = stored_location(posts_path)
      reset_session
      session[:user_id] = user.id
      resume_or_redirect_to return_to, notice: "Signed in"
    else
      flash.now[:alert] = "Wrong email or password"
      render :new, status: :unprocessable_entity
    end
  end

  def destroy
    reset_session
    redirect_to posts_path, status: :see_other, notice: "Signed out"
  end
end
