# frozen_string_literal: true

require_relative "not_found"

module Navd
  # Finds the navd executable. In order: the path given; the `NAVD` environment
  # variable; the binary this gem carries (the `x86_64-linux` platform gem has one in
  # `libexec/navd`, the plain gem none); `navd` on `PATH`; then `.build/release/navd` or `.build/debug/navd`
  # (the newer of the two) in the working directory or the nearest directory above
  # it that has one, and after that above this gem's own files (so a checkout of navd
  # finds its own build). A path given or named by `NAVD` must be executable: it is
  # an error, not a fallback, when it is not.
  class Locator
    # The environment variable naming the executable.
    ENV_NAME = "NAVD"
    # Builds looked for in each directory, relative to it.
    BUILDS = [".build/release/navd", ".build/debug/navd"].freeze
    # The binary a platform gem carries (Scripts/release puts it there); absent in the plain gem.
    PACKAGED = File.expand_path("../../libexec/navd", __dir__)

    # @param explicit [String, nil] a path that wins over everything
    # @param env [Hash{String=>String}] the environment to read `NAVD` and `PATH` from
    # @param cwd [String] where the walk up starts
    # @return [String] the executable's path
    # @raise [NotFound] listing every place looked at
    def self.locate(explicit = nil, env: ENV, cwd: Dir.pwd)
      new(env: env, cwd: cwd).locate(explicit)
    end

    # @param env [Hash{String=>String}]
    # @param cwd [String]
    # @param packaged [String] where this gem's own binary would be
    def initialize(env: ENV, cwd: Dir.pwd, packaged: PACKAGED)
      @env = env
      @cwd = cwd
      @packaged = packaged
    end

    # @param explicit [String, nil]
    # @return [String]
    # @raise [NotFound]
    def locate(explicit = nil)
      return checked(explicit.to_s, "given explicitly") if explicit

      named = @env[ENV_NAME]
      return checked(named, "from $#{ENV_NAME}") if named && !named.empty?

      searched = ["$#{ENV_NAME} (unset)"]
      return @packaged if executable?(@packaged)

      searched << "#{@packaged} (the binary of the navd-client platform gem; this gem has none)"
      on_path = find_on_path
      return on_path if on_path

      searched << "navd on PATH (#{@env.fetch('PATH', '')})"
      [@cwd, __dir__].each do |start|
        found = build_above(File.expand_path(start))
        return found if found

        searched << ".build/{release,debug}/navd in #{File.expand_path(start)} and every directory above it"
      end
      raise NotFound, searched
    end

    # The newer of the builds in `directory` or the nearest directory above it that has one.
    # @param directory [String]
    # @return [String, nil]
    def build_above(directory)
      loop do
        built = BUILDS.map { |relative| File.join(directory, relative) }.select { |path| executable?(path) }
        return built.max_by { |path| File.mtime(path) } unless built.empty?

        parent = File.dirname(directory)
        return nil if parent == directory

        directory = parent
      end
    end

    private

    def checked(path, origin)
      return path if executable?(path)

      raise NotFound, ["#{path} (#{origin}; missing or not executable)"]
    end

    def find_on_path
      @env.fetch("PATH", "").split(File::PATH_SEPARATOR).each do |directory|
        next if directory.empty?

        candidate = File.join(directory, "navd")
        return candidate if executable?(candidate)
      end
      nil
    end

    def executable?(path) = File.file?(path) && File.executable?(path)
  end
end
