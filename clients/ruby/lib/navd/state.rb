# frozen_string_literal: true

require_relative "model"
require_relative "entry"
require_relative "tab"

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
  State = Struct.new(:client, :start_location, :active_tab, :tabs, :main, :modal, :presented, :modal_style,
                     :active_stack, :current_visitable_url, keyword_init: true) do
    include Model

    # @return [State]
    def self.from_json(json, where = "state")
      d = Shape.object(json, where)
      build(d,
            client: Shape.string(d, "client", where),
            start_location: Shape.optional_string(d, "startLocation", where),
            active_tab: Shape.optional_string(d, "activeTab", where),
            tabs: Shape.list(d, "tabs", where, Tab).freeze,
            main: Shape.list(d, "main", where, Entry, required: true).freeze,
            modal: Shape.list(d, "modal", where, Entry, required: true).freeze,
            presented: Shape.boolean(d, "presented", where),
            modal_style: Shape.optional_string(d, "modalStyle", where),
            active_stack: Shape.string(d, "activeStack", where),
            current_visitable_url: Shape.optional_string(d, "currentVisitableURL", where))
    end

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

    # @param id [String]
    # @return [Tab, nil]
    def tab(id) = tabs.find { |candidate| candidate.id == id.to_s }
  end
end
