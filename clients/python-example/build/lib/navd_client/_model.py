"""How navd's JSON results become frozen dataclasses.

A result class subclasses :class:`Model`, names the JSON path its errors start from, and
declares each field with :func:`member`: the reader of :mod:`._shape` that checks the
member's type and the JSON key it is read from::

    class Visit(Model, where="visit"):
        stack: str = member(s.string, "stack")
        entry: Optional[int] = member(s.opt_int, "entry")
        raw: Mapping[str, Any] = RAW

``Visit.from_json(value)`` then reads ``value`` (which must be an object), every member in
field order, and keeps the object in ``raw`` when the class has that field. A result that is
not one object of members (``InitializeResult`` reads two nested objects, ``ClientOpened``
falls back to the handle's client id) stays a plain dataclass with its own ``from_json``.
"""

from __future__ import annotations

import sys
from dataclasses import MISSING, dataclass, field, fields
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Dict, Mapping, Optional, Type, TypeVar, Union, cast

from . import _shape as s

if TYPE_CHECKING:
    from typing_extensions import dataclass_transform
else:

    def dataclass_transform(**_options: Any) -> Callable[[Any], Any]:
        """Only type checkers read it (PEP 681); the runtime needs no ``typing_extensions``."""
        return lambda decorated: decorated


#: The ``raw`` field of a result: the JSON object it was read from, left out of ``repr`` and equality.
RAW: Any = field(default_factory=dict, repr=False, compare=False)

_READER = "navd_client.reader"

M = TypeVar("M", bound="Model")

#: What ``parse=`` takes: a ``(value, where)`` reader, or the name of a :class:`Model` of the same module
#: (for a class defined further down, or the class itself).
Parse = Union[str, Callable[[Any, str], Any]]


@dataclass(frozen=True)
class _Reader:
    """How one field is read: ``read(data, key, where, [parse], *arguments, **options)``."""

    read: Callable[..., Any]
    key: str
    arguments: tuple
    options: Mapping[str, Any]
    parse: Optional[Parse]

    def __call__(self, owner: Type["Model"], data: Mapping[str, Any], where: str) -> Any:
        arguments = self.arguments if self.parse is None else (_resolved(owner, self.parse), *self.arguments)
        return self.read(data, self.key, where, *arguments, **self.options)


def _resolved(owner: Type["Model"], parse: Parse) -> Callable[[Any, str], Any]:
    if not isinstance(parse, str):
        return parse
    model = getattr(sys.modules[owner.__module__], parse)
    return model.from_json


def member(
    read: Callable[..., Any], key: str, *arguments: Any, parse: Optional[Parse] = None, default: Any = MISSING, **options: Any
) -> Any:
    """A field read from JSON member ``key`` by ``read(data, key, where, ...)``, one of :mod:`._shape`'s readers.

    ``parse`` (a reader of one nested value, or a model's name) goes first among the reader's extra
    arguments, then ``arguments`` and ``options``; ``default`` is the field's default when the
    class is built in Python (``from_json`` always reads the member).
    """
    reader = _Reader(read, key, arguments, options, parse)
    return field(default=default, metadata={_READER: reader})


@dataclass_transform(frozen_default=True, field_specifiers=(field, member))
class Model:
    """Base of the result dataclasses: subclasses are frozen dataclasses with a generic ``from_json``."""

    #: The JSON path that errors name when ``from_json`` is not given one (``"state"``, ``"route"``).
    _where: ClassVar[str]

    def __init_subclass__(cls, *, where: str, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._where = where
        dataclass(frozen=True)(cls)

    @classmethod
    def from_json(cls: Type[M], value: Any, where: Optional[str] = None) -> M:
        """Reads ``value``, a JSON object, into this class (:class:`NavdProtocolError` naming the path when it is off)."""
        where = cls._where if where is None else where
        data = s.obj(value, where)
        return cls(**cls._members(data, where))

    @classmethod
    def _members(cls, data: Mapping[str, Any], where: str) -> Dict[str, Any]:
        """The constructor's arguments: every declared member read from ``data``, and ``raw``."""
        values: Dict[str, Any] = {}
        for declared in fields(cast(Any, cls)):  # a dataclass once __init_subclass__ has run
            reader = declared.metadata.get(_READER)
            if reader is not None:
                values[declared.name] = reader(cls, data, where)
            elif declared.name == "raw":
                values["raw"] = data
        return values
