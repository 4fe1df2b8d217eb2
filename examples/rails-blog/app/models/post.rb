# frozen_string_literal: true

# A blog post; a blank title is invalid (the form answers 422).
class Post < ApplicationRecord
  has_many :comments, dependent: :destroy
  validates :title, presence: true
end
