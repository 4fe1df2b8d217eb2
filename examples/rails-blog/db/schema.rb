# frozen_string_literal: true

ActiveRecord::Schema.define(version: 1) do
  create_table :users, force: true do |t|
    t.string :email, null: false, index: { unique: true }
    t.string :password_digest, null: false
    t.timestamps
  end

  create_table :posts, force: true do |t|
    t.string :title, null: false
    t.text :body, null: false, default: ""
    t.timestamps
  end

  create_table :comments, force: true do |t|
    t.references :post, null: false, foreign_key: true
    t.text :body, null: false
    t.timestamps
  end
end
