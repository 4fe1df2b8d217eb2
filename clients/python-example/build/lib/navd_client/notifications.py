"""The queue of notifications navd sends (``navigator/didChange``, ``window/logMessage``)."""

from __future__ import annotations

import queue
import time
from dataclasses import dataclass, field
from typing import Any, Iterator, Optional


@dataclass(frozen=True)
class Notification:
    """One server → client notification."""

    method: str
    params: Any = field(default=None)

    @property
    def client(self) -> Optional[str]:
        """``params.client`` when present."""
        return self.params.get("client") if isinstance(self.params, dict) else None


class Notifications:
    """Thread-safe queue of received notifications, in arrival order.

    ``get(timeout=...)`` waits for the next one; ``drain()`` takes all queued ones
    without waiting; iterating yields the queued ones without waiting.
    """

    def __init__(self) -> None:
        self._queue: "queue.Queue[Notification]" = queue.Queue()

    def put(self, notification: Notification) -> None:
        """Append a notification (used by the reader thread)."""
        self._queue.put(notification)

    def get(self, timeout: Optional[float] = 10.0) -> Notification:
        """Return the next notification; raise :class:`queue.Empty` after ``timeout`` seconds."""
        return self._queue.get(timeout=timeout)

    def wait_for(self, method: str, timeout: float = 10.0) -> Notification:
        """Return the next notification named ``method``, dropping others before it."""
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise queue.Empty(f"no {method!r} notification within {timeout:g} s")
            item = self._queue.get(timeout=remaining)
            if item.method == method:
                return item

    def drain(self, method: Optional[str] = None) -> list[Notification]:
        """Take every queued notification (only those named ``method`` if given; others are dropped)."""
        items: list[Notification] = []
        while True:
            try:
                item = self._queue.get_nowait()
            except queue.Empty:
                break
            if method is None or item.method == method:
                items.append(item)
        return items

    def __iter__(self) -> Iterator[Notification]:
        return iter(self.drain())

    def __len__(self) -> int:
        return self._queue.qsize()
