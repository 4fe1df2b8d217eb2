"""`navd test --html` and `navd compare --html` (docs/scenarios.md, docs/compare.md) loaded in
headless Chromium: the rendered DOM has a phone per step and platform, a modal exactly where the
State presents one, the failing step's marker and message; screenshots of a passing and a failing
report are not blank and differ where the modal is drawn; html5lib parses every report strictly.
The reports and screenshots stay in .build/html-report for CI to upload."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import html5lib
import pytest
from PIL import Image, ImageChops, ImageStat

#: A scenario that fails at step 1 (a modal is presented), with a name that needs escaping.
FAILING = {
    "name": 'a modal that is not there <&> "quoted" \'single\' 模态',
    "configuration": {"startLocation": "https://blog.example/", "pathConfiguration": {"file": "blog-paths.json"}},
    "steps": [
        {"route": "/posts?q=<b>&x=\"1\""},
        {"route": "/posts/new", "expect": {"presented": False}},
        {"method": "pop"},
    ],
}

#: The same flow passing: no modal at step 0, a large modal at step 1.
PASSING = {
    "name": "a new post opens in a modal",
    "configuration": FAILING["configuration"],
    "steps": [{"route": "/posts"}, {"route": "/posts/new", "expect": {"presented": True}}],
}

NAMESPACE = "{http://www.w3.org/1999/xhtml}"


def parse_strictly(text: str):
    """The document as html5lib parses it, raising on the first parse error."""
    return html5lib.HTMLParser(strict=True, namespaceHTMLElements=True).parse(text)


def classes(element) -> set:
    return set((element.get("class") or "").split())


def find_all(root, tag: str, css_class: str | None = None) -> list:
    return [e for e in root.iter(NAMESPACE + tag) if css_class is None or css_class in classes(e)]


def text_of(element) -> str:
    return "".join(element.itertext())


def scenarios_of(folder: Path) -> list:
    """Every scenario of every scenario file in `folder`, with its file, in the order navd runs them."""
    found = []
    for path in sorted(folder.rglob("*.json")):
        document = json.loads(path.read_text(encoding="utf-8"))
        for scenario in document if isinstance(document, list) else [document]:
            if isinstance(scenario, dict) and "steps" in scenario:
                found.append(scenario)
    return found


def expected_presented(step: dict, platform: str):
    """What the step's expectations say about the modal on `platform`: True, False or None."""
    expect = step.get("expect", {})
    merged = {**expect, **expect.get(platform, {})}
    if "presented" in merged:
        return merged["presented"]
    if "modal" in merged:
        return bool(merged["modal"])
    if "modalStyle" in merged:
        return merged["modalStyle"] is not None
    return None


def runs_of(document) -> dict:
    """`{(scenario name, platform): {step index: li element}}` of a test report."""
    runs = {}
    for scenario in find_all(document, "section", "scenario"):
        for run in find_all(scenario, "section", "run"):
            steps = {int(li.get("data-step")): li for li in find_all(run, "li", "step")}
            runs[(scenario.get("data-scenario"), run.get("data-platform"))] = steps
    return runs


def assert_self_contained(document):
    """Nothing is fetched: no script, no stylesheet link, no image or frame, only in-page links."""
    for tag in ("script", "link", "img", "iframe", "object", "embed"):
        assert find_all(document, tag) == [], tag
    for element in document.iter():
        for attribute in ("src", "href"):
            value = element.get(attribute)
            assert value is None or value.startswith("#"), (element.tag, value)
    style = "".join(text_of(s) for s in find_all(document, "style"))
    assert "url(" not in style and "@import" not in style


