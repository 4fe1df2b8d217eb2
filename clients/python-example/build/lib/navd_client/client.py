"""The navd session: spawn, LSP lifecycle, per-client handles."""

from __future__ import annotations

import os
from pathlib import Path
from types import TracebackType
from typing import Any, Dict, List, Mapping, Optional, Sequence, Type, Union

from .comparison import Comparison
from .configuration import Platform, make_configuration
from .connection import DEFAULT_STDERR_LINES, DEFAULT_TIMEOUT, Connection
from .errors import NavdException, NavdProtocolError
from .locate import locate_navd
from .methods import NavigatorMethods
from .models import ClientOpened, InitializeResult
from .notifications import Notifications

#: Seconds :meth:`Navd.close` waits for navd to exit after ``exit`` before terminating it.
DEFAULT_EXIT_GRACE = 5.0


class ClientHandle(NavigatorMethods):
    """Every navigator method, bound to one navd client id (docs/protocol.md §4)."""

    def __init__(self, navd: "Navd", client_id: str, opened: Optional[ClientOpened] = None) -> None:
        self.navd = navd
        self.client_id = client_id
        #: The ``client/open`` result when the handle was made with a configuration.
        self.opened = opened

    def _call(self, method: str, params: Dict[str, Any]) -> Any:
        return self.navd.request(method, params)

    def close(self) -> None:
        """``client/close``: forget this client's state on navd's side."""
        self.navd.request("client/close", {"client": self.client_id})

    def __repr__(self) -> str:
        return f"ClientHandle({self.client_id!r})"


