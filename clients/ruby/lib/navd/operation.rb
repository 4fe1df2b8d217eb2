# frozen_string_literal: true

require_relative "model"

module Navd
  # One primitive stack change, in the order it happened: `push`, `pop`, `replace`,
  # `setStack`, `present`, `dismiss` or `refresh`.
  #
  # @!attribute [r] op
  #   @return [String]
  # @!attribute [r] stack
  #   @return [String, nil] `"main"` or `"modal"`
  # @!attribute [r] entry
  #   @return [Integer, nil] the entry pushed, popped, refreshed or put in place
  # @!attribute [r] entries
  #   @return [Array<Integer>, nil] the ids a `setStack` leaves
  # @!attribute [r] replaced
  #   @return [Integer, nil] the id a `replace` removed
  # @!attribute [r] animated
  #   @return [Boolean, nil]
  # @!attribute [r] modal_style
  #   @return [String, nil] the style a `present` used
  Operation = Model.struct("operation",
                           op: [:string, "op"],
                           stack: [:optional_string, "stack"],
                           entry: [:optional_integer, "entry"],
                           entries: [:optional_integers, "entries"],
                           replaced: [:optional_integer, "replaced"],
                           animated: [:optional_boolean, "animated"],
                           modal_style: [:optional_string, "modalStyle"]) do
    # @return [Boolean, nil]
    def animated? = animated

    # A compact form for assertions: `"push main"`, `"present large"`, `"dismiss"`.
    # @return [String]
    def summary
      detail = op == "present" ? modal_style : stack
      detail ? "#{op} #{detail}" : op
    end
  end
end
