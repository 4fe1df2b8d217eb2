"""The driver when the server fails it: a server that hangs, one that dies mid-test, an app that
raises, a redirect loop, and targets or arguments it cannot use — each a typed error naming the request."""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Iterator

import pytest
from app_servers import PATHS, Blog, Served

from navd_client import NavdException
from navd_client.app import App
from navd_client.app_errors import (
    AppConnectionError,
    AppError,
    AppPathConfigurationError,
    AppRaised,
    AppTargetError,
    AppTimeout,
    AppTooManyRedirects,
)

pytestmark = pytest.mark.navd_methods("session/proposeVisit", "session/formSubmitted", "session/visitFailed")


@pytest.fixture
def blog() -> Iterator[Blog]:
    made = Blog()
    yield made
    made.release.set()


@pytest.fixture
def served(blog) -> Iterator[Served]:
    server = Served(blog)
    yield server
    blog.release.set()
    server.stop()


def closed_port() -> int:
    """A port on 127.0.0.1 that nothing listens on (bound, then released)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_hanging_server_times_out_naming_the_request(navd, served):
    with App(served.url, navd=navd, path_configuration=PATHS, timeout=0.3) as app:
        app.start()
        with pytest.raises(AppTimeout) as caught:
            app.visit("/hang?page=2")
        assert (caught.value.request, caught.value.timeout) == ("GET /hang?page=2", 0.3)
        assert str(caught.value) == f"GET /hang?page=2: {served.url} did not answer within 0.3 s"
        with pytest.raises(AppTimeout, match=r"^POST /hang: "):
            app.submit("/hang", data={"a": "1"})
        assert app.requests[-2:] == [("GET", "/hang?page=2"), ("POST", "/hang")]


def test_a_server_that_dies_mid_test_fails_the_visit_and_says_which_request(navd, blog):
    server = Served(blog)
    with App(server.url, navd=navd, path_configuration=PATHS) as app:
        app.start()
        server.stop()
        app.visit("/posts/1")
        # As a web view: the entry shows its error view (status 0, a network error); nothing raises.
        state = app.state
        assert state.main_locations == (app.url("/posts"), app.url("/posts/1"))
        assert state.top.error is not None and state.top.error.status_code == 0
        assert (app.page.status, app.page.url, app.page.body) == (0, app.url("/posts/1"), "")
        assert [method for method, _ in app.reported] == ["session/proposeVisit", "session/visitFailed"]
        # A form has no error view to show: the test hears of it.
        with pytest.raises(AppConnectionError) as caught:
            app.submit("/posts", data={"post[title]": "x"})
        assert caught.value.request == "POST /posts"
        assert str(caught.value).startswith(f"POST /posts: a network error talking to {server.url}: ")
        assert app.state == state


def test_a_target_nobody_listens_on_shows_the_error_view_and_a_reload_retries(navd):
    target = f"http://127.0.0.1:{closed_port()}"
    with App(target, navd=navd) as app:
        app.start()
        assert app.state.top.error.status_code == 0 and app.requests == [("GET", "/")]
        app.reload()
        assert app.state.top.error.status_code == 0 and app.requests == [("GET", "/"), ("GET", "/")]
    with pytest.raises(AppConnectionError, match=r"^GET /paths\.json: a network error talking to http://127\.0\.0\.1:\d+: "):
        App(target, path_configuration="/paths.json")


def test_a_wsgi_app_that_raises_is_named_with_its_exception_chained(navd, blog):
    with App(blog, navd=navd) as app:
        app.start()
        with pytest.raises(AppRaised) as caught:
            app.visit("/raise")
        assert str(caught.value) == "GET /raise: the WSGI application raised ValueError: the blog broke"
        assert isinstance(caught.value.__cause__, ValueError)


def test_a_redirect_loop_is_a_network_error_after_twenty_redirects(navd, blog):
    with App(blog, navd=navd) as app:
        app.start()
        app.clear_requests()
        with pytest.raises(AppTooManyRedirects, match=r"^GET /loop: http://example\.org redirected it more than 20 times$"):
            app.visit("/loop")
        assert app.requests == [("GET", "/loop")] * 21
        assert app.state.top.error.status_code == 0


@pytest.mark.parametrize(
    ("target", "message"),
    [
        (42, "target must be a base URL such as 'http://127.0.0.1:3000' or a WSGI callable, not 42"),
        ("localhost:3000", "target must be a base URL such as 'http://127.0.0.1:3000' or a WSGI callable, not 'localhost:3000'"),
        ("ftp://example.org/", "target must be a base URL such as 'http://127.0.0.1:3000' or a WSGI callable, not 'ftp://example.org/'"),
        ("http://", "target must be a base URL such as 'http://127.0.0.1:3000' or a WSGI callable, not 'http://'"),
    ],
)  # fmt: skip
def test_a_bad_target_is_refused_before_navd_starts(target, message):
    with pytest.raises(AppTargetError) as caught:
        App(target, navd=None)
    assert str(caught.value) == message
    assert isinstance(caught.value, AppError) and isinstance(caught.value, NavdException)


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"platform": "web"}, AppTargetError, "platform must be 'ios' or 'android', not 'web'"),
        ({"path_configuration": "config.json"}, AppTargetError,
         "path_configuration must be a path on the app ('/configurations/ios_v1.json'), a mapping or a pathlib.Path, not 'config.json'"),
        ({"path_configuration": "/missing.json"}, AppPathConfigurationError, "path configuration GET /missing.json: the app answered 404"),
        ({"path_configuration": "/config-list.json"}, AppPathConfigurationError, "path configuration GET /config-list.json: not a JSON object"),
        ({"path_configuration": "/docs"}, AppPathConfigurationError,
         "path configuration GET /docs: redirected to another origin (https://guides.example/start)"),
    ],
)  # fmt: skip
def test_bad_arguments_are_refused_before_navd_starts(blog, kwargs, error, message):
    with pytest.raises(error) as caught:
        App(blog, **kwargs)
    assert str(caught.value) == message


def test_a_path_configuration_file_is_read(navd, blog, tmp_path: Path):
    config = tmp_path / "paths.json"
    config.write_text('{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}')
    with App(blog, navd=navd, path_configuration=config) as app:
        app.start()
        app.visit("/posts/new")
        assert app.state.presented and app.requests == [("GET", "/"), ("GET", "/posts"), ("GET", "/posts/new")]


def test_an_unknown_form_method_is_refused_and_nothing_is_sent(navd, blog):
    with App(blog, navd=navd) as app:
        app.start()
        app.clear_requests()
        with pytest.raises(AppTargetError, match=r"^method must be one of get, post, put, patch, delete, not 'fetch'$"):
            app.submit("/posts", method="fetch")
        assert app.requests == []


def test_closing_an_app_closes_the_navd_it_spawned_and_only_that(navd, blog):
    with App(blog) as owner:
        owner.start()
    assert owner.navd.closed and owner.navd.returncode == 0
    shared = App(blog, navd=navd)
    shared.close()
    shared.close()
    assert not navd.closed and shared.client.client_id not in navd.list_clients()
