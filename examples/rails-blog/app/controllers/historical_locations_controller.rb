# frozen_string_literal: true

# turbo-rails' historical-location pages (app/controllers/turbo/native/navigation_controller.rb):
# a native app never shows them (its path configuration pops, refreshes or stays), so each is one
# line of HTML. The `notice` query the helpers add is shown there, and kept as the flash for the
# next page the app loads.
class HistoricalLocationsController < ApplicationController
  before_action :keep_notice

  def recede = render(html: page("Going back…"))

  def refresh = render(html: page("Refreshing…"))

  def resume = render(html: page("Staying put…"))

  private

  def keep_notice
    flash[:notice] = params[:notice] if params[:notice].present?
  end

  def page(text) = helpers.safe_join([text, params[:notice].presence].compact, " ")
end
