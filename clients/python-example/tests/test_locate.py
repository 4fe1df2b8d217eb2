"""Finding the navd executable: argument, NAVD, the platform wheel's binary, the repo's .build, PATH."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from navd_client import NavdNotFound, locate_navd, navd_required


def make_exe(path: Path, mtime: float = 1_000_000.0) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    os.utime(path, (mtime, mtime))
    return path


@pytest.fixture
def clean_env(monkeypatch, tmp_path):
    monkeypatch.delenv("NAVD", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path / "empty-path"))
    return monkeypatch


def test_explicit_path_wins(tmp_path, clean_env):
    exe = make_exe(tmp_path / "bin" / "navd")
    clean_env.setenv("NAVD", "/nonexistent")
    assert locate_navd(exe) == exe


def test_explicit_missing_path_is_an_error(tmp_path, clean_env):
    with pytest.raises(NavdNotFound, match="given explicitly"):
        locate_navd(tmp_path / "nope")


def test_env_var(tmp_path, clean_env):
    exe = make_exe(tmp_path / "env" / "navd")
    clean_env.setenv("NAVD", str(exe))
    assert locate_navd(cwd=tmp_path) == exe


def test_env_var_pointing_nowhere_is_an_error(tmp_path, clean_env):
    clean_env.setenv("NAVD", str(tmp_path / "missing"))
    with pytest.raises(NavdNotFound, match=r"\$NAVD"):
        locate_navd(cwd=tmp_path)


def test_the_packaged_binary_comes_right_after_navd_before_builds_and_path(tmp_path, clean_env, monkeypatch):
    import navd_client.locate as locate

    packaged = make_exe(tmp_path / "venv" / "bin" / "navd")
    monkeypatch.setattr(locate, "packaged_navd", lambda: packaged)
    make_exe(tmp_path / "repo" / ".build" / "debug" / "navd")
    clean_env.setenv("PATH", str(make_exe(tmp_path / "pathdir" / "navd").parent))
    assert locate_navd(cwd=tmp_path / "repo") == packaged
    from_env = make_exe(tmp_path / "env" / "navd")
    clean_env.setenv("NAVD", str(from_env))
    assert locate_navd(cwd=tmp_path / "repo") == from_env


def test_the_packaged_binary_is_the_navd_file_the_distribution_recorded(tmp_path, monkeypatch):
    import importlib.metadata

    import navd_client.locate as locate

    binary = make_exe(tmp_path / "bin" / "navd")

    class Recorded(importlib.metadata.PackagePath):
        def locate(self):
            return tmp_path / self

    recorded = [Recorded("navd_client/__init__.py"), Recorded("lib/../bin/navd")]
    monkeypatch.setattr(importlib.metadata, "files", lambda name: recorded if name == "navd-client" else None)
    assert locate.packaged_navd() == binary
    binary.chmod(0o644)
    assert locate.packaged_navd() is None
    monkeypatch.setattr(importlib.metadata, "files", lambda name: [Recorded("navd_client/__init__.py")])
    assert locate.packaged_navd() is None


def test_repo_build_found_walking_up_newest_wins(tmp_path, clean_env):
    repo = tmp_path / "repo"
    make_exe(repo / ".build" / "debug" / "navd", mtime=2_000_000)
    release = make_exe(repo / ".build" / "release" / "navd", mtime=3_000_000)
    deep = repo / "clients" / "python-example" / "tests"
    deep.mkdir(parents=True)
    assert locate_navd(cwd=deep) == release
    os.utime(repo / ".build" / "debug" / "navd", (4_000_000, 4_000_000))
    assert locate_navd(cwd=deep) == repo / ".build" / "debug" / "navd"


def test_path_is_the_last_resort(tmp_path, clean_env):
    exe = make_exe(tmp_path / "pathdir" / "navd")
    clean_env.setenv("PATH", str(exe.parent))
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    found = locate_navd(cwd=outside)
    # The package's own checkout may hold a real build; otherwise PATH is used.
    assert found == exe or found.parts[-3:-1] in ((".build", "debug"), (".build", "release"))


def test_not_found_lists_where_it_looked(tmp_path, clean_env, monkeypatch):
    import navd_client.locate as locate

    monkeypatch.setattr(locate, "find_repo_build", lambda start: None)
    monkeypatch.setattr(locate, "packaged_navd", lambda: None)
    with pytest.raises(NavdNotFound) as caught:
        locate_navd(cwd=tmp_path)
    text = str(caught.value)
    assert "swift build" in text and "PATH" in text and "$NAVD (unset)" in text
    assert caught.value.searched[:2] == (
        "$NAVD (unset)",
        "the navd of the navd-client platform wheel (this installation has none)",
    )
    assert "`pip install navd-client` installs the platform wheel" in text


def test_not_found_summary_is_one_line_naming_every_place(tmp_path, clean_env, monkeypatch):
    import navd_client.locate as locate

    monkeypatch.setattr(locate, "find_repo_build", lambda start: None)
    monkeypatch.setattr(locate, "packaged_navd", lambda: None)
    with pytest.raises(NavdNotFound) as caught:
        locate_navd(cwd=tmp_path)
    summary = caught.value.summary
    assert "\n" not in summary
    assert summary.startswith("navd is not built (run `swift build`; looked at: $NAVD (unset); ")
    assert summary.endswith("; PATH)") and str(tmp_path) in summary


@pytest.mark.parametrize(("value", "required"), [(None, False), ("", False), ("0", False), ("1", True), ("yes", True)])
def test_navd_required_reads_the_environment(monkeypatch, value, required):
    if value is None:
        monkeypatch.delenv("NAVD_REQUIRED", raising=False)
    else:
        monkeypatch.setenv("NAVD_REQUIRED", value)
    assert navd_required() is required


def test_python_m_navd_client_runs_the_located_navd(tmp_path):
    import subprocess
    import sys

    exe = make_exe(tmp_path / "bin" / "navd")
    exe.write_text('#!/bin/sh\necho "ran $0 with $*"\n')
    env = {**os.environ, "NAVD": str(exe)}
    run = subprocess.run([sys.executable, "-m", "navd_client", "--version"], capture_output=True, text=True, env=env)
    assert (run.returncode, run.stdout) == (0, f"ran {exe} with --version\n")
    env["NAVD"] = str(tmp_path / "missing")
    run = subprocess.run([sys.executable, "-m", "navd_client"], capture_output=True, text=True, env=env)
    assert run.returncode == 1 and "navd executable not found" in run.stderr
