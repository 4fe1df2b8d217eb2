"""The GitHub and JSON formats of `navd check` on the Rails-style fixtures: renderings of the same
findings, and the GitHub format is workflow commands only."""

from __future__ import annotations

import re

import pytest

COMMAND = re.compile(r"^::(error|warning) file=([^,]*),line=(\d+),col=(\d+),title=(\w+)::(.*)$")


@pytest.mark.parametrize("args", [["--platform", "ios", "ios_v1.json"], ["android_v1.json"], ["--platform", "android", "ios_v1.json"]])
def test_github_lines_are_the_json_findings(navd, args):
    github = navd("check", "--format", "github", *args)
    findings = navd("check", "--format", "json", *args).json()["files"][0]["problems"]
    assert github.status == 1
    lines = github.stdout.splitlines()
    assert all(COMMAND.match(line) for line in lines), lines
    parsed = [COMMAND.match(line).groups() for line in lines]
    assert [(g[0], g[1], int(g[2]), int(g[3]), g[4], g[5]) for g in parsed] == [
        (p["severity"], args[-1], p["line"], p["column"], p["code"], p["message"]) for p in findings
    ]


def test_json_gives_each_file_its_platform(navd):
    document = navd("check", "--json", "ios_v1.json", "android_v1.json").json()
    assert [f["platform"] for f in document["files"]] == ["ios", "android"]
    assert [f["platformFrom"] for f in document["files"]] == ["path", "path"]
    document = navd("check", "--json", "--platform", "ios", "ios_v1.json").json()
    assert document["files"][0]["platform"] == "ios"
    assert document["errors"] == 4 and document["warnings"] == 4 and document["exitStatus"] == 1


def test_every_finding_has_a_line_column_and_range(navd):
    for problem in navd("check", "--json", "android_v1.json").json()["files"][0]["problems"]:
        start = problem["range"]["start"]
        assert (start["line"], start["column"]) == (problem["line"], problem["column"])
        assert problem["range"]["end"]["offset"] > start["offset"]
