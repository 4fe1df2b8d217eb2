"""`navd diff` through the binary: text, JSON, SARIF (read by sarif-tools and sarif-pydantic) and
GitHub output for a pull request's change to ios_v1.json, and the exit statuses."""

from __future__ import annotations

import json
import re
from pathlib import Path

import sarif_pydantic
from sarif import loader

OLD, NEW, SAME = "diff/ios_v1_old.json", "diff/ios_v1_new.json", "diff/ios_v1_reordered.json"
NOTICE = re.compile(r"^::notice file=([^,]*),line=(\d+),col=(\d+),title=(\w+)::(.*)$")


def test_text_names_each_difference_and_exits_one(navd):
    run = navd("diff", OLD, NEW)
    assert run.status == 1, run.stderr
    assert run.stdout.splitlines() == [
        '/edit: context "modal" (rules[1]) → "default" (rules[0])',
        "/edit: pull_to_refresh_enabled false (rules[1]) → true (rules[0])",
        f"{OLD} → {NEW}: 2 keys differ, 2 differences, 0 undecided, 2 the same",
    ]


def test_equivalent_documents_exit_zero(navd):
    run = navd("diff", OLD, SAME)
    assert run.status == 0, run.stdout
    assert run.stdout.endswith("0 keys differ, 0 differences, 0 undecided, 4 the same\n")


def test_json_gives_values_rules_and_platforms(navd):
    document = navd("diff", "--format", "json", OLD, NEW).json()
    assert document["exitStatus"] == 1 and document["differences"] == 2 and document["undecided"] == 0
    assert document["new"] == {"file": NEW, "platform": "ios", "platformFrom": "path"}
    context = next(k for k in document["keys"] if k["key"] == "context")
    assert context == {
        "key": "context",
        "verdict": "different",
        "differences": [
            {"subject": "/edit", "old": {"value": "modal", "rule": "rules[1]"}, "new": {"value": "default", "rule": "rules[0]"}}
        ],
    }


def test_sarif_is_read_by_both_consumers(navd, tmp_path: Path):
    run = navd("diff", "--format", "sarif", OLD, NEW)
    assert run.status == 1
    path = tmp_path / "diff.sarif"
    path.write_text(run.stdout)
    log = loader.load_sarif_file(str(path))
    assert log.get_result_count() == 2
    assert [(r["Code"], r["Location"], r["Line"]) for r in log.get_records()] == [
        ("changedValue", NEW, 6),
        ("changedValue", NEW, 6),
    ]
    model = sarif_pydantic.Sarif.model_validate(json.loads(run.stdout))
    (sarif_run,) = model.runs
    assert [rule.id for rule in sarif_run.tool.driver.rules] == ["changedValue"]
    assert [r.locations[0].logical_locations[0].fully_qualified_name for r in sarif_run.results] == [
        "rules[0].properties.context",
        "rules[0].properties.pull_to_refresh_enabled",
    ]


def test_github_annotates_the_new_file(navd):
    lines = navd("diff", "--format", "github", OLD, NEW).stdout.splitlines()
    assert [NOTICE.match(line).groups()[:4] for line in lines] == [
        (NEW, "6", "33", "context"),
        (NEW, "6", "71", "pull_to_refresh_enabled"),
    ]


def test_bad_input_exits_two(navd, tmp_path: Path):
    broken = tmp_path / "broken.json"
    broken.write_text('{"rules": [,]}')
    run = navd("diff", OLD, str(broken))
    assert run.status == 2 and run.stdout == ""
    assert run.stderr == f"navd diff: {broken}:1:12: invalid JSON: unexpected ',', expected a JSON value\n"
    missing = navd("diff", OLD, "missing.json")
    assert missing.status == 2 and "cannot read missing.json" in missing.stderr
    assert navd("diff", OLD).status == 2
