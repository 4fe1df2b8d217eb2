# frozen_string_literal: true

require "digest"

# A reader who may sign in to edit posts. The password is kept as a salted SHA-256 digest
# (Debian has no bcrypt gem for has_secure_password; this example needs none).
class User < ApplicationRecord
  validates :email, presence: true, uniqueness: true

  # @param password [String]
  def password=(password)
    self.password_digest = User.digest(email, password)
  end

  # @return [User, nil] the user with that email when the password matches
  def self.authenticate(email, password)
    user = find_by(email: email.to_s.strip.downcase)
    return unless user

    user if ActiveSupport::SecurityUtils.secure_compare(user.password_digest, digest(user.email, password.to_s))
  end

  # @return [String]
  def self.digest(email, password) = Digest::SHA256.hexdigest("#{email}:#{password}")
end
