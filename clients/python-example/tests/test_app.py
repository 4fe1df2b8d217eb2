"""The driver (navd_client.app.App) against a small blog, in-process (WSGI, checked by
wsgiref.validate) and over HTTP (wsgiref on 127.0.0.1): what it requests, what it tells navd."""

from __future__ import annotations

from typing import Callable, Iterator, List
from wsgiref.validate import validator

import pytest
from app_servers import PATHS, Blog, Served

from navd_client.app import App

pytestmark = pytest.mark.navd_methods(
    "session/proposeVisit", "session/formSubmitted", "session/crossOriginRedirect", "session/visitFailed"
)


@pytest.fixture
def blog() -> Iterator[Blog]:
    made = Blog()
    yield made
    made.release.set()


@pytest.fixture(params=["wsgi", "url"])
def transport(request) -> str:
    return request.param


@pytest.fixture
def make_app(navd, blog, transport) -> Iterator[Callable[..., App]]:
    """Factory: ``make_app(platform="ios", **kwargs)`` → an App on the blog over the test's transport."""
    served: List[Served] = []
    apps: List[App] = []

    def target():
        if transport == "wsgi":
            return validator(blog)
        if not served:
            served.append(Served(blog))
        return served[0].url

    def make(platform: str = "ios", **kwargs) -> App:
        target_ = target()
        kwargs.setdefault("path_configuration", PATHS)
        app = App(target_, platform, navd=navd, **kwargs)
        apps.append(app)
        return app

    make.origin = lambda: "http://example.org" if transport == "wsgi" else target()  # type: ignore[attr-defined]
    yield make
    blog.release.set()
    for app in apps:
        app.close()
    for server in served:
        server.stop()


@pytest.fixture
def app(make_app) -> App:
    started = make_app()
    started.start()
    started.clear_requests()
    return started


def test_start_follows_the_root_redirect_and_re_proposes_it_as_a_replace(make_app):
    app = make_app()
    result = app.start()
    assert app.requests == [("GET", "/"), ("GET", "/posts")]
    assert [(v.url, v.load) for v in result.visits] == [(app.url("/"), "network")]
    assert app.state.main_locations == (app.url("/posts"),)
    assert app.state.web_session("main").rendered_url == app.url("/posts")
    assert (app.page.status, app.page.url, app.page.redirected) == (200, app.url("/posts"), True)
    assert "<h1>Posts</h1>" in app.page.body


@pytest.mark.parametrize(
    ("platform", "user_agent"),
    [
        ("ios", "Hotwire Native iOS; Turbo Native iOS; bridge-components: []"),
        ("android", "Hotwire Native Android; Turbo Native Android; bridge-components: [];"),
    ],
)
def test_every_request_carries_the_platforms_user_agent_and_turbos_accept(make_app, blog, platform, user_agent):
    app = make_app(platform)
    app.start()
    app.visit("/posts/new")
    app.submit("/posts", data={"post": {"title": "Hello"}})
    assert {r.user_agent for r in blog.received} == {user_agent}
    assert [(r.method, r.path, r.accept) for r in blog.received] == [
        ("GET", "/", "text/html, application/xhtml+xml"),
        ("GET", "/posts", "text/html, application/xhtml+xml"),
        ("GET", "/posts/new", "text/html, application/xhtml+xml"),
        ("POST", "/posts", "text/vnd.turbo-stream.html, text/html, application/xhtml+xml"),
        # fetch follows the 303 with the same request headers: the form's Accept.
        ("GET", "/posts", "text/vnd.turbo-stream.html, text/html, application/xhtml+xml"),
        # Android loads the list again (see the next test).
        *([("GET", "/posts", "text/html, application/xhtml+xml")] if platform == "android" else []),
    ]


def test_a_form_sends_its_data_the_pages_csrf_token_and_the_referer(app, blog):
    app.visit("/posts/new")
    app.submit("/posts", data={"post": {"title": "Hello"}, "tags": ["a", "b"]})
    post = [r for r in blog.received if r.method == "POST"][0]
    assert post.form == {"post[title]": ["Hello"], "tags[]": ["a", "b"]}
    assert (post.csrf_token, post.referer) == ("token-123", app.url("/posts/new"))


