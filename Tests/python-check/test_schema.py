"""`navd schema ios|android` checked with jsonschema: a valid draft 2020-12 schema that documents
free of `navd check` errors satisfy, and that documents with invalidStructure, wrongType,
unknownValue, legacyValue or missingRules errors do not."""

from __future__ import annotations

import copy
import json

import pytest
from jsonschema import Draft202012Validator

PLATFORMS = ["ios", "android"]
SHAPE_ERRORS = {"invalidStructure", "wrongType", "unknownValue", "legacyValue", "missingRules"}


@pytest.fixture(scope="module")
def schemas(navd_binary):
    import subprocess

    found = {}
    for platform in PLATFORMS:
        done = subprocess.run([str(navd_binary), "schema", platform], capture_output=True, text=True, timeout=30)
        assert done.returncode == 0, done.stderr
        found[platform] = json.loads(done.stdout)
        Draft202012Validator.check_schema(found[platform])
    return found


def rule(properties, patterns=("/a",)):
    return {"rules": [{"patterns": list(patterns), "properties": properties}]}


VALID = {
    "ios": [
        {"rules": []},
        {"settings": "not an object, only a warning", "rules": []},
        rule({"context": "modal", "presentation": "replace_root", "modal_style": "page_sheet"}),
        rule({"pull_to_refresh_enabled": False, "animated": None, "view_controller": "settings", "title": "x"}),
        rule({"uri": 7, "contxt": "a misspelt key is only a warning", "tabs": [1, {"x": None}]}),
        rule({"query_string_presentation": "replace", "historical_location": True}),
        {"rules": [{"patterns": ["^feed$"], "properties": {"context": "default"}, "comment": "custom"}], "version": 2},
    ],
    "android": [
        {},
        {"settings": None, "rules": None},
        rule({"context": "MODAL", "presentation": "Push", "uri": "hotwire://fragment/web", "title": "T"}),
        rule({"pull_to_refresh_enabled": True, "query_string_presentation": "REPLACE", "fallback_uri": None}),
        rule({"view_controller": 1, "modal_style": ["not checked on Android"]}),
    ],
}

INVALID = {
    "ios": [
        ({"settings": {}}, "missingRules"),
        ({"rules": None}, "missingRules"),
        ({"rules": {}}, "invalidStructure"),
        ({"rules": [7]}, "invalidStructure"),
        ({"rules": [{"patterns": "/a", "properties": {}}]}, "invalidStructure"),
        ({"rules": [{"patterns": ["/a", 1], "properties": {}}]}, "invalidStructure"),
        ({"rules": [{"patterns": ["/a"]}]}, "invalidStructure"),
        (rule({"context": "Modal"}), "unknownValue"),
        (rule({"presentation": "push"}), "legacyValue"),
        (rule({"presentation": "modal"}), "legacyValue"),
        (rule({"animated": "false"}), "wrongType"),
        (rule({"view_controller": 7}), "wrongType"),
        (rule({"modal_style": 1}), "wrongType"),
    ],
    "android": [
        ({"settings": []}, "invalidStructure"),
        ({"rules": [{"patterns": ["/a"], "properties": 1}]}, "invalidStructure"),
        (rule({"context": "sheet"}), "unknownValue"),
        (rule({"presentation": "MODAL"}), "legacyValue"),
        (rule({"pull_to_refresh_enabled": "true"}), "wrongType"),
        (rule({"uri": 7}), "wrongType"),
    ],
}


def errors_of(navd, tmp_path, platform, document):
    path = tmp_path / "document.json"
    path.write_text(json.dumps(document))
    problems = navd("check", "--json", "--platform", platform, str(path), cwd=tmp_path).json()["files"][0]["problems"]
    return {p["code"] for p in problems if p["severity"] == "error"}


@pytest.mark.parametrize(("platform", "document"), [(p, d) for p in PLATFORMS for d in VALID[p]])
def test_a_document_free_of_errors_validates(navd, tmp_path, schemas, platform, document):
    assert errors_of(navd, tmp_path, platform, document) == set()
    Draft202012Validator(schemas[platform]).validate(document)


@pytest.mark.parametrize(("platform", "document", "code"), [(p, d, c) for p in PLATFORMS for d, c in INVALID[p]])
def test_a_document_with_a_shape_error_does_not(navd, tmp_path, schemas, platform, document, code):
    assert code in errors_of(navd, tmp_path, platform, document)
    assert not Draft202012Validator(schemas[platform]).is_valid(document)


@pytest.mark.parametrize("platform", PLATFORMS)
def test_every_enum_value_validates_and_a_near_miss_does_not(navd, tmp_path, schemas, platform):
    properties = schemas[platform]["$defs"]["properties"]["properties"]
    validator = Draft202012Validator(schemas[platform])
    checked = 0
    for key, schema in properties.items():
        values = schema.get("enum") or []
        if platform == "android" and "pattern" in schema:
            values = [word.replace("[", "").replace("]", "")[::2].lower() for word in schema["pattern"][2:-2].split("|")]
        for value in values:
            if value is None:
                continue
            variants = [value] + ([value.upper(), value.capitalize()] if platform == "android" else [])
            for variant in variants:
                if key == "presentation" and variant.lower() == "modal":
                    continue
                assert validator.is_valid(rule({key: variant})), (key, variant)
                checked += 1
            assert not validator.is_valid(rule({key: value + "x"}))
            if platform == "ios" and value.upper() != value:
                assert not validator.is_valid(rule({key: value.upper()}))
    assert checked >= 16


@pytest.mark.parametrize("platform", PLATFORMS)
def test_the_fixtures_have_errors_and_do_not_validate(navd, tmp_path, schemas, platform):
    from conftest import FIXTURES

    document = json.loads((FIXTURES / f"{platform}_v1.json").read_text())
    assert errors_of(navd, tmp_path, platform, document) & SHAPE_ERRORS
    assert not Draft202012Validator(schemas[platform]).is_valid(document)
    fixed = copy.deepcopy(document)
    fixed["rules"] = [
        r
        for r in fixed["rules"]
        if not errors_of(navd, tmp_path, platform, {"rules": [r]}) & SHAPE_ERRORS
    ]
    assert errors_of(navd, tmp_path, platform, fixed) & SHAPE_ERRORS == set()
    Draft202012Validator(schemas[platform]).validate(fixed)
