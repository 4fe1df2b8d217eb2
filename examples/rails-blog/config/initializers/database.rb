# frozen_string_literal: true

# A new database (the test's in-memory one, or a first `rails server`) gets the schema, and the
# development one the seeds, at boot: the example needs no `db:setup` before it runs.
Rails.application.config.after_initialize do
  connection = ActiveRecord::Base.connection
  unless connection.table_exists?(:posts)
    ActiveRecord::Schema.verbose = false
    load Rails.root.join("db/schema.rb")
    load Rails.root.join("db/seeds.rb") unless Rails.env.test?
  end
end