@pytest.mark.parametrize("platform", ["ios", "android"])
def test_a_modal_form_that_redirects_leaves_the_modal_and_renders_the_response(make_app, platform):
    app = make_app(platform)
    app.start()
    app.visit("/posts/new")
    assert app.state.presented and app.page.url == app.url("/posts/new")
    app.clear_requests()
    result = app.submit("/posts", data={"post[title]": "Hello"})
    assert result.outcome == "proposed"
    # POST, then the 303's GET: fetch follows it, and the proposal carries that response. iOS renders
    # it; Android re-routes /posts from its start destination as replace_root, which drops the
    # response (Navigator.replaceRootLocation saves no visit options) and requests the page again.
    assert app.requests == {"ios": [("POST", "/posts"), ("GET", "/posts")], "android": [("POST", "/posts"), ("GET", "/posts"), ("GET", "/posts")]}[platform]
    state = app.state
    assert (state.presented, state.main_locations) == (False, (app.url("/posts"),))
    assert [(v.url, v.load) for v in result.visits] == [(app.url("/posts"), {"ios": "response", "android": "network"}[platform])]
    # The flash cookie is read by the first GET /posts: Android's second load no longer shows it.
    flash = {"ios": "created", "android": ""}[platform]
    assert f"<p class=flash>{flash}</p><ul><li>First post</li><li>Hello</li></ul>" in app.page.body


def test_a_redirect_chain_is_followed_within_the_origin_and_re_proposed_once(app):
    result = app.visit("/chain")
    assert app.requests == [("GET", "/chain"), ("GET", "/chain/2"), ("GET", "/chain/3"), ("GET", "/posts/1")]
    assert [v.url for v in result.visits] == [app.url("/chain")]
    assert app.state.main_locations == (app.url("/posts"), app.url("/posts/1"))
    assert (app.page.url, app.page.redirected, app.page.body) == (app.url("/posts/1"), True, "<h1>Post 1</h1>")


def test_a_redirect_to_the_same_url_re_renders_in_place(app):
    app.visit("/again")
    assert app.requests == [("GET", "/again"), ("GET", "/again")]
    assert [method for method, _ in app.reported] == ["session/proposeVisit", "session/proposeVisit"]
    assert app.reported[1][1].in_place
    assert app.state.main_locations == (app.url("/posts"), app.url("/again"))
    assert app.state.top.error is None and app.page.body == "<p>again</p>"


def test_a_redirect_to_another_origin_pops_and_leaves_the_app_without_requesting_it(app):
    before = app.state.main_locations
    app.visit("/docs")
    assert app.requests == [("GET", "/docs")]
    assert app.state.main_locations == before
    assert app.state.web_session("main").rendered_url == app.url("/posts")
    assert [method for method, _ in app.reported] == ["session/proposeVisit", "session/crossOriginRedirect"]
    left = app.reported[1][1]
    assert (left.decision, left.external.url, left.operations[0].op) == ("cancel", "https://guides.example/start", "pop")


def test_a_form_redirected_to_another_origin_tells_navd_nothing(app):
    before = app.state
    assert app.submit("/leave") is None
    assert app.requests == [("POST", "/leave")]
    assert app.state == before


def test_a_307_keeps_the_method_and_the_body(app, blog):
    result = app.submit("/keep", data={"note": "kept"})
    assert app.requests == [("POST", "/keep"), ("POST", "/echo")]
    assert blog.received[-1].form == {"note": ["kept"]}
    assert result.outcome == "proposed" and result.proposal.visits[0].url == app.url("/echo")


@pytest.mark.parametrize(("path", "status"), [("/missing", 404), ("/boom", 500)])
def test_a_failed_visit_shows_the_error_view_and_navigation_stays(app, path, status):
    app.visit(path)
    assert app.requests == [("GET", path)]
    state = app.state
    assert state.main_locations == (app.url("/posts"), app.url(path))
    assert state.top.error is not None and state.top.error.status_code == status
    assert app.page.status == status
    app.reload()
    assert app.requests == [("GET", path), ("GET", path)]
    assert app.state.top.error.status_code == status


def test_an_invalid_form_renders_422_in_the_modal_and_nothing_navigates(app):
    app.visit("/posts/new")
    before = app.state
    result = app.submit("/posts", data={"post[title]": ""})
    assert result.outcome == "renderedInPlace" and result.proposal is None
    assert (app.state.main, app.state.modal) == (before.main, before.modal)
    assert (app.page.status, app.page.body) == (422, "<p>Title can't be blank</p>")


def test_a_post_answered_200_without_a_redirect_must_redirect(app):
    before = app.state
    assert app.submit("/echo", data={"a": "1"}).outcome == "mustRedirect"
    assert (app.state.main, app.requests) == (before.main, [("POST", "/echo")])


def test_patch_put_and_delete_go_as_html_forms_carry_them_unless_asked(app, blog):
    app.submit("/echo", method="patch", data={"a": "1"})
    app.submit("/echo", method="put", data=[("a", "1"), ("a", "2")], method_field="_verb")
    assert [(r.method, r.form) for r in blog.received[-2:]] == [
        ("POST", {"_method": ["patch"], "a": ["1"]}),
        ("POST", {"_verb": ["put"], "a": ["1", "2"]}),
    ]
    assert app.requests == [("PATCH", "/echo"), ("PUT", "/echo")]
    result = app.submit("/posts/1", method="delete", method_field=None)
    assert (blog.received[-1].method, app.requests[-1], result.outcome) == ("DELETE", ("DELETE", "/posts/1"), "noHTML")