def test_the_examples_report_draws_a_phone_per_step_and_a_modal_exactly_where_presented(
    examples: Path, run_navd, chromium, artifacts: Path
):
    run = run_navd("test", "--html", "report.html", ".", cwd=examples)
    assert run.returncode == 0, run.stdout + run.stderr
    report = examples / "report.html"
    shutil.copy(report, artifacts / "examples.html")
    source = report.read_text(encoding="utf-8")
    assert_self_contained(parse_strictly(source))

    dom = parse_strictly(chromium.dump_dom(report))
    scenarios = scenarios_of(examples)
    expected_phones = sum(len(s["steps"]) * len(s.get("platforms", ["ios"])) for s in scenarios)
    phones = find_all(dom, "figure", "phone")
    assert len(phones) == expected_phones
    passed = run.stdout.splitlines()[-1]
    assert text_of(find_all(dom, "p", "total")[0]) == passed

    runs = runs_of(dom)
    checked = 0
    for scenario in scenarios:
        for platform in scenario.get("platforms", ["ios"]):
            steps = runs[(scenario["name"], platform)]
            assert sorted(steps) == list(range(len(scenario["steps"])))
            for index, step in enumerate(scenario["steps"]):
                presented = expected_presented(step, platform)
                if presented is None:
                    continue
                modals = find_all(steps[index], "section", "modal")
                assert len(modals) == (1 if presented else 0), (scenario["name"], platform, index)
                checked += 1
    assert checked >= 10
    # Every phone: a modal element exactly when it says it is presented, and the caption says so.
    for phone in phones:
        modals = find_all(phone, "section", "modal")
        caption = text_of(find_all(phone, "figcaption")[0])
        assert len(modals) == (1 if phone.get("data-presented") == "true" else 0)
        assert ("; modal (" in caption) == bool(modals)
        assert caption.startswith("main: ")
    kinds = {phone.get("data-modal") for phone in phones} - {None}
    assert {"large", "medium", "full", "full_screen"} <= kinds, kinds
    # The tab bar marks the active tab.
    assert any(find_all(phone, "li", "on") for phone in phones)


def test_the_posts_report_reads_as_text(examples: Path, run_navd, chromium):
    """A screen reader's text: the stacks as lists and the phone's caption."""
    run = run_navd("test", "--html", "posts.html", "posts.json", cwd=examples)
    assert run.returncode == 0, run.stderr
    dom = parse_strictly(chromium.dump_dom(examples / "posts.html"))
    steps = runs_of(dom)[("a new post is written in a modal", "ios")]
    phone = find_all(steps[1], "figure", "phone")[0]
    assert text_of(find_all(phone, "figcaption")[0]) == "main: /posts; modal (large): /posts/new"
    stacks = {s.get("aria-label"): [text_of(li) for li in find_all(s, "li")] for s in find_all(phone, "ol", "stack")}
    assert list(stacks) == ["main stack", "modal stack"]
    assert stacks["modal stack"][0].startswith("/posts/new")
    labels = [text_of(li) for li in find_all(steps[1], "li") if {"op", "visit"} & classes(li)]
    assert labels[:2] == ["setStack modal (1)", "present large"]
    assert any(label.startswith("visit advance /posts/new") for label in labels)
    headings = [text_of(h) for h in find_all(dom, "h2")]
    assert "a new post is written in a modal" in headings


def test_a_failing_step_is_marked_with_its_expectation(examples: Path, run_navd, chromium, artifacts: Path):
    (examples / "failing.json").write_text(json.dumps(FAILING, ensure_ascii=False), encoding="utf-8")
    run = run_navd("test", "--html", "failing.html", "failing.json", cwd=examples)
    assert run.returncode == 1, run.stdout + run.stderr
    report = examples / "failing.html"
    shutil.copy(report, artifacts / "failing.html")
    parse_strictly(report.read_text(encoding="utf-8"))
    dom = parse_strictly(chromium.dump_dom(report))
    assert text_of(find_all(dom, "p", "total")[0]) == "0 passed, 1 failed"
    assert [text_of(h) for h in find_all(dom, "h2")] == [FAILING["name"]]
    steps = runs_of(dom)[(FAILING["name"], "ios")]
    assert [index for index, li in steps.items() if "failed" in classes(li)] == [1]
    assert "notrun" in classes(steps[2]) and "not run" in text_of(steps[2])
    failure = find_all(steps[1], "div", "fail")[0]
    assert failure.get("data-expectation") == "presented"
    text = text_of(failure)
    assert "FAILED at expect.presented" in text
    assert [text_of(dd) for dd in find_all(failure, "dd")] == ["false", "true"]
    assert "steps[1].expect.presented: expected false, found true" in text
    # The URL with <, & and quotes is shown as written; the card's hover text is the stamp (encoded).
    first = steps[0]
    assert text_of(find_all(first, "h4")[0]) == 'step 0: route /posts?q=<b>&x="1"'
    assert find_all(first, "li", "top")[0].get("title") == "https://blog.example/posts?q=%3Cb%3E&x=%221%22"