class Navd(NavigatorMethods):
    """A running navd process and its ``default`` client.

    ::

        with Navd() as nav:
            nav.configure(start_location="https://app.example/")
            nav.route("https://app.example/one")
            assert nav.state().main_locations == ("https://app.example/one",)

    The constructor spawns navd and performs ``initialize``/``initialized``;
    :meth:`close` (or leaving the ``with`` block) sends ``shutdown``/``exit`` and
    always reaps the process. Every read waits at most ``timeout`` seconds.
    """

    client_id = None

    def __init__(
        self,
        navd_path: Union[str, "os.PathLike[str]", None] = None,
        *,
        args: Sequence[str] = (),
        command: Optional[Sequence[str]] = None,
        configuration: Optional[Mapping[str, Any]] = None,
        notifications: bool = False,
        client_name: str = "navd_client",
        framing: str = "lsp",
        timeout: float = DEFAULT_TIMEOUT,
        stderr_lines: int = DEFAULT_STDERR_LINES,
        env: Optional[Dict[str, str]] = None,
        cwd: Union[str, "os.PathLike[str]", None] = None,
        initialize: bool = True,
    ) -> None:
        """Spawn navd.

        ``navd_path``: the executable (else ``NAVD``, the repo's ``.build``, ``PATH``);
        ``args``: extra command-line flags; ``command``: a whole command line
        instead (e.g. a fake server); ``configuration``: applied to the ``default``
        client by ``initialize``; ``notifications``: ask for server notifications;
        ``initialize=False`` leaves the lifecycle to the caller (raw tests).
        """
        if command is None:
            command = [os.fspath(locate_navd(navd_path)), *args]
        self.connection = Connection(
            command,
            framing=framing,
            timeout=timeout,
            stderr_lines=stderr_lines,
            env=env,
            cwd=None if cwd is None else os.fspath(cwd),
        )
        self._closed = False
        self._shutdown_sent = False
        self.initialize_result: Optional[InitializeResult] = None
        if initialize:
            try:
                self.initialize(configuration=configuration, notifications=notifications, client_name=client_name)
            except BaseException:
                self.connection.terminate()
                self._closed = True
                raise

    # -- plumbing -------------------------------------------------------------------

    @property
    def notifications(self) -> Notifications:
        """Notifications navd sent, in arrival order."""
        return self.connection.notifications

    @property
    def returncode(self) -> Optional[int]:
        """navd's exit status once it has exited."""
        return self.connection.returncode

    @property
    def closed(self) -> bool:
        """True after :meth:`close`."""
        return self._closed

    def stderr_tail(self) -> List[str]:
        """The last lines navd wrote to stderr."""
        return self.connection.stderr_tail()

    def request(self, method: str, params: Any = None, *, timeout: Optional[float] = None) -> Any:
        """Send any request and return its raw ``result``."""
        return self.connection.request(method, params, timeout=timeout)

    def notify(self, method: str, params: Any = None) -> None:
        """Send any notification."""
        self.connection.notify(method, params)

    def _call(self, method: str, params: Dict[str, Any]) -> Any:
        return self.request(method, params)

    # -- lifecycle (§2) ---------------------------------------------------------------------

    def initialize(
        self,
        *,
        configuration: Optional[Mapping[str, Any]] = None,
        notifications: bool = False,
        client_name: str = "navd_client",
    ) -> InitializeResult:
        """``initialize`` then ``initialized``."""
        from . import __version__

        params: Dict[str, Any] = {
            "clientInfo": {"name": client_name, "version": __version__},
            "capabilities": {"notifications": notifications},
        }
        if configuration is not None:
            params["configuration"] = dict(configuration)
        result = InitializeResult.from_json(self.request("initialize", params))
        self.notify("initialized", {})
        self.initialize_result = result
        return result

    def shutdown(self) -> None:
        """``shutdown`` (navd then refuses everything but ``exit``)."""
        result = self.request("shutdown")
        self._shutdown_sent = True
        if result is not None:
            raise NavdProtocolError(f"shutdown: expected null, got {result!r:.200}")

    def discover(self) -> Dict[str, Any]:
        """``rpc.discover``: navd's OpenRPC document."""
        result = self.request("rpc.discover")
        if not isinstance(result, dict):
            raise NavdProtocolError(f"rpc.discover: expected an object, got {type(result).__name__}")
        return result

    def compare(
        self,
        steps: Sequence[Mapping[str, Any]],
        *,
        configuration: Optional[Mapping[str, Any]] = None,
        ios: Optional[Mapping[str, Any]] = None,
        android: Optional[Mapping[str, Any]] = None,
    ) -> Comparison:
        """``compare`` (docs/protocol.md §11): run ``steps`` (``{"method", "params"}`` or the
        ``{"route": url_or_path, ...}`` shorthand) on a fresh private iOS and Android navigator.

        ``configuration`` is both sides' unless ``ios``/``android`` give a side its own; none
        may set ``platform``. No client is created and nothing is notified.
        """
        params: Dict[str, Any] = {"steps": [dict(step) for step in steps]}
        for key, value in (("configuration", configuration), ("ios", ios), ("android", android)):
            if value is not None:
                params[key] = dict(value)
        return Comparison.from_json(self.request("compare", params))

    def cancel(self, request_id: Union[int, str]) -> None:
        """``$/cancelRequest`` for ``request_id``."""
        self.notify("$/cancelRequest", {"id": request_id})

    def close(self, *, grace: float = DEFAULT_EXIT_GRACE) -> Optional[int]:
        """``shutdown`` + ``exit`` if navd is still answering, then reap it; return its exit status.

        Safe to call twice; never raises for a navd that already died.
        """
        if self._closed:
            return self.returncode
        self._closed = True
        try:
            if self.connection.returncode is None:
                if not self._shutdown_sent:
                    self.shutdown()
                self.notify("exit")
        except NavdException:
            pass
        finally:
            self.connection.close_input()
            status = self.connection.wait(grace)
            if status is None:
                status = self.connection.terminate()
            else:
                self.connection.terminate(grace=0)
        return status

    def __enter__(self) -> "Navd":
        return self

    def __exit__(
        self, exc_type: Optional[Type[BaseException]], exc: Optional[BaseException], tb: Optional[TracebackType]
    ) -> None:
        self.close()

    # -- clients (§4) --------------------------------------------------------------------------

    def client(self, client_id: str, configuration: Optional[Mapping[str, Any]] = None, **fields: Any) -> ClientHandle:
        """A handle for ``client_id``.

        With a configuration (a wire-form mapping and/or snake_case fields) the
        client is (re)opened with ``client/open``; without, navd creates it with the
        default configuration on first use.
        """
        if configuration is None and not fields:
            return ClientHandle(self, client_id)
        return self.open_client(client_id, make_configuration(configuration, **fields))

    def open_client(
        self, client_id: str, configuration: Optional[Mapping[str, Any]] = None, *, platform: Optional[Platform] = None
    ) -> ClientHandle:
        """``client/open``: create or replace ``client_id`` (``platform="android"`` for Android's rules)."""
        params: Dict[str, Any] = {"client": client_id}
        if configuration is not None or platform is not None:
            params["configuration"] = make_configuration(configuration, platform=platform)
        opened = ClientOpened.from_json(self.request("client/open", params), client_id)
        return ClientHandle(self, client_id, opened)

    def close_client(self, client_id: str) -> None:
        """``client/close``."""
        self.request("client/close", {"client": client_id})

    def list_clients(self) -> List[str]:
        """``client/list``."""
        result = self.request("client/list", {})
        clients = result.get("clients") if isinstance(result, dict) else None
        if not isinstance(clients, list) or not all(isinstance(c, str) for c in clients):
            raise NavdProtocolError(f"client/list: expected {{clients: [string]}}, got {result!r:.200}")
        return list(clients)

    def __repr__(self) -> str:
        return f"Navd(command={self.connection.command!r}, returncode={self.returncode!r})"


def repo_root_of(start: Path) -> Optional[Path]:
    """The first directory at or above ``start`` holding ``Package.swift`` (the navd checkout)."""
    for directory in (start, *start.parents):
        if (directory / "Package.swift").is_file():
            return directory
    return None
