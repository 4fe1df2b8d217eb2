"""Fixtures for driving ``navd lsp`` with pytest-lsp's ``LanguageClient``.

Each test gets a fresh server started as ``navd lsp``, initialised with the capabilities
pytest-lsp records for a real editor (VS Code unless a test asks for another), and shut
down (``shutdown`` + ``exit``) afterwards. ``NAVD`` names the executable; otherwise the
newest ``.build/{release,debug}/navd`` is used, and the suite is skipped when there is none
(``NAVD_REQUIRED=1`` makes that a failure).
"""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from typing import Any, AsyncIterator, Optional

import pytest
import pytest_lsp
from lsprotocol import types
from navd_client import NavdNotFound, locate_navd, navd_required
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

REPO_ROOT = Path(__file__).resolve().parents[2]
# Generous: the machine is shared, and a debug build parses a 16 MiB message slowly.
ANSWER_TIMEOUT = 20.0


def find_navd() -> Optional[Path]:
    """navd as every suite finds it (navd_client's locator: ``$NAVD``, then the newest
    ``.build/{release,debug}/navd`` of this checkout), or None when there is none."""
    try:
        return locate_navd(cwd=REPO_ROOT)
    except NavdNotFound:
        return None


NAVD = find_navd()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if NAVD is not None:
        return
    reason = "navd is not built: no $NAVD and no .build/{release,debug}/navd (run `swift build`)"
    if navd_required():
        raise pytest.UsageError(f"navd required but unavailable: {reason}")
    for item in items:
        item.add_marker(pytest.mark.skip(reason=reason))


def server_config() -> ClientServerConfig:
    return ClientServerConfig(server_command=[str(NAVD or "navd"), "lsp"])


async def end_session(client: LanguageClient) -> None:
    """Ends the server even after a failed test: ``shutdown`` + ``exit`` when initialised and
    healthy, else end of input (navd exits at the end of its stdin), so the fixture's teardown,
    which waits for the process, cannot hang."""
    server = client._server  # pygls keeps the process here
    if server is None or server.returncode is not None:
        return
    if client.capabilities is not None and client.error is None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(client.shutdown_session(), ANSWER_TIMEOUT)
    if server.returncode is None and server.stdin is not None:
        server.stdin.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(server.wait(), ANSWER_TIMEOUT)


@pytest_lsp.fixture(config=server_config())
async def lsp(lsp_client: LanguageClient) -> AsyncIterator[LanguageClient]:
    """A bare client: the test sends ``initialize`` itself."""
    yield lsp_client
    await end_session(lsp_client)


@pytest_lsp.fixture(config=server_config())
async def client(lsp_client: LanguageClient, request: pytest.FixtureRequest) -> AsyncIterator[LanguageClient]:
    """A client initialised as VS Code (UTF-16 positions), or as ``request.param``'s editor."""
    spec = getattr(request, "param", "visual-studio-code")
    params = types.InitializeParams(capabilities=client_capabilities(spec))
    lsp_client.initialize_result = await lsp_client.initialize_session(params)  # type: ignore[attr-defined]
    yield lsp_client
    await end_session(lsp_client)


class Documents:
    """Opens and edits documents, and waits for the publish that describes a version."""

    def __init__(self, client: LanguageClient) -> None:
        self.client = client
        self.versions: dict[str, int] = {}
        # Every publish, in arrival order. pytest-lsp hands a notification only to a waiter
        # registered when it arrives, so two publishes read in one chunk would lose the second.
        self.publishes: asyncio.Queue[types.PublishDiagnosticsParams] = asyncio.Queue()
        protocol = client.protocol
        handle = protocol._handle_notification

        def record(method_name: str, params: Any) -> Any:
            if method_name == types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS:
                self.publishes.put_nowait(params)
            return handle(method_name, params)

        protocol._handle_notification = record  # type: ignore[method-assign]

    def open(self, uri: str, text: str, language_id: str = "json") -> None:
        self.versions[uri] = 1
        self.client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(uri=uri, language_id=language_id, version=1, text=text)
            )
        )

    def change(self, uri: str, *changes: Any) -> int:
        self.versions[uri] += 1
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=self.versions[uri]),
                content_changes=list(changes),
            )
        )
        return self.versions[uri]

    async def published(
        self, uri: str, version: Optional[int] = None, timeout: float = ANSWER_TIMEOUT
    ) -> types.PublishDiagnosticsParams:
        """The next publish for ``uri`` (for ``version`` when given, skipping older ones)."""
        while True:
            params = await asyncio.wait_for(self.publishes.get(), timeout)
            if params.uri != uri:
                continue
            if version is not None and params.version != version:
                continue
            return params


@pytest.fixture
def documents(client: LanguageClient) -> Documents:
    return Documents(client)
