"""`navd check` on real path configurations from public Hotwire Native apps
(Tests/Fixtures/check/real-world, sources in its SOURCES.md): the platform `--platform auto` reads
from each path, and every finding's code, so a false alarm shows up as a change here."""

from __future__ import annotations

import pytest
from conftest import FIXTURES

CASES = [
    # Trailing commas: JSONSerialization rejects the file, so the app runs without it.
    ("real-world/cloud9c-starch/ios_v1.json", None, ["invalidJSON"]),
    ("real-world/crmne-cluster-headache-tracker/ios_v1.json", None, ["invalidJSON"]),
    ("real-world/crmne-cluster-headache-tracker/android_v1.json", "android", []),
    ("real-world/fdocr-grind/android_v1.json", "android", []),
    ("real-world/fuyu77-utakata/ios_v1.json", "ios", []),
    # The catch-all placed last overwrites the modal rule's every key.
    ("real-world/zilton7-fodmap-app/android_v1.json", "android", ["overwrittenRule"]),
]


@pytest.mark.parametrize(("file", "platform", "codes"), CASES)
def test_each_real_file_gives_its_findings(navd, file, platform, codes):
    document = navd("check", "--json", file).json()
    (checked,) = document["files"]
    assert checked["platform"] == platform
    if platform is not None:
        assert checked["platformFrom"] == "path"
    assert [p["code"] for p in checked["problems"]] == codes


def test_the_fixed_ios_file_of_an_app_diffs_against_its_android_file(navd, tmp_path):
    ios = tmp_path / "ios_v1.json"
    ios.write_text(
        (FIXTURES / "real-world/crmne-cluster-headache-tracker/ios_v1.json")
        .read_text()
        .replace('},\n  },', '}\n  },')
    )
    run = navd(
        "diff", "--format", "json", "--ios-file", str(ios),
        "--android-file", "real-world/crmne-cluster-headache-tracker/android_v1.json",
    )
    assert run.status == 1, run.stderr
    document = run.json()
    verdicts = {k["key"]: k["verdict"] for k in document["keys"]}
    # iOS reads "presentation": "modal" on the edit screens (a legacy value it ignores), Android
    # has no presentation there; the uri is Android's only; both set the same contexts.
    assert verdicts["context"] == "different"  # Android ignores case: /HEADACHE_LOGS/new is modal there only
    assert verdicts["uri"] == "different"
    subjects = {d["subject"] for k in document["keys"] for d in k["differences"]}
    assert "/headache_logs/new" in subjects
