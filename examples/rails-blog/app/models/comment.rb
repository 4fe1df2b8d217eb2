# frozen_string_literal: true

# A comment on a post.
class Comment < ApplicationRecord
  belongs_to :post
  validates :body, presence: true
end
