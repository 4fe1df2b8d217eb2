"""Fixtures for the HTML report suite: the navd under test (navd_client's locator: ``NAVD``, then
the newest ``.build/{release,debug}/navd`` of this checkout), headless Chromium, a copy of the
project's example scenarios, and the folder CI uploads screenshots from (``.build/html-report``).

Without a built navd or without Chromium every test is skipped; ``NAVD_REQUIRED=1`` makes either
a failure.
"""

from __future__ import annotations

import html
import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from navd_client import pytest_plugin

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
EXAMPLES = ROOT / "examples" / "scenarios"
ARTIFACTS = ROOT / ".build" / "html-report"
#: The viewport of every page load: the DOM's geometry and the screenshots share it.
WINDOW = (1100, 1300)


@pytest.fixture(scope="session")
def navd() -> Path:
    """The navd executable under test."""
    return pytest_plugin.located_navd(HERE)


@pytest.fixture()
def run_navd(navd: Path):
    """Runs `navd ARGS...` in a folder and returns the completed process (text output)."""

    def run(*arguments: str, cwd: Path) -> subprocess.CompletedProcess:
        return pytest_plugin.run_navd(navd, *arguments, cwd=cwd, timeout=120)

    return run


@pytest.fixture()
def examples(tmp_path: Path) -> Path:
    """A copy of examples/scenarios to run in (and to add failing scenarios to)."""
    target = tmp_path / "scenarios"
    shutil.copytree(EXAMPLES, target)
    return target


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """`.build/html-report`: the reports and screenshots, kept for CI to upload."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


class Chromium:
    """Debian's chromium, headless, from its command line: `--dump-dom` and `--screenshot`."""

    def __init__(self, executable: str):
        self.executable = executable
        #: The viewport (width, height) of every page load and screenshot.
        self.window = WINDOW

    def _run(self, *arguments: str, page: Path) -> subprocess.CompletedProcess:
        with tempfile.TemporaryDirectory(prefix="navd-chromium-") as profile:
            command = [
                self.executable,
                "--headless",
                "--no-sandbox",  # CI containers run as root, where Chromium's sandbox cannot start
                "--disable-gpu",
                "--no-first-run",
                "--disable-extensions",
                "--hide-scrollbars",
                "--force-device-scale-factor=1",
                f"--window-size={WINDOW[0]},{WINDOW[1]}",
                f"--user-data-dir={profile}",
                *arguments,
                page.resolve().as_uri(),
            ]
            run = subprocess.run(command, capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
        assert run.returncode == 0, run.stderr[-2000:]
        return run

    def dump_dom(self, page: Path) -> str:
        """The DOM after the page loaded, serialized."""
        return self._run("--dump-dom", page=page).stdout

    def screenshot(self, page: Path, target: Path) -> Path:
        """A PNG of the viewport with the page loaded."""
        self._run(f"--screenshot={target}", page=page)
        assert target.is_file() and target.stat().st_size > 0
        return target

    def geometry(self, page: Path) -> list:
        """Where each phone's screen and modal are, in page pixels: the report with a measuring
        script appended (the report itself has none), loaded and dumped."""
        measured = page.with_name(page.stem + ".measured.html")
        script = (HERE / "measure.js").read_text(encoding="utf-8")
        measured.write_text(page.read_text(encoding="utf-8") + f"<script>{script}</script>", encoding="utf-8")
        dom = self.dump_dom(measured)
        start = dom.index('<pre id="geometry">') + len('<pre id="geometry">')
        return json.loads(html.unescape(dom[start : dom.index("</pre>", start)]))


@pytest.fixture(scope="session")
def chromium() -> Chromium:
    """Headless Chromium; skipped without it, a failure with ``NAVD_REQUIRED=1``."""
    executable = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not executable:
        message = "chromium is not installed (Scripts/install-system-tools installs Debian's)"
        if os.environ.get("NAVD_REQUIRED") == "1":
            pytest.fail(message)
        pytest.skip(message)
    return Chromium(executable)
