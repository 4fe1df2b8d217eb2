"""Reading navd's JSON results into Python values, with clear errors for wrong shapes."""

from __future__ import annotations

from typing import Any, Callable, Dict, Mapping, Optional, Tuple, TypeVar, Union

from .errors import NavdProtocolError

_MISSING = object()

T = TypeVar("T")


def obj(value: Any, where: str) -> Mapping[str, Any]:
    """``value`` as a JSON object, else :class:`NavdProtocolError`."""
    if not isinstance(value, Mapping):
        raise NavdProtocolError(f"{where}: expected an object, got {type(value).__name__}: {value!r:.200}")
    return value


def opt_obj(data: Mapping[str, Any], key: str, where: str) -> Mapping[str, Any]:
    """An object member; absent, null or empty reads as ``{}``."""
    return obj(data.get(key) or {}, f"{where}.{key}")


def req(data: Mapping[str, Any], key: str, where: str) -> Any:
    """A required member."""
    value = data.get(key, _MISSING)
    if value is _MISSING:
        raise NavdProtocolError(f"{where}: missing {key!r} in {dict(data)!r:.300}")
    return value


def string(data: Mapping[str, Any], key: str, where: str) -> str:
    """A required string member."""
    value = req(data, key, where)
    if not isinstance(value, str):
        raise NavdProtocolError(f"{where}.{key}: expected a string, got {value!r:.100}")
    return value


def opt_string(data: Mapping[str, Any], key: str, where: str) -> Optional[str]:
    """A string-or-null member (absent reads as ``None``)."""
    value = data.get(key)
    if value is not None and not isinstance(value, str):
        raise NavdProtocolError(f"{where}.{key}: expected a string or null, got {value!r:.100}")
    return value


def boolean(data: Mapping[str, Any], key: str, where: str, default: Any = _MISSING) -> bool:
    """A boolean member (required unless ``default`` is given)."""
    value = data.get(key, default)
    if value is _MISSING:
        raise NavdProtocolError(f"{where}: missing {key!r}")
    if not isinstance(value, bool):
        raise NavdProtocolError(f"{where}.{key}: expected a boolean, got {value!r:.100}")
    return value


def integer(data: Mapping[str, Any], key: str, where: str) -> int:
    """A required integer member."""
    value = req(data, key, where)
    if isinstance(value, bool) or not isinstance(value, int):
        raise NavdProtocolError(f"{where}.{key}: expected an integer, got {value!r:.100}")
    return value


def opt_int(data: Mapping[str, Any], key: str, where: str) -> Optional[int]:
    """An integer-or-null member."""
    value = data.get(key)
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise NavdProtocolError(f"{where}.{key}: expected an integer or null, got {value!r:.100}")
    return value


def array(data: Mapping[str, Any], key: str, where: str, *, required: bool = True) -> Tuple[Any, ...]:
    """An array member as a tuple (absent reads as ``()`` unless required)."""
    value = data.get(key, _MISSING)
    if value is _MISSING:
        if required:
            raise NavdProtocolError(f"{where}: missing {key!r}")
        return ()
    if not isinstance(value, list):
        raise NavdProtocolError(f"{where}.{key}: expected an array, got {value!r:.100}")
    return tuple(value)


def str_tuple(data: Mapping[str, Any], key: str, where: str, *, required: bool = True) -> Tuple[str, ...]:
    """An array-of-strings member."""
    items = array(data, key, where, required=required)
    for index, item in enumerate(items):
        if not isinstance(item, str):
            raise NavdProtocolError(f"{where}.{key}[{index}]: expected a string, got {item!r:.100}")
    return items


def int_tuple(data: Mapping[str, Any], key: str, where: str, *, required: bool = True) -> Tuple[int, ...]:
    """An array-of-integers member."""
    items = array(data, key, where, required=required)
    for index, item in enumerate(items):
        if isinstance(item, bool) or not isinstance(item, int):
            raise NavdProtocolError(f"{where}.{key}[{index}]: expected an integer, got {item!r:.100}")
    return items


def array_of(
    data: Mapping[str, Any], key: str, where: str, parse: Callable[[Any, str], T], *, required: bool = True
) -> Tuple[T, ...]:
    """An array member with each item read by ``parse(item, "where.key[i]")``."""
    return tuple(parse(item, f"{where}.{key}[{index}]") for index, item in enumerate(array(data, key, where, required=required)))


def optional(data: Mapping[str, Any], key: str, where: str, parse: Callable[[Any, str], T]) -> Optional[T]:
    """A member read by ``parse(value, "where.key")``; absent or null reads as ``None``."""
    value = data.get(key)
    return None if value is None else parse(value, f"{where}.{key}")


def opt_bool(data: Mapping[str, Any], key: str, where: str) -> Optional[bool]:
    """A boolean-or-null member (absent reads as ``None``)."""
    value = data.get(key)
    if value is not None and not isinstance(value, bool):
        raise NavdProtocolError(f"{where}.{key}: expected a boolean, got {value!r:.100}")
    return value


def req_obj(data: Mapping[str, Any], key: str, where: str) -> Mapping[str, Any]:
    """A required object member."""
    return obj(req(data, key, where), f"{where}.{key}")


def lenient_string(data: Mapping[str, Any], key: str, where: str) -> str:
    """A string member where anything else (absent, null, another type) reads as ``""``."""
    value = data.get(key)
    return value if isinstance(value, str) else ""


def int_or_string(data: Mapping[str, Any], key: str, where: str) -> Union[int, str]:
    """A required member that is an integer or a string."""
    value = req(data, key, where)
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise NavdProtocolError(f"{where}.{key}: expected an integer or a string, got {value!r:.100}")
    return value


def mapping_of(data: Mapping[str, Any], key: str, where: str, parse: Callable[[Any, str], T]) -> Dict[str, T]:
    """An object member with each value read by ``parse(value, "where.key.name")``."""
    table = obj(data.get(key), f"{where}.{key}")
    return {name: parse(item, f"{where}.{key}.{name}") for name, item in table.items()}


def when_present(read: Callable[..., T]) -> Callable[..., Optional[T]]:
    """``read`` for a member that may be left out: an absent key reads as ``None`` (a null is still read)."""

    def read_when_present(data: Mapping[str, Any], key: str, where: str, *arguments: Any, **options: Any) -> Optional[T]:
        return read(data, key, where, *arguments, **options) if key in data else None

    return read_when_present


def value(data: Mapping[str, Any], key: str, where: str) -> Any:
    """A member of any type (absent reads as ``None``)."""
    return data.get(key)
