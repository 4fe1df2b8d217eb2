"""`navd check --format sarif` read by SARIF consumers from PyPI: sarif-tools (the loader code
scanning dashboards and CI scripts use) and sarif-pydantic (the SARIF 2.1.0 object model, which
rejects a log that does not follow it). The findings are the same as the JSON format's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import sarif_pydantic
from sarif import loader

CASES = [
    (["--platform", "ios", "ios_v1.json"], "ios_v1.json"),
    (["android_v1.json"], "android_v1.json"),
]


def sarif_log(navd, tmp_path: Path, args: list[str]) -> Path:
    run = navd("check", "--format", "sarif", *args)
    assert run.status == 1, run.stderr
    assert run.stderr == ""
    path = tmp_path / "navd.sarif"
    path.write_text(run.stdout)
    return path


@pytest.mark.parametrize(("args", "file"), CASES)
def test_sarif_tools_reads_every_finding_with_its_location(navd, tmp_path, args, file):
    log = loader.load_sarif_file(str(sarif_log(navd, tmp_path, args)))
    findings = navd("check", "--format", "json", *args).json()["files"][0]["problems"]
    assert log.get_distinct_tool_names() == ["navd"]
    assert log.get_result_count() == len(findings) > 0
    records = log.get_records()
    assert [(r["Code"], r["Severity"], r["Line"], r["Location"]) for r in records] == [
        (p["code"], p["severity"], p["line"], file) for p in findings
    ]
    assert [r["Description"] for r in records] == [p["message"] for p in findings]


@pytest.mark.parametrize(("args", "file"), CASES)
def test_the_log_follows_the_sarif_2_1_0_object_model(navd, tmp_path, args, file):
    raw = json.loads(sarif_log(navd, tmp_path, args).read_text())
    model = sarif_pydantic.Sarif.model_validate(raw)
    assert model.version == "2.1.0"
    (run,) = model.runs
    assert run.tool.driver.name == "navd"
    rule_ids = [rule.id for rule in run.tool.driver.rules]
    assert len(rule_ids) == len(set(rule_ids))
    assert set(rule_ids) == {result.rule_id for result in run.results}
    for result in run.results:
        assert run.tool.driver.rules[result.rule_index].id == result.rule_id
        location = result.locations[0]
        assert location.physical_location.artifact_location.uri == file
        assert location.physical_location.region.start_line >= 1
        assert location.physical_location.region.start_column >= 1
        assert location.logical_locations[0].fully_qualified_name.startswith("rules[")
    assert raw["runs"][0]["columnKind"] == "unicodeCodePoints"
    assert raw["runs"][0]["invocations"][0]["executionSuccessful"] is True


def test_rules_are_one_per_code_used_with_their_level(navd, tmp_path):
    raw = json.loads(sarif_log(navd, tmp_path, ["--platform", "ios", "ios_v1.json"]).read_text())
    driver = raw["runs"][0]["tool"]["driver"]
    levels = {rule["id"]: rule["defaultConfiguration"]["level"] for rule in driver["rules"]}
    assert levels == {
        "unknownValue": "error",
        "legacyValue": "error",
        "wrongType": "error",
        "otherPlatformKey": "warning",
        "misspelledKey": "warning",
        "neverMatches": "warning",
        "overwrittenRule": "warning",
    }
    assert all(result["level"] == levels[result["ruleId"]] for result in raw["runs"][0]["results"])


def test_a_fix_is_a_sarif_replacement_that_applies(navd, tmp_path):
    raw = json.loads(sarif_log(navd, tmp_path, ["--platform", "ios", "ios_v1.json"]).read_text())
    result = next(r for r in raw["runs"][0]["results"] if r["ruleId"] == "unknownValue")
    replacement = result["fixes"][0]["artifactChanges"][0]["replacements"][0]
    region = replacement["deletedRegion"]
    lines = (Path(__file__).resolve().parent.parent / "Fixtures" / "check" / "ios_v1.json").read_text().split("\n")
    line = lines[region["startLine"] - 1]
    assert region["startLine"] == region["endLine"]
    assert line[region["startColumn"] - 1 : region["endColumn"] - 1] == '"Large"'
    assert replacement["insertedContent"]["text"] == '"large"'


def test_an_unreadable_file_is_a_tool_execution_notification(navd, tmp_path):
    run = navd("check", "--format", "sarif", "missing file.json")
    assert run.status == 2
    raw = json.loads(run.stdout)
    model = sarif_pydantic.Sarif.model_validate(raw)
    (invocation,) = raw["runs"][0]["invocations"]
    assert invocation["executionSuccessful"] is False
    (notification,) = invocation["toolExecutionNotifications"]
    assert notification["message"]["text"] == "cannot read missing file.json: No such file or directory"
    uri = notification["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
    assert uri == "missing%20file.json"
    assert model.runs[0].results == []
