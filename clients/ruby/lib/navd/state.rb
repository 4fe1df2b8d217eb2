# frozen_string_literal: true

require_relative "model"
require_relative "entry"
require_relative "tab"
require_relative "web_session"

module Navd
  # A navigator's state: both stacks, whether the modal is presented, and the tabs.
  #
  # @example
  #   state.main.map(&:routed_location) # => ["https://blog.example/", "https://blog.example/posts/1"]
  #   state.presented?                  # => false
  #
  # @!attribute [r] client
  #   @return [String] the client id
  # @!attribute [r] start_location
  #   @return [String, nil]
  # @!attribute [r] active_tab
  #   @return [String, nil]
  # @!attribute [r] tabs
  #   @return [Array<Tab>]
  # @!attribute [r] main
  #   @return [Array<Entry>] bottom to top
  # @!attribute [r] modal
  #   @return [Array<Entry>] bottom to top
  # @!attribute [r] presented
  #   @return [Boolean] whether the modal stack is on screen
  # @!attribute [r] modal_style
  #   @return [String, nil] `large`, `medium`, `full`, `page_sheet`, `form_sheet`; nil when nothing is presented (and on Android)
  # @!attribute [r] active_stack
  #   @return [String] `"main"` or `"modal"`
  # @!attribute [r] current_visitable_url
  #   @return [String, nil] the current URL of the active stack's top, when it is visitable
  # @!attribute [r] web_sessions
  #   @return [Array<WebSession>] iOS `main` and `modal`, Android `main`
  # @!attribute [r] tab_bar_visible
  #   @return [Boolean, nil] whether the tab bar is on screen; nil without tabs (iOS hides it past
  #     main's root with `hideTabBarWhenPushed`, Android while a modal is on top)
  State = Model.struct("state",
                       client: [:string, "client"],
                       start_location: [:optional_string, "startLocation"],
                       active_tab: [:optional_string, "activeTab"],
                       tabs: [:list, "tabs", Tab],
                       main: [:list, "main", Entry, { required: true }],
                       modal: [:list, "modal", Entry, { required: true }],
                       presented: [:boolean, "presented"],
                       modal_style: [:optional_string, "modalStyle"],
                       active_stack: [:string, "activeStack"],
                       current_visitable_url: [:optional_string, "currentVisitableURL"],
                       web_sessions: [:list, "webSessions", WebSession, { required: true }],
                       tab_bar_visible: [:optional_boolean, "tabBarVisible"]) do
    # @return [Boolean]
    def presented? = presented

    # @param name [String, Symbol] `main` or `modal`
    # @return [Array<Entry>]
    # @raise [ArgumentError] for another name
    def stack(name)
      case name.to_s
      when "main" then main
      when "modal" then modal
      else raise ArgumentError, "unknown stack #{name.inspect}; expected main or modal"
      end
    end

    # @return [Array<String, nil>] the stamps of the main stack, bottom to top
    def main_locations = main.map(&:routed_location)

    # @return [Array<String, nil>] the stamps of the modal stack, bottom to top
    def modal_locations = modal.map(&:routed_location)

    # @return [Entry, nil] the top of the active stack
    def top = stack(active_stack).last

    # @param id [Integer]
    # @return [Entry, nil] the entry with that id on either stack
    def entry(id) = (main + modal).find { |candidate| candidate.id == id }

    # @param name [String, Symbol] `main` or `modal`
    # @return [WebSession, nil] the web session of that name (Android has only `main`)
    def web_session(name = :main) = web_sessions.find { |session| session.name == name.to_s }

    # @param id [String]
    # @return [Tab, nil]
    def tab(id) = tabs.find { |candidate| candidate.id == id.to_s }
  end
end
