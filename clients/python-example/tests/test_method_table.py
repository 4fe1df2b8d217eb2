"""The client's method table (navd_client/method_table.py) against ``rpc.discover`` of the built navd.

Fails when navd has a method the table lacks, the table names a method navd lacks, the Python
method an entry names does not exist, a param of navd's method is neither taken by the Python
method nor declared supplied or not offered (a required one may not be left out), the Python
method takes a param navd's method does not declare, or the Ruby gem names a method otherwise.
Each Python method must also name the wire method its entry gives (a look at its source).
"""

from __future__ import annotations

import inspect
import re
from dataclasses import replace
from pathlib import Path
from typing import Dict, List, Sequence

import pytest

from navd_client import Navd
from navd_client.method_table import METHOD_TABLE, MethodEntry

#: navd's methods from ``rpc.discover``: method name → {param name → required}.
Discovered = Dict[str, Dict[str, bool]]

RUBY_TABLE = Path(__file__).resolve().parents[2] / "ruby" / "lib" / "navd" / "method_table.rb"


def snake_case(name: str) -> str:
    """``proposalResult`` → ``proposal_result``, ``currentVisitableURL`` → ``current_visitable_url``."""
    return re.sub(r"(?<=[a-z0-9])([A-Z]+)", r"_\1", name).lower()


def param_problems(entry: MethodEntry, params: Dict[str, bool]) -> List[str]:
    """How the Python method of ``entry`` disagrees with navd's ``params`` (name → required)."""
    where = f"{entry.wire} (Navd.{entry.name})"
    problems: List[str] = []
    by_snake_case = {snake_case(name): name for name in params}
    taken = set()
    for name in list(inspect.signature(getattr(Navd, entry.name)).parameters)[1:]:
        if name in entry.renamed:
            wire = entry.renamed[name]
            if wire is None:
                continue
            if wire not in params:
                problems.append(f"{where}: the table maps Python param `{name}` to `{wire}`, which navd does not declare")
                continue
        elif name in by_snake_case:
            wire = by_snake_case[name]
        else:
            problems.append(f"{where}: Python param `{name}` is no param of navd's method (navd has: {sorted(params)})")
            continue
        taken.add(wire)
    for listed, kind in ((entry.supplied, "supplied"), (entry.not_offered, "not offered")):
        for wire in listed:
            if wire not in params:
                problems.append(f"{where}: the table lists `{wire}` as {kind}, but navd's method has no such param")
            elif wire in taken:
                problems.append(f"{where}: the table lists `{wire}` as {kind}, but the Python method takes it")
    for wire, required in params.items():
        if wire in taken or wire in entry.supplied:
            continue
        if wire in entry.not_offered and not required:
            continue
        requiredness = "required" if required else "optional"
        problems.append(f"{where}: navd's {requiredness} param `{wire}` is not taken by the Python method")
    return problems


def table_problems(table: Sequence[MethodEntry], discovered: Discovered) -> List[str]:
    """Every way ``table`` disagrees with navd's methods, each naming the method and what is missing."""
    problems: List[str] = []
    wire_names = [entry.wire for entry in table]
    by_wire = {entry.wire: entry for entry in table}
    for name in discovered:
        if name not in by_wire:
            problems.append(f"{name}: navd has this method, the client's method table has no entry for it")
    for name in sorted({n for n in wire_names if wire_names.count(n) > 1}):
        problems.append(f"{name}: the method table has more than one entry for it")
    for entry in table:
        if entry.wire not in discovered:
            problems.append(f"{entry.wire}: the method table has an entry ({entry.name}), navd has no such method")
            continue
        if not callable(getattr(Navd, entry.name, None)):
            problems.append(f"{entry.wire}: the method table names Navd.{entry.name}, which does not exist")
            continue
        if entry.sent_with is not None:
            leader = by_wire.get(entry.sent_with)
            if leader is None or leader.name != entry.name:
                problems.append(f"{entry.wire}: sent with {entry.sent_with}, whose entry is not Navd.{entry.name}")
            if discovered[entry.wire]:
                problems.append(f"{entry.wire}: sent with {entry.sent_with}, yet navd declares params {sorted(discovered[entry.wire])}")
            continue
        problems.extend(param_problems(entry, discovered[entry.wire]))
    return problems


