"""The Python driver against the real Rails example (examples/rails-blog), served by ``rails server``.

One server for the session: Rails from Debian (Puma or WEBrick, whichever Rails picks), on
127.0.0.1 on a free port, in the development environment with a fresh SQLite database in a
temporary directory (the example loads its schema and seeds into a new database at boot: the
seeded "First post" is id 1). Tests share that server, so each creates the records it changes.

The suite is skipped when the example app is not in this checkout; a missing Ruby or a server
that does not come up skips too, or fails under ``NAVD_REQUIRED=1`` (as CI runs it).
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import time
import urllib.request
import uuid
from pathlib import Path
from typing import Callable, Iterator, List
from urllib.parse import urlencode

import pytest
from navd_client import pytest_plugin
from navd_client.app import App

ROOT = Path(__file__).resolve().parents[2]
RAILS_APP = ROOT / "examples" / "rails-blog"
#: Seconds ``rails server`` may take to answer its first request.
BOOT_TIMEOUT = 60.0


def pytest_collection_modifyitems(config: pytest.Config, items: List[pytest.Item]) -> None:
    if not (RAILS_APP / "config.ru").is_file():
        skip = pytest.mark.skip(reason=f"the Rails example is not in this checkout ({RAILS_APP.relative_to(ROOT)})")
        for item in items:
            item.add_marker(skip)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class RailsServer:
    """``rails server`` for the example, with its own database and pid file under ``directory``."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = directory / "rails-server.log"
        env = dict(os.environ, RAILS_ENV="development", DATABASE_URL=f"sqlite3:{directory / 'blog.sqlite3'}")
        env.pop("RAILS_LOG_TO_STDOUT", None)
        command = [
            shutil.which("ruby") or "ruby", "bin/rails", "server",
            "-b", "127.0.0.1", "-p", str(self.port), "-P", str(directory / "server.pid"),
        ]  # fmt: skip
        with self.log.open("wb") as log:
            self.process = subprocess.Popen(
                command, cwd=RAILS_APP, env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT
            )

    def wait_until_up(self) -> None:
        """Returns once the app answers its path configuration; raises RuntimeError with the log otherwise."""
        deadline = time.monotonic() + BOOT_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"rails server exited with status {self.process.returncode}:\n{self.log_tail()}")
            try:
                with urllib.request.urlopen(f"{self.url}/configurations/ios_v1.json", timeout=2) as response:
                    if response.status == 200:
                        return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError(f"rails server did not answer within {BOOT_TIMEOUT:g} s:\n{self.log_tail()}")

    def log_tail(self, lines: int = 30) -> str:
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])

    def stop(self) -> None:
        """SIGTERM (Puma and WEBrick stop gracefully), then SIGKILL after 10 s; always reaped."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@pytest.fixture(scope="session")
def rails(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RailsServer]:
    """The running example (``.url``), stopped after the session."""
    if shutil.which("ruby") is None:
        pytest_plugin.navd_unavailable("ruby is not installed (Scripts/install-system-tools installs it)", what="Rails unavailable")
    server = RailsServer(tmp_path_factory.mktemp("rails-blog"))
    try:
        server.wait_until_up()
    except RuntimeError as error:
        server.stop()
        pytest_plugin.navd_unavailable(str(error), what="Rails unavailable")
    yield server
    server.stop()


@pytest.fixture(params=["ios", "android"])
def platform(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture
def blog(navd_app, rails: RailsServer, platform: str) -> App:
    """The example as a Hotwire Native app of ``platform``, started: its path configuration
    fetched from the app, the start location (``/``, redirected to ``/posts``) loaded, and the
    requests so far forgotten."""
    app = navd_app(platform, f"/configurations/{platform}_v1.json", target=rails.url)
    assert app.requests == [("GET", f"/configurations/{platform}_v1.json")]
    app.start()
    assert app.requests[1:] == [("GET", "/"), ("GET", "/posts")]
    assert app.state.main_locations == (app.url("/posts"),)
    app.clear_requests()
    return app


@pytest.fixture
def new_post(rails: RailsServer) -> Callable[[], "tuple[int, str]"]:
    """Factory: creates a post as a browser would (not the app under test) → ``(id, title)``."""

    def create() -> "tuple[int, str]":
        title = f"Post {uuid.uuid4().hex[:8]}"
        data = urlencode({"post[title]": title, "post[body]": "Made for one test."}).encode()
        with urllib.request.urlopen(urllib.request.Request(f"{rails.url}/posts", data=data), timeout=10) as response:
            listing = response.read().decode()
        found = re.search(rf'<a href="/posts/(\d+)">{re.escape(title)}</a>', listing)
        assert found, f"the new post {title!r} is not in the list:\n{listing}"
        return int(found.group(1)), title

    return create