def test_screenshots_are_not_blank_and_differ_where_the_modal_is(examples: Path, run_navd, chromium, artifacts: Path):
    (examples / "passing.json").write_text(json.dumps(PASSING), encoding="utf-8")
    (examples / "failing.json").write_text(json.dumps(FAILING, ensure_ascii=False), encoding="utf-8")
    shots = {}
    for name, status in (("passing", 0), ("failing", 1)):
        run = run_navd("test", "--html", f"{name}.html", f"{name}.json", cwd=examples)
        assert run.returncode == status, run.stdout + run.stderr
        page = examples / f"{name}.html"
        geometry = chromium.geometry(page)
        shot = Image.open(chromium.screenshot(page, artifacts / f"{name}.png")).convert("RGB")
        assert shot.size == chromium.window
        # Not blank: many colours, a wide range of brightness.
        assert len(shot.getcolors(maxcolors=1 << 20) or []) > 50
        low, high = shot.convert("L").getextrema()
        assert high - low > 150
        without, with_modal = geometry[0], geometry[1]
        assert without["modal"] is None and with_modal["modal"] is not None
        x, y, width, height = with_modal["modal"]
        assert y + height <= chromium.window[1], "the modal is below the screenshot"
        # The modal's rectangle, and the same place on the phone before it.
        sx, sy = with_modal["screen"][:2]
        ox, oy = without["screen"][:2]
        drawn = shot.crop((x, y, x + width, y + height))
        before = shot.crop((ox + x - sx, oy + y - sy, ox + x - sx + width, oy + y - sy + height))
        difference = ImageStat.Stat(ImageChops.difference(drawn, before).convert("L")).mean[0]
        assert difference > 8, difference
        # Away from the modal, the two phones' bezels are drawn alike.
        bezel = ImageChops.difference(
            shot.crop((ox + 1, oy + 100, ox + 6, oy + 200)), shot.crop((sx + 1, sy + 100, sx + 6, sy + 200))
        )
        assert bezel.getbbox() is None
        shots[name] = shot
    # The failing report differs from the passing one (its marker and message).
    assert ImageChops.difference(shots["passing"], shots["failing"]).getbbox() is not None


def test_the_compare_report_puts_the_platforms_side_by_side(examples: Path, run_navd, chromium, artifacts: Path):
    run = run_navd("compare", "--html", "compare.html", "historical-locations.json", cwd=examples)
    assert run.returncode in (0, 1), run.stdout + run.stderr
    report = examples / "compare.html"
    shutil.copy(report, artifacts / "compare.html")
    assert_self_contained(parse_strictly(report.read_text(encoding="utf-8")))
    dom = parse_strictly(chromium.dump_dom(report))
    document = json.loads((examples / "historical-locations.json").read_text(encoding="utf-8"))
    scenarios = document if isinstance(document, list) else [document]
    calls = sum(1 for s in scenarios for step in s["steps"] if "route" in step or "method" in step)
    steps = find_all(dom, "li", "step")
    assert len(steps) == calls
    for step in steps:
        phones = find_all(step, "figure", "phone")
        assert [p.get("data-platform") for p in phones] == ["ios", "android"]
        table = find_all(step, "table", "diffs")
        assert ("diverges" in classes(step)) == bool(table)
        if table:
            fields = [text_of(th) for th in find_all(table[0], "th") if th.get("scope") == "row"]
            assert fields
            outlined = [e for e in step.iter() if "diff" in classes(e)]
            assert outlined, fields
    divergent = sum(1 for step in steps if "diverges" in classes(step))
    assert run.returncode == (1 if divergent else 0)
    assert divergent > 0, "historical-locations.json shows the platforms' differences"
    shot = Image.open(chromium.screenshot(report, artifacts / "compare.png"))
    assert len(shot.convert("RGB").getcolors(maxcolors=1 << 20) or []) > 50


