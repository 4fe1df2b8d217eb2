"""Bad input is answered as LSP says and never ends the session."""

from __future__ import annotations

import asyncio

import pytest
from conftest import ANSWER_TIMEOUT, Documents
from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams, JsonRpcMethodNotFound
from pytest_lsp import LanguageClient

URI = "file:///project/path-configuration.json"


async def still_serving(client: LanguageClient, documents: Documents) -> None:
    documents.open("file:///project/probe.json", '{"rules": [{"patterns": ["/a"], "properties": {"context": "x"}}]}')
    published = await documents.published("file:///project/probe.json")
    assert [d.code for d in published.diagnostics] == ["unknownValue"]


async def test_an_unknown_request_is_method_not_found(client: LanguageClient, documents: Documents) -> None:
    with pytest.raises(JsonRpcMethodNotFound):
        await asyncio.wait_for(client.protocol.send_request_async("navd/noSuchMethod", {}), ANSWER_TIMEOUT)
    client.protocol.notify("$/noSuchNotification", {})  # ignored, as LSP says for $/ notifications
    await still_serving(client, documents)


async def test_a_request_about_a_document_that_is_not_open_is_invalid_params(
    client: LanguageClient, documents: Documents
) -> None:
    with pytest.raises(JsonRpcInvalidParams) as raised:
        await asyncio.wait_for(
            client.text_document_hover_async(
                types.HoverParams(
                    text_document=types.TextDocumentIdentifier(uri="file:///never-opened.json"),
                    position=types.Position(line=0, character=0),
                )
            ),
            ANSWER_TIMEOUT,
        )
    assert "textDocument.uri: is not an open document" in str(raised.value)
    # A change to a document that is not open is a notification: no answer, nothing changes.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri="file:///never-opened.json", version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text="{}")],
        )
    )
    await still_serving(client, documents)


async def test_positions_past_the_end_are_clamped(client: LanguageClient, documents: Documents) -> None:
    documents.open(URI, '{"rules": []}')
    await documents.published(URI)
    far = types.Position(line=99, character=99)
    version = documents.change(
        URI,
        types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=0, character=500), end=far), text=" "
        ),
    )
    assert list((await documents.published(URI, version)).diagnostics) == []


async def test_a_document_over_16_mib_gets_one_diagnostic_and_is_not_checked(
    client: LanguageClient, documents: Documents
) -> None:
    padding = " " * (16 * 1024 * 1024)
    documents.open(URI, '{"rules": [{"patterns": ["/a"], "properties": {"context": "x"}}]}' + padding)
    published = await documents.published(URI, timeout=50.0)
    [diagnostic] = published.diagnostics
    assert diagnostic.code == "documentTooLarge"
    assert "more than the 16 MiB navd checks" in diagnostic.message
    # Shrinking it below the limit checks it again.
    version = documents.change(
        URI, types.TextDocumentContentChangeWholeDocument(text='{"rules": [{"patterns": ["/a"], "properties": {}}]}')
    )
    assert [d.code for d in (await documents.published(URI, version)).diagnostics] == ["emptyProperties"]
