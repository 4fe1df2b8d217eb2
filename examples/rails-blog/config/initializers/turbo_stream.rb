# frozen_string_literal: true

# The Turbo Stream format, registered as turbo-rails registers it (hotwired/turbo-rails,
# lib/turbo/engine.rb, initializer "turbo.mimetype"): Turbo's forms accept it first, so
# `respond_to { |format| format.turbo_stream }` answers them with a stream.
Mime::Type.register "text/vnd.turbo-stream.html", :turbo_stream unless Mime[:turbo_stream]
