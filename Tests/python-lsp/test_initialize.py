"""``initialize`` as docs/editors.md says: capabilities, serverInfo, position encodings."""

from __future__ import annotations

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams
from pytest_lsp import LanguageClient, client_capabilities


async def test_vscode_gets_incremental_sync_hover_code_actions_and_utf16(client: LanguageClient) -> None:
    result = client.initialize_result
    assert result.server_info is not None and result.server_info.name == "navd"
    capabilities = result.capabilities
    assert capabilities.position_encoding == types.PositionEncodingKind.Utf16
    sync = capabilities.text_document_sync
    assert isinstance(sync, types.TextDocumentSyncOptions)
    assert sync.open_close is True
    assert sync.change == types.TextDocumentSyncKind.Incremental
    assert capabilities.hover_provider is True
    assert isinstance(capabilities.code_action_provider, types.CodeActionOptions)
    assert list(capabilities.code_action_provider.code_action_kinds) == [types.CodeActionKind.QuickFix]


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        ("neovim@v0.11.0", types.PositionEncodingKind.Utf8),  # offers utf-8, utf-16, utf-32
        ("emacs@v29.1", types.PositionEncodingKind.Utf8),  # offers utf-32 first; navd prefers utf-8
        ("neovim@v0.10.0", types.PositionEncodingKind.Utf16),  # offers only utf-16
        ("neovim@v0.7.0", types.PositionEncodingKind.Utf16),  # offers nothing
    ],
)
async def test_picks_and_announces_a_position_encoding_the_editor_offers(
    lsp: LanguageClient, spec: str, expected: types.PositionEncodingKind
) -> None:
    result = await lsp.initialize_session(types.InitializeParams(capabilities=client_capabilities(spec)))
    assert result.capabilities.position_encoding == expected
    await lsp.shutdown_session()


async def test_an_unknown_platform_fails_initialize_naming_the_field(lsp: LanguageClient) -> None:
    with pytest.raises(JsonRpcInvalidParams) as raised:
        await lsp.initialize_session(
            types.InitializeParams(
                capabilities=types.ClientCapabilities(), initialization_options={"platform": "windows"}
            )
        )
    assert "initializationOptions.platform" in str(raised.value)
    # The server stays uninitialised and usable: a correct initialize now succeeds.
    result = await lsp.initialize_session(
        types.InitializeParams(capabilities=types.ClientCapabilities(), initialization_options={"platform": "ios"})
    )
    assert result.server_info is not None and result.server_info.name == "navd"
    await lsp.shutdown_session()
    assert lsp._server is not None and lsp._server.returncode == 0  # shutdown, then exit: status 0