def test_deep_stacks_collapse_their_middle(tmp_path: Path, run_navd, chromium):
    long_path = "/" + "a-very-long-path-segment/" * 12 + "end"
    steps = [{"route": long_path}] + [{"route": f"/posts/{n}"} for n in range(1, 50)]
    scenario = {"name": "fifty screens", "configuration": {"startLocation": "https://blog.example/"}, "steps": steps}
    (tmp_path / "deep.json").write_text(json.dumps(scenario), encoding="utf-8")
    run = run_navd("test", "--html", "deep.html", "deep.json", cwd=tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    dom = parse_strictly(chromium.dump_dom(tmp_path / "deep.html"))
    last = runs_of(dom)[("fifty screens", "ios")][49]
    stack = find_all(last, "ol", "stack")[0]
    items = find_all(stack, "li")
    assert len(items) == 6
    assert items[0].get("title") == "https://blog.example" + long_path
    assert text_of(items[1]) == "… 45 more …"
    assert text_of(items[1 + 1]).startswith("/posts/46") and text_of(items[-1]).startswith("/posts/49")
    caption = text_of(find_all(last, "figcaption")[0])
    assert caption == f"main: {long_path}, … 45 more …, /posts/46, /posts/47, /posts/48, /posts/49"


def test_every_modal_kind_is_drawn_where_its_platform_puts_it(tmp_path: Path, run_navd, chromium):
    """In the browser's layout: iOS's five styles and Android's two kinds of modal each cover a
    different part of the phone."""
    styles = ["large", "medium", "full", "page_sheet", "form_sheet"]
    ios_rules = [
        {"patterns": [f"/{style}$"], "properties": {"context": "modal", "modal_style": style}} for style in styles
    ]
    android_rules = [
        {"patterns": ["/sheet$"], "properties": {"context": "modal", "uri": "hotwire://fragment/web/modal/sheet"}},
        {"patterns": ["/screen$"], "properties": {"context": "modal", "uri": "hotwire://fragment/web/modal"}},
    ]

    def flow(name, platform, rules, paths):
        steps = [{"route": "/posts"}]
        for path in paths:
            steps += [{"route": f"/posts/{path}", "expect": {"presented": True}}, {"method": "pop"}]
        return {
            "name": name,
            "platforms": [platform],
            "configuration": {"startLocation": "https://blog.example/", "pathConfiguration": {"rules": rules}},
            "steps": steps,
        }

    document = [
        flow("ios styles", "ios", ios_rules, styles),
        flow("android kinds", "android", android_rules, ["sheet", "screen"]),
    ]
    (tmp_path / "kinds.json").write_text(json.dumps(document), encoding="utf-8")
    run = run_navd("test", "--html", "kinds.html", "kinds.json", cwd=tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    dom = parse_strictly((tmp_path / "kinds.html").read_text(encoding="utf-8"))
    kinds = [p.get("data-modal") for p in find_all(dom, "figure", "phone") if p.get("data-modal")]
    assert kinds == styles + ["bottom_sheet", "full_screen"]
    placed = {}
    for phone, kind in zip([g for g in chromium.geometry(tmp_path / "kinds.html") if g["modal"]], kinds):
        sx, sy, sw, sh = phone["screen"]
        mx, my, mw, mh = phone["modal"]
        # Relative to the screen's inside (8px of bezel): left, top, right and bottom gaps.
        placed[kind] = (mx - sx - 8, my - sy - 8, sx + sw - 8 - (mx + mw), sy + sh - 8 - (my + mh))
    inner = sh - 16
    # Within a platform no two kinds cover the same part of the phone.
    assert len({placed[style] for style in styles}) == 5, placed
    assert placed["bottom_sheet"] != placed["full_screen"]
    assert placed["full"] == placed["full_screen"] == (0, 0, 0, 0)
    assert 0 < placed["large"][1] < inner * 0.15 and placed["large"][0] == 0
    assert placed["medium"][1] > inner * 0.4 and abs(placed["medium"][3]) <= 1
    assert placed["page_sheet"][0] > 4 and placed["page_sheet"][1] > placed["large"][1]
    assert placed["form_sheet"][0] > 10 and placed["form_sheet"][3] > inner * 0.1
    assert placed["bottom_sheet"][1] > inner * 0.4 and abs(placed["bottom_sheet"][3]) <= 1
