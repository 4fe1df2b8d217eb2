"""The result of ``compare`` (docs/protocol.md §11): each step's View on iOS and Android and the
View fields in which they differ."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional, Tuple

from . import _shape as s
from ._model import RAW

#: The View's fields, in the order ``differences`` lists them.
VIEW_FIELDS = (
    "decision", "external", "main", "modal", "presented", "currentVisitableURL", "pullToRefreshEnabled",
    "visits", "error",
)  # fmt: skip


@dataclass(frozen=True)
class StepView:
    """What the user sees after a step: stamps as strings (``None`` for unstamped entries)."""

    decision: Optional[str]
    external: Optional[str]
    main: Tuple[Optional[str], ...]
    modal: Tuple[Optional[str], ...]
    presented: bool
    current_visitable_url: Optional[str]
    pull_to_refresh_enabled: Optional[bool]
    visits: Tuple[Tuple[str, str], ...]
    error: Optional[int]
    #: Each visit's ``load`` (``"network"``, ``"response"``, ``"snapshot"``), in the order of :attr:`visits`.
    visit_loads: Tuple[str, ...] = ()
    raw: Mapping[str, Any] = RAW

    @property
    def network_loads(self) -> Tuple[str, ...]:
        """The URLs of the step's visits whose page the web view requests."""
        return tuple(url for (url, _), load in zip(self.visits, self.visit_loads) if load == "network")

    @classmethod
    def from_json(cls, value: Any, where: str = "view") -> "StepView":
        d = s.obj(value, where)
        for key in VIEW_FIELDS:
            s.req(d, key, where)
        visits = tuple((s.string(v, "url", f"{where}.visits"), s.string(v, "action", f"{where}.visits")) for v in d["visits"])
        return cls(
            decision=s.opt_string(d, "decision", where),
            external=s.opt_string(d, "external", where),
            main=tuple(d["main"]),
            modal=tuple(d["modal"]),
            presented=s.boolean(d, "presented", where),
            current_visitable_url=s.opt_string(d, "currentVisitableURL", where),
            pull_to_refresh_enabled=d["pullToRefreshEnabled"],
            visits=visits,
            error=s.opt_int(d, "error", where),
            visit_loads=tuple(s.string(v, "load", f"{where}.visits") for v in d["visits"]),
            raw=d,
        )


@dataclass(frozen=True)
class Difference:
    """One View field whose value differs, with both values as JSON."""

    field: str
    ios: Any
    android: Any


@dataclass(frozen=True)
class ComparedStep:
    """One step of a comparison."""

    index: int
    method: str
    same: bool
    differences: Tuple[Difference, ...]
    ios: StepView
    android: StepView

    @classmethod
    def from_json(cls, value: Any, where: str = "step") -> "ComparedStep":
        d = s.obj(value, where)
        differences = tuple(
            Difference(field=s.string(item, "field", where), ios=item.get("ios"), android=item.get("android"))
            for item in s.req(d, "differences", where)
        )
        return cls(
            index=s.integer(d, "index", where),
            method=s.string(d, "method", where),
            same=s.boolean(d, "same", where),
            differences=differences,
            ios=StepView.from_json(s.req(d, "ios", where), f"{where}.ios"),
            android=StepView.from_json(s.req(d, "android", where), f"{where}.android"),
        )


@dataclass(frozen=True)
class Comparison:
    """``compare``'s result: every step, and the indices of those whose Views differ."""

    steps: Tuple[ComparedStep, ...]
    divergent: Tuple[int, ...]
    raw: Mapping[str, Any] = RAW

    @classmethod
    def from_json(cls, value: Any, where: str = "compare") -> "Comparison":
        d = s.obj(value, where)
        steps = tuple(ComparedStep.from_json(item, f"{where}.steps[{i}]") for i, item in enumerate(s.req(d, "steps", where)))
        return cls(steps=steps, divergent=tuple(s.req(d, "divergent", where)), raw=d)

    @property
    def divergent_steps(self) -> Tuple[ComparedStep, ...]:
        """The steps whose Views differ."""
        return tuple(step for step in self.steps if not step.same)
