"""Six flows through the real Rails example, driven by navd_client.app.App over HTTP, on iOS and on
Android. Each asserts the stacks navd keeps AND the exact requests the web views made.

The driver sends PATCH and DELETE forms as Rails renders them (``form_with``, ``button_to``): a POST
with a ``_method`` field, which fetch follows with a GET after the 302 of turbo-rails'
historical-location redirects; ``requests`` lists them by the method the app sees.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.navd_methods(
    "session/proposeVisit", "session/formSubmitted", "session/crossOriginRedirect", "session/visitFailed"
)

SIGN_IN = {"email": "reader@example.org", "password": "secret"}


def per_platform(platform: str, ios, android):
    return {"ios": ios, "android": android}[platform]


def test_a_new_post_in_a_modal_recedes_to_the_list(blog, platform):
    blog.visit("/posts/new")
    assert blog.requests == [("GET", "/posts/new")]
    assert (blog.state.presented, blog.state.modal_locations) == (True, (blog.url("/posts/new"),))
    blog.clear_requests()

    title = f"Hello from {platform}"
    result = blog.submit("/posts", data={"post[title]": title, "post[body]": "Written in a modal."})

    assert result.outcome == "proposed"
    state = blog.state
    assert (state.presented, state.modal_locations, state.main_locations) == (False, (), (blog.url("/posts"),))
    recede = ("GET", "/recede_historical_location?notice=Post+created")
    # iOS dismisses the sheet and shows main's top as it was (no appearance callback, so no visit);
    # Android restores the revealed list, and the POST cleared its one web view's snapshots: a request.
    assert blog.requests == per_platform(platform, [("POST", "/posts"), recede], [("POST", "/posts"), recede, ("GET", "/posts")])
    if platform == "ios":
        assert title not in blog.page.body  # the list under the sheet, from before the post
        blog.clear_requests()
        blog.reload()  # pull to refresh
        assert blog.requests == [("GET", "/posts")]
    assert blog.page.url == blog.url("/posts")
    assert f">{title}</a>" in blog.page.body
    assert '<p class="notice">Post created</p>' in blog.page.body


def test_an_invalid_post_renders_422_in_the_modal_and_nothing_navigates(blog):
    blog.visit("/posts/new")
    before = blog.state
    blog.clear_requests()

    result = blog.submit("/posts", data={"post[title]": "", "post[body]": "No title."})

    assert (result.outcome, result.proposal) == ("renderedInPlace", None)
    assert blog.requests == [("POST", "/posts")]
    state = blog.state
    assert (state.main, state.modal, state.presented) == (before.main, before.modal, True)
    assert blog.page.status == 422
    assert "Title can&#39;t be blank" in blog.page.body


def test_editing_signed_out_redirects_into_the_sign_in_modal_and_signing_in_returns(blog, platform):
    blog.visit("/posts/1")
    blog.clear_requests()

    blog.visit("/posts/1/edit")

    # The edit modal's visit is redirected to the sign-in form: re-proposed as a replace in the modal.
    assert blog.requests == [("GET", "/posts/1/edit"), ("GET", "/session/new")]
    state = blog.state
    assert (state.presented, state.main_locations, state.modal_locations) == (
        True, (blog.url("/posts"), blog.url("/posts/1")), (blog.url("/session/new"),),
    )  # fmt: skip
    assert '<p class="alert">Sign in to continue</p>' in blog.page.body
    blog.clear_requests()

    result = blog.submit("/session", data=SIGN_IN)

    assert result.outcome == "proposed"
    resume = ("GET", "/resume_historical_location?notice=Signed+in")
    assert blog.requests == per_platform(platform, [("POST", "/session"), resume], [("POST", "/session"), resume, ("GET", "/posts/1")])
    state = blog.state
    assert (state.presented, state.main_locations) == (False, (blog.url("/posts"), blog.url("/posts/1")))
    assert blog.page.url == blog.url("/posts/1") and "<h1>First post</h1>" in blog.page.body
    blog.clear_requests()

    blog.visit("/posts/1/edit")  # the session cookie is kept: now the form itself

    assert blog.requests == [("GET", "/posts/1/edit")]
    assert blog.state.modal_locations == (blog.url("/posts/1/edit"),)


def test_deleting_from_a_post_page_goes_back_to_the_list(blog, new_post, platform):
    post_id, title = new_post()
    blog.visit(f"/posts/{post_id}")
    assert blog.state.main_locations == (blog.url("/posts"), blog.url(f"/posts/{post_id}"))
    blog.clear_requests()

    result = blog.submit(f"/posts/{post_id}", method="delete")

    assert result.outcome == "proposed"
    # fetch follows the 303 to the list; the proposal of the previous page pops back to it, and the
    # revealed list restores from the network (the form cleared the session's snapshots).
    assert blog.requests == [("DELETE", f"/posts/{post_id}"), ("GET", "/posts"), ("GET", "/posts")]
    assert [(v.url, v.action, v.load) for v in result.visits] == per_platform(
        platform,
        [(blog.url("/posts"), "advance", "response"), (blog.url("/posts"), "restore", "network")],
        [(blog.url("/posts"), "restore", "network")],
    )
    assert blog.state.main_locations == (blog.url("/posts"),)
    assert f">{title}</a>" not in blog.page.body
    # The flash went with the first GET /posts; the restore's list is rendered without it.
    assert "Post deleted" not in blog.page.body


def test_editing_in_a_modal_refreshes_the_post_page(blog, new_post, platform):
    post_id, _ = new_post()
    blog.visit("/session/new")
    blog.submit("/session", data=SIGN_IN)
    blog.visit(f"/posts/{post_id}")
    blog.visit(f"/posts/{post_id}/edit")
    assert blog.state.modal_locations == (blog.url(f"/posts/{post_id}/edit"),)
    blog.clear_requests()

    result = blog.submit(f"/posts/{post_id}", method="patch", data={"post[title]": "Edited title"})

    assert result.outcome == "proposed"
    refresh = ("GET", "/refresh_historical_location?notice=Post+updated")
    page = ("GET", f"/posts/{post_id}")
    # iOS refreshes the revealed post page: one network load. Android refreshes it and then restores
    # the revealed page too, from the network (the POST cleared its web view's snapshots).
    assert blog.requests == per_platform(platform, [("PATCH", f"/posts/{post_id}"), refresh, page], [("PATCH", f"/posts/{post_id}"), refresh, page, page])
    assert result.network_loads == per_platform(platform, (blog.url(f"/posts/{post_id}"),), (blog.url(f"/posts/{post_id}"),) * 2)
    state = blog.state
    assert (state.presented, state.main_locations) == (False, (blog.url("/posts"), blog.url(f"/posts/{post_id}")))
    assert "<h1>Edited title</h1>" in blog.page.body
    # The flash is shown by the first load after the refresh page: Android's second load has none.
    assert ('<p class="notice">Post updated</p>' in blog.page.body) is (platform == "ios")


def test_the_documentation_link_leaves_the_app_and_the_stacks_stay(blog, platform):
    before = blog.state

    blog.visit("/docs")

    assert blog.requests == [("GET", "/docs")]  # guides.rubyonrails.org is never requested by the app
    assert [method for method, _ in blog.reported] == ["session/proposeVisit", "session/crossOriginRedirect"]
    left = blog.reported[1][1]
    assert (left.decision, left.external.url) == ("cancel", "https://guides.rubyonrails.org/")
    assert left.external.kind == per_platform(platform, "safari", "browserTab")
    state = blog.state
    assert (state.main, state.modal, state.presented) == (before.main, before.modal, False)
    assert blog.page.url == blog.url("/posts")