@pytest.fixture(scope="module")
def discovered(navd_path: Path) -> Discovered:
    with Navd(navd_path) as nav:
        document = nav.discover()
    return {
        method["name"]: {param["name"]: bool(param.get("required", False)) for param in method.get("params", [])}
        for method in document["methods"]
    }


@pytest.mark.navd
def test_the_method_table_matches_rpc_discover(discovered):
    problems = table_problems(METHOD_TABLE, discovered)
    assert not problems, "the method table disagrees with rpc.discover:\n" + "\n".join(problems)


def test_each_method_of_the_table_names_its_wire_method():
    for entry in METHOD_TABLE:
        source = inspect.getsource(getattr(Navd, entry.name))
        assert f'"{entry.wire}"' in source, f"Navd.{entry.name} does not send {entry.wire}, as the table says"


def _without(wire: str) -> List[MethodEntry]:
    return [entry for entry in METHOD_TABLE if entry.wire != wire]


def _changed(wire: str, **changes) -> List[MethodEntry]:
    return [replace(entry, **changes) if entry.wire == wire else entry for entry in METHOD_TABLE]


@pytest.mark.navd
@pytest.mark.parametrize(
    "table, problem",
    [
        (_without("compare"), "compare: navd has this method, the client's method table has no entry for it"),
        ([*METHOD_TABLE, MethodEntry("routes/list", "routes")], "routes/list: the method table has an entry (routes), navd has no such method"),
        (_changed("state/export", name="export"), "state/export: the method table names Navd.export, which does not exist"),
        (_changed("route", renamed={"action": "options"}), "route (Navd.route): Python param `response` is no param of navd's method"),
        (_changed("ui/push", not_offered=()), "ui/push (Navd.push): navd's optional param `animated` is not taken by the Python method"),
        (_changed("routes/print", renamed={"kwargs": "params"}), "routes/print (Navd.print_route): Python param `route_name` is no param of navd's method"),
        (_changed("state/import", not_offered=("tab", "state"), renamed={}), "state/import (Navd.import_state): navd's required param `state` is not taken by the Python method"),
        (_changed("pop", supplied=()), "pop (Navd.pop): navd's optional param `client` is not taken by the Python method"),
        (_changed("tabs/select", not_offered=("state", "tab")), "tabs/select (Navd.select_tab): the table lists `tab` as not offered, but the Python method takes it"),
        (_changed("initialized", sent_with="shutdown"), "initialized: sent with shutdown, whose entry is not Navd.initialize"),
    ],
)  # fmt: skip
def test_a_table_that_disagrees_with_navd_fails_naming_the_method(discovered, table, problem):
    problems = table_problems(table, discovered)
    assert any(p.startswith(problem) for p in problems), problems


def test_the_ruby_gem_names_every_method_as_this_table_does():
    entries = re.findall(r'entry\("([^"]+)", :\w+, :(\w+)!?', RUBY_TABLE.read_text(encoding="utf-8"))
    assert entries, f"no entries read from {RUBY_TABLE}"
    ruby = dict(entries)
    python = {entry.wire: entry.name for entry in METHOD_TABLE}
    assert len(ruby) == len(entries), "the Ruby table has a wire method twice"
    differences = {wire: (python.get(wire), ruby.get(wire)) for wire in python.keys() | ruby.keys() if python.get(wire) != ruby.get(wire)}
    assert not differences, "the clients name these methods differently (wire method: Python name, Ruby name):\n" + "\n".join(
        f"{wire}: {names[0]}, {names[1]}" for wire, names in sorted(differences.items())
    )
