# frozen_string_literal: true

require_relative "../test_helper"
require "fileutils"

class LocatorTest < Minitest::Test
  def setup
    @root = Dir.mktmpdir("navd-locator")
    @empty_path = File.join(@root, "empty-path")
    FileUtils.mkdir_p(@empty_path)
  end

  def teardown
    FileUtils.rm_rf(@root)
  end

  def executable(relative, mtime: Time.at(1_000_000))
    path = File.join(@root, relative)
    FileUtils.mkdir_p(File.dirname(path))
    File.write(path, "#!/bin/sh\n")
    File.chmod(0o755, path)
    File.utime(mtime, mtime, path)
    path
  end

  def locator(env = {}, cwd: @root, packaged: File.join(@root, "gem/libexec/navd"))
    Navd::Locator.new(env: { "PATH" => @empty_path }.merge(env), cwd: cwd, packaged: packaged)
  end

  def test_an_explicit_path_wins_over_navd_env
    exe = executable("bin/navd")
    assert_equal exe, locator({ "NAVD" => "/nonexistent" }).locate(exe)
  end

  def test_an_explicit_missing_path_is_an_error_not_a_fallback
    error = assert_raises(Navd::NotFound) { locator.locate(File.join(@root, "nope")) }
    assert_includes error.message, "given explicitly; missing or not executable"
  end

  def test_navd_env_wins_over_path_and_builds
    from_env = executable("env/navd")
    on_path = executable("on-path/navd")
    executable("repo/.build/debug/navd")
    found = locator({ "NAVD" => from_env, "PATH" => File.dirname(on_path) }, cwd: File.join(@root, "repo")).locate
    assert_equal from_env, found
  end

  def test_navd_env_pointing_nowhere_is_an_error
    error = assert_raises(Navd::NotFound) { locator({ "NAVD" => File.join(@root, "missing") }).locate }
    assert_includes error.message, "from $NAVD"
    assert_equal ["#{File.join(@root, 'missing')} (from $NAVD; missing or not executable)"], error.searched
  end

  def test_the_gems_own_binary_comes_right_after_navd_env_before_path_and_builds
    packaged = executable("gem/libexec/navd")
    on_path = executable("on-path/navd")
    executable("repo/.build/debug/navd")
    env = { "PATH" => File.dirname(on_path) }
    assert_equal packaged, locator(env, cwd: File.join(@root, "repo")).locate
    from_env = executable("env/navd")
    assert_equal from_env, locator(env.merge("NAVD" => from_env), cwd: File.join(@root, "repo")).locate
  end

  def test_the_gems_binary_is_libexec_navd_beside_lib
    assert_equal File.expand_path("../../libexec/navd", __dir__), Navd::Locator::PACKAGED
  end

  def test_path_wins_over_builds
    on_path = executable("on-path/navd")
    executable("repo/.build/debug/navd")
    path = [File.join(@root, "not-here"), File.dirname(on_path)].join(File::PATH_SEPARATOR)
    assert_equal on_path, locator({ "PATH" => path }, cwd: File.join(@root, "repo")).locate
  end

  def test_a_build_above_the_working_directory_the_newer_of_release_and_debug
    debug = executable("repo/.build/debug/navd", mtime: Time.at(2_000_000))
    release = executable("repo/.build/release/navd", mtime: Time.at(3_000_000))
    deep = File.join(@root, "repo/app/test/navigation")
    FileUtils.mkdir_p(deep)
    assert_equal release, locator(cwd: deep).locate
    File.utime(Time.at(4_000_000), Time.at(4_000_000), debug)
    assert_equal debug, locator(cwd: deep).locate
  end

  def test_the_nearest_build_wins
    executable("repo/.build/debug/navd", mtime: Time.at(9_000_000))
    inner = executable("repo/nested/.build/debug/navd", mtime: Time.at(1_000_000))
    assert_equal inner, locator.build_above(File.join(@root, "repo/nested"))
  end

  def test_a_file_that_is_not_executable_is_not_a_build
    path = File.join(@root, "repo/.build/debug/navd")
    FileUtils.mkdir_p(File.dirname(path))
    File.write(path, "not a program")
    assert_nil locator.build_above(File.join(@root, "repo"))
  end

  def test_not_found_lists_every_place_it_looked
    finder = locator
    finder.define_singleton_method(:build_above) { |_directory| nil }
    error = assert_raises(Navd::NotFound) { finder.locate }
    assert_equal "$NAVD (unset)", error.searched.first
    assert_equal "#{File.join(@root, 'gem/libexec/navd')} (the binary of the navd-client platform gem; this gem has none)",
                 error.searched[1]
    assert_includes error.searched[2], "navd on PATH (#{@empty_path})"
    assert_includes error.searched[3], ".build/{release,debug}/navd in #{@root}"
    assert_includes error.message, "swift build"
    assert_includes error.message, "gem install navd-client --platform x86_64-linux"
  end
end
