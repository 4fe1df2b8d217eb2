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
  Operation = Struct.new(:op, :stack, :entry, :entries, :replaced, :animated, :modal_style, keyword_init: true) do
    include Model

    # @return [Operation]
    def self.from_json(json, where = "operation")
      d = Shape.object(json, where)
      build(d,
            op: Shape.string(d, "op", where),
            stack: Shape.optional_string(d, "stack", where),
            entry: Shape.optional_integer(d, "entry", where),
            entries: d.key?("entries") ? Shape.integers(d, "entries", where).freeze : nil,
            replaced: Shape.optional_integer(d, "replaced", where),
            animated: Shape.optional_boolean(d, "animated", where),
            modal_style: Shape.optional_string(d, "modalStyle", where))
    end

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
