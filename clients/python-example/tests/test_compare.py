"""``compare`` (docs/protocol.md §11): the typed result, and navd's structural errors."""

from __future__ import annotations

import pytest

from navd_client import Comparison, ErrorCode, Navd, NavdError, NavdProtocolError

VIEW = {
    "decision": "navigate", "external": None, "main": ["https://app.example/posts"], "modal": [],
    "presented": False, "currentVisitableURL": "https://app.example/posts", "pullToRefreshEnabled": True,
    "visits": [{"url": "https://app.example/posts", "action": "advance", "load": "network"}], "error": None,
}  # fmt: skip


def test_comparison_reads_every_step_and_its_differences():
    modal = dict(VIEW, main=[], modal=["https://app.example/posts"], presented=True)
    result = Comparison.from_json(
        {
            "steps": [
                {"index": 0, "method": "route", "same": True, "differences": [], "ios": VIEW, "android": VIEW},
                {
                    "index": 1, "method": "route", "same": False,
                    "differences": [
                        {"field": "main", "ios": VIEW["main"], "android": []},
                        {"field": "presented", "ios": False, "android": True},
                    ],
                    "ios": VIEW, "android": modal,
                },
            ],
            "divergent": [1],
        }
    )  # fmt: skip
    assert result.divergent == (1,)
    assert [step.index for step in result.divergent_steps] == [1]
    step = result.steps[1]
    assert [d.field for d in step.differences] == ["main", "presented"]
    assert step.android.modal == ("https://app.example/posts",) and step.android.presented is True
    assert step.ios.visits == (("https://app.example/posts", "advance"),)
    assert (step.ios.visit_loads, step.ios.network_loads) == (("network",), ("https://app.example/posts",))
    assert step.ios.pull_to_refresh_enabled is True and step.ios.error is None


def test_a_view_without_a_field_is_a_protocol_error():
    broken = {key: value for key, value in VIEW.items() if key != "pullToRefreshEnabled"}
    with pytest.raises(NavdProtocolError):
        Comparison.from_json(
            {"steps": [{"index": 0, "method": "pop", "same": True, "differences": [], "ios": broken, "android": VIEW}],
             "divergent": []}
        )  # fmt: skip


@pytest.mark.navd
@pytest.mark.parametrize(
    "steps, field",
    [
        ([{"method": "client/list"}], "steps[0].method"),
        ([{"route": "/posts"}], "steps[0].route"),
        ([{"method": "pop", "params": {"client": "other"}}], "steps[0].params.client"),
        ([{"route": "https://app.example/", "method": "pop"}], "steps[0].route"),
    ],
)
def test_structural_errors_are_invalid_params_and_create_no_client(navd_path, steps, field):
    with Navd(navd_path) as nav:
        with pytest.raises(NavdError) as caught:
            nav.compare(steps)
        assert caught.value.code == ErrorCode.INVALID_PARAMS
        assert caught.value.data["field"] == field
        assert nav.list_clients() == ["default"]


@pytest.mark.navd
def test_a_platform_key_is_reported_under_its_side(navd_path):
    with Navd(navd_path) as nav:
        with pytest.raises(NavdError) as caught:
            nav.compare([], ios={"platform": "ios"})
        assert caught.value.data["field"] == "ios.platform"


@pytest.mark.navd
def test_a_back_on_a_one_entry_modal_diverges_android_dismissing_it(navd_path):
    rules = {"rules": [{"patterns": [".*"], "properties": {"pull_to_refresh_enabled": True}}, {"patterns": ["/new$"], "properties": {"context": "modal"}}]}
    with Navd(navd_path) as nav:
        result = nav.compare(
            [{"route": "/posts"}, {"route": "/posts/new"}, {"method": "ui/back"}],
            configuration={"startLocation": "https://blog.example/", "pathConfiguration": rules},
        )
        assert result.divergent == (2,)
        (step,) = result.divergent_steps
        assert [d.field for d in step.differences] == ["modal", "presented", "currentVisitableURL", "visits"]
        assert step.ios.visits == ()
        assert step.android.visits == (("https://blog.example/posts", "restore"),)
        assert (step.android.visit_loads, step.android.network_loads) == (("snapshot",), ())
        assert step.ios.main == step.android.main == ("https://blog.example/posts",)
        assert (step.ios.modal, step.android.modal) == (("https://blog.example/posts/new",), ())
        assert nav.list_clients() == ["default"]


def test_a_recede_restores_the_revealed_page_on_both_platforms(navd_path):
    with Navd(navd_path) as nav:
        result = nav.compare(
            [{"route": "/posts"}, {"route": "/posts/1"}, {"route": "/recede_historical_location"}],
            configuration={"startLocation": "https://blog.example/"},
        )
        recede = result.steps[2]
        assert recede.ios.visits == recede.android.visits == (("https://blog.example/posts", "restore"),)
        assert recede.ios.main == recede.android.main == ("https://blog.example/posts",)
