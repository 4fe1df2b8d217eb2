# frozen_string_literal: true

# The base of the example's controllers.
class ApplicationController < ActionController::Base
  include NativeNavigation
  include Authentication
end
