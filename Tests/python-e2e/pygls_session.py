"""A navd session driven by pygls's generic JSON-RPC client (pygls.client.JsonRPCClient).

pygls is an LSP-framing JSON-RPC 2.0 implementation from PyPI. Its ``JsonRPCClient``
spawns a server over stdio and sends requests with any method name and plain-dict
params, which is all navd needs; results and error ``data`` come back as plain JSON.
By default pygls turns results and params into namedtuples (renaming keys that are
not identifiers, such as ``$ref``); :func:`plain_json_converter` keeps them as the
JSON navd sent. (pytest-lsp's ``LanguageClient`` is built for LSP servers: it types ``initialize`` as
the LSP ``InitializeParams``/``InitializeResult``, which navd's are not.)
"""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from typing import Any, AsyncIterator, FrozenSet, List, Optional, Sequence, Tuple

from lsprotocol import converters
from pygls.client import JsonRPCClient
from pygls.exceptions import JsonRpcException
from pygls.protocol import JsonRPCNotification, JsonRPCRequestMessage, JsonRPCResponseMessage

REPO_ROOT = Path(__file__).resolve().parents[2]
ANSWER_TIMEOUT = 10.0


def find_openrpc_schema() -> Optional[Path]:
    """The OpenRPC 1.3 meta-schema, ``openrpc/openrpc-1.3-schema.json`` in a ``shared`` folder beside or above the repository."""
    for directory in (REPO_ROOT, *REPO_ROOT.parents):
        candidate = directory / "shared" / "openrpc" / "openrpc-1.3-schema.json"
        if candidate.is_file():
            return candidate
    return None


def _keep_json(obj: Any, cls: type) -> Any:
    return cls(**obj)


def plain_json_converter() -> Any:
    """pygls's converter, but results, params and notifications stay plain dicts/lists."""
    converter = converters.get_converter()
    for message_class in (JsonRPCResponseMessage, JsonRPCNotification, JsonRPCRequestMessage):
        converter.register_structure_hook(message_class, _keep_json)
    return converter


def openrpc_validator(schema_path: Path) -> Any:
    """A validator for OpenRPC documents that works offline.

    The meta-schema's ``$schema`` and its ``JSONSchema`` definition point at
    ``https://meta.json-schema.tools``, a draft-07 JSON Schema meta-schema; jsonschema's
    bundled draft-07 meta-schema stands in for it, so nothing is fetched.
    """
    import json

    import jsonschema
    from referencing import Registry
    from referencing.jsonschema import DRAFT7

    schema = json.loads(schema_path.read_text(encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(schema)
    meta = DRAFT7.create_resource(jsonschema.Draft7Validator.META_SCHEMA)
    registry = Registry().with_resources(
        [("https://meta.json-schema.tools", meta), ("https://meta.json-schema.tools/", meta)]
    )
    return jsonschema.Draft7Validator(schema, registry=registry)


class Session:
    """One spawned navd and the pygls client talking to it."""

    def __init__(self, client: JsonRPCClient) -> None:
        self.client = client
        self.notifications: List[Tuple[str, Any]] = []
        for method in ("navigator/didChange", "window/logMessage"):
            self._collect(method)

    def _collect(self, method: str) -> None:
        @self.client.feature(method)
        def _on_notification(params: Any) -> None:
            self.notifications.append((method, params))

    async def request(self, method: str, params: Any = None, timeout: float = ANSWER_TIMEOUT) -> Any:
        """Send a request; return its result or raise pygls's ``JsonRpcException``."""
        return await asyncio.wait_for(self.client.protocol.send_request_async(method, params), timeout)

    def notify(self, method: str, params: Any = None) -> None:
        """Send a notification."""
        self.client.protocol.notify(method, params)

    async def initialize(self, **params: Any) -> Any:
        """``initialize`` + ``initialized``."""
        result = await self.request("initialize", {"clientInfo": {"name": "pygls-e2e", "version": "1"}, **params})
        self.notify("initialized", {})
        return result

    async def exit_status(self, timeout: float = ANSWER_TIMEOUT) -> int:
        """Wait for navd to exit and return its status."""
        server = self.client._server
        assert server is not None
        return await asyncio.wait_for(server.wait(), timeout)

    async def stderr(self) -> str:
        """What navd wrote to stderr (only once it has exited)."""
        server = self.client._server
        if server is None or server.stderr is None or server.returncode is None:
            return ""
        return (await server.stderr.read()).decode("utf-8", "replace")


@contextlib.asynccontextmanager
async def navd_session(navd: Path, args: Sequence[str] = ()) -> AsyncIterator[Session]:
    """Spawn navd under pygls; on the way out make sure it is gone."""
    client = JsonRPCClient(converter_factory=plain_json_converter)
    await client.start_io(str(navd), *args)
    session = Session(client)
    try:
        yield session
    finally:
        server = client._server
        if server is not None and server.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                server.kill()
        await asyncio.wait_for(client.stop(), ANSWER_TIMEOUT)


async def probe(navd: Path) -> Tuple[Optional[str], FrozenSet[str]]:
    """``(None, served methods)`` if navd answers ``initialize`` as navd, else ``(why not, {})``."""
    try:
        async with navd_session(navd) as session:
            result = await session.initialize()
            if not isinstance(result, dict) or (result.get("serverInfo") or {}).get("name") != "navd":
                return f"{navd} answered initialize with {result!r:.200}", frozenset()
            methods = (result.get("capabilities") or {}).get("methods") or []
            await session.request("shutdown")
            session.notify("exit")
            await session.exit_status()
    except (asyncio.TimeoutError, JsonRpcException, RuntimeError, OSError) as error:
        return f"{navd} does not answer initialize yet: {error.__class__.__name__}: {error}", frozenset()
    return None, frozenset(m for m in methods if isinstance(m, str))
