# frozen_string_literal: true

# A new database (a first `rails server`) gets the schema and the seeds at boot, and a test run
# starts from a fresh schema (its records come from test/fixtures): the example needs no
# `db:setup` before it runs.
Rails.application.config.after_initialize do
  connection = ActiveRecord::Base.connection
  if Rails.env.test? || !connection.table_exists?(:posts)
    ActiveRecord::Schema.verbose = false
    load Rails.root.join("db/schema.rb")
    load Rails.root.join("db/seeds.rb") unless Rails.env.test?
  end
end
