"""`navd test --junit` (docs/protocol.md §13) read with junitparser: one testsuite per file, one
testcase per scenario × platform with its time, the FAIL text in the failure, and the exit
statuses and closing line of the run."""

from __future__ import annotations

import json
from pathlib import Path

from junitparser import Failure, JUnitXml

FAILING = {
    "name": "a modal that is not there <&> \"quoted\" 模态",
    "configuration": {"startLocation": "https://blog.example/", "pathConfiguration": {"file": "blog-paths.json"}},
    "steps": [
        {"route": "/posts"},
        {"route": "/posts/new", "expect": {"presented": False}},
    ],
}


def cases(xml: JUnitXml):
    return [(suite.name, case.name, case.classname, case.time, list(case.result)) for suite in xml for case in suite]


def test_examples_pass_and_the_report_has_a_suite_per_file(examples: Path, run_navd):
    run = run_navd("test", "--junit", "report.xml", ".", cwd=examples)
    assert run.returncode == 0, run.stdout + run.stderr
    lines = run.stdout.splitlines()
    assert lines[-1] == f"{len(lines) - 1} passed, 0 failed"
    assert all(line.startswith("ok   ") and line.endswith((" [ios]", " [android]")) for line in lines[:-1])
    assert any(line.endswith(" [android]") for line in lines)
    xml = JUnitXml.fromfile(str(examples / "report.xml"))
    suites = list(xml)
    scenario_files = sorted(
        p.name for p in examples.glob("*.json") if "steps" in p.read_text() and p.name != "report.xml"
    )
    assert [suite.name for suite in suites] == [f"./{name}" for name in scenario_files]
    assert xml.tests == len(lines) - 1 and xml.failures == 0
    for suite in suites:
        assert suite.failures == 0 and suite.tests == len(list(suite))
        for case in suite:
            assert case.classname == suite.name
            assert case.name.endswith((" [ios]", " [android]"))
            assert case.time >= 0
            assert case.is_passed


def test_a_failing_run_is_a_failure_with_the_fail_text(examples: Path, run_navd):
    (examples / "failing.json").write_text(json.dumps(FAILING, ensure_ascii=False), encoding="utf-8")
    run = run_navd("test", "--junit", "report.xml", "failing.json", "posts.json", cwd=examples)
    assert run.returncode == 1
    fail_line = f"FAIL {FAILING['name']} [ios]: steps[1].expect.presented: expected false, found true"
    assert run.stdout.splitlines()[0] == fail_line
    assert run.stdout.splitlines()[-1] == "10 passed, 1 failed"
    xml = JUnitXml.fromfile(str(examples / "report.xml"))
    suites = list(xml)
    assert [suite.name for suite in suites] == ["failing.json", "posts.json"]
    assert (suites[0].tests, suites[0].failures) == (1, 1)
    (case,) = list(suites[0])
    assert case.name == f"{FAILING['name']} [ios]"
    (failure,) = case.result
    assert isinstance(failure, Failure)
    assert failure.message == "steps[1].expect.presented: expected false, found true"
    assert failure.text == fail_line


def test_an_invalid_file_stops_the_run_and_writes_no_report(examples: Path, run_navd):
    (examples / "broken.json").write_text('{"name": "x", "steps": [{"method": "pop", "expect": {"modl": []}}]}')
    run = run_navd("test", "--junit", "report.xml", ".", cwd=examples)
    assert run.returncode == 2
    assert run.stdout == ""
    assert "./broken.json: steps[0].expect.modl: unknown expectation key" in run.stderr.splitlines()
    assert not (examples / "report.xml").exists()


def test_json_output_lists_every_run(examples: Path, run_navd):
    run = run_navd("test", "--json", "posts.json", cwd=examples)
    assert run.returncode == 0
    document = json.loads(run.stdout)
    assert document["failed"] == 0 and document["passed"] == len(document["results"]) == 10
    assert [result["platform"] for result in document["results"]].count("android") == 3
    assert all(result["file"] == "posts.json" and result["passed"] for result in document["results"])


def test_scaffolded_files_pass_as_generated(examples: Path, run_navd):
    routes = run_navd("scaffold", "routes", "blog-routes.json", "--output", "routes.scenarios.json", cwd=examples)
    assert routes.returncode == 0, routes.stderr
    paths = run_navd(
        "scaffold", "paths", "blog-paths.json", "--start-location", "https://blog.example/",
        "--output", "paths.scenarios.json", cwd=examples,
    )  # fmt: skip
    assert paths.returncode == 0, paths.stderr
    run = run_navd("test", "--junit", "scaffold.xml", "routes.scenarios.json", "paths.scenarios.json", cwd=examples)
    assert run.returncode == 0, run.stdout
    xml = JUnitXml.fromfile(str(examples / "scaffold.xml"))
    assert [suite.name for suite in xml] == ["routes.scenarios.json", "paths.scenarios.json"]
    assert xml.failures == 0 and xml.tests == 4