@pytest.mark.parametrize(
    ("method", "path", "outcome"),
    [
        # A 200 Turbo Stream to a POST: reported with html false, not redirected; navd's table checks
        # "a non-GET 200 not redirected" first (Turbo's StreamObserver would take it before that check).
        ("post", "/comments", "mustRedirect"),
        ("delete", "/posts/1", "noHTML"),
    ],
)
def test_a_turbo_stream_or_a_204_is_no_html_and_nothing_happens(app, method, path, outcome):
    before = app.state
    page = app.page
    result = app.submit(path, method=method, method_field=None)
    assert (result.outcome, result.proposal) == (outcome, None)
    assert (app.state.main, app.requests, app.page) == (before.main, [(method.upper(), path)], page)
    stream = path == "/comments"
    assert (app.last_response.status, app.last_response.turbo_stream) == (200 if stream else 204, stream)
    assert app.last_response.body == ('<turbo-stream action="append" target="comments"></turbo-stream>' if stream else "")


def test_a_visit_answered_with_a_turbo_stream_fails_as_turbos_content_type_mismatch(app):
    app.visit("/stream")
    assert app.state.top.error is not None and app.state.top.error.status_code == 0


def test_a_get_form_sends_its_data_as_the_query(app):
    result = app.submit("/posts/search", method="get", data={"q": "first post"})
    assert app.requests == [("GET", "/posts/search?q=first+post")]
    assert result.outcome == "proposed"
    assert app.state.main_locations[-1] == app.url("/posts/search?q=first+post")


def test_cookies_set_on_a_redirect_are_kept_like_a_web_views(app, blog):
    app.visit("/sign-in")
    assert app.requests == [("GET", "/sign-in"), ("GET", "/whoami")]
    assert app.page.body == "<p>signed in as reader</p>"
    app.visit("/posts/1")
    assert "user=reader" in blog.received[-1].cookie.split("; ")


def test_a_back_restores_from_the_snapshot_without_a_request(app):
    app.visit("/posts/1")
    app.clear_requests()
    result = app.back()
    assert [(v.url, v.load) for v in result.visits] == [(app.url("/posts"), "snapshot")]
    assert app.requests == []
    assert app.page.url == app.url("/posts")


def test_the_path_configuration_is_fetched_from_the_app_and_counted(make_app):
    app = make_app(path_configuration="/config.json")
    assert app.requests == [("GET", "/config.json")]
    app.start()
    app.visit("/posts/new")
    assert app.state.presented


def test_route_and_dismiss_perform_their_visits(app):
    app.route("/posts/new")
    assert app.requests == [("GET", "/posts/new")] and app.state.presented
    app.dismiss_modal()
    assert not app.state.presented and app.page.url == app.url("/posts")


def test_each_tab_has_its_own_web_views_and_a_selected_tab_is_loaded(make_app):
    origin = make_app.origin()
    app = make_app(configuration={"tabs": [{"id": "posts", "url": f"{origin}/"}, {"id": "me", "url": f"{origin}/whoami"}]})
    app.start()
    # Tabs load eagerly (Hotwire Native 1.3): both start visits come with client/open, in tab order
    # ("/" redirects to "/posts").
    assert app.requests == [("GET", "/"), ("GET", "/posts"), ("GET", "/whoami")]
    app.select_tab("me")
    assert app.requests == [("GET", "/"), ("GET", "/posts"), ("GET", "/whoami")]
    assert (app.state.active_tab, app.state.main_locations) == ("me", (app.url("/whoami"),))
    assert app.page.body == "<p>signed in as nobody</p>"
    assert app.page_of("main", tab="me") is app.page and app.page_of("main", tab="posts") is not app.page


def test_a_lazily_loaded_tab_is_requested_on_its_first_selection_only(make_app):
    origin = make_app.origin()
    tabs = [{"id": "posts", "url": f"{origin}/"}, {"id": "me", "url": f"{origin}/whoami"}]
    app = make_app(configuration={"tabs": tabs, "lazyLoadTabs": True})
    app.start()
    assert app.requests == [("GET", "/"), ("GET", "/posts")]
    app.select_tab("me")
    app.select_tab("posts")
    app.select_tab("me")
    assert app.requests == [("GET", "/"), ("GET", "/posts"), ("GET", "/whoami")]
    assert (app.state.active_tab, app.state.main_locations) == ("me", (app.url("/whoami"),))
    assert app.page.body == "<p>signed in as nobody</p>"
    assert app.page_of("main", tab="me") is app.page and app.page_of("main", tab="posts") is not app.page
