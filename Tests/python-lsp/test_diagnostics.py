"""Diagnostics while typing: didOpen, didChange (full and incremental), didSave, didClose."""

from __future__ import annotations

import pytest
from conftest import Documents
from lsprotocol import types
from pytest_lsp import LanguageClient

URI = "file:///project/path-configuration.json"

MODAL_TYPO = """{
  "settings": {},
  "rules": [
    {"patterns": ["/new$"], "properties": {"context": "Modal"}}
  ]
}
"""


def span(diagnostic: types.Diagnostic) -> tuple[int, int, int, int]:
    r = diagnostic.range
    return (r.start.line, r.start.character, r.end.line, r.end.character)


async def test_an_unknown_value_is_an_error_on_the_value_with_quotes(documents: Documents) -> None:
    documents.open(URI, MODAL_TYPO)
    published = await documents.published(URI)
    assert published.version == 1
    [diagnostic] = published.diagnostics
    assert diagnostic.code == "unknownValue"
    assert diagnostic.source == "navd"
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert diagnostic.message == 'unknown value "Modal" (expected one of default, modal); did you mean "modal"?'
    # `"Modal"` on line 3: the quotes are part of the range.
    line = MODAL_TYPO.splitlines()[3]
    start = line.index('"Modal"')
    assert span(diagnostic) == (3, start, 3, start + len('"Modal"'))


async def test_an_incremental_change_is_checked_again_and_the_publish_has_its_version(documents: Documents) -> None:
    documents.open(URI, MODAL_TYPO)
    [diagnostic] = (await documents.published(URI)).diagnostics
    # Type over the `M` of `Modal` with `m`.
    start = diagnostic.range.start
    m = types.Position(line=start.line, character=start.character + 1)
    version = documents.change(
        URI,
        types.TextDocumentContentChangePartial(
            range=types.Range(start=m, end=types.Position(line=m.line, character=m.character + 1)), text="m"
        ),
    )
    published = await documents.published(URI, version)
    assert list(published.diagnostics) == []


async def test_a_full_change_replaces_the_text(documents: Documents) -> None:
    documents.open(URI, "{}")
    await documents.published(URI)
    version = documents.change(URI, types.TextDocumentContentChangeWholeDocument(text=MODAL_TYPO))
    published = await documents.published(URI, version)
    assert [d.code for d in published.diagnostics] == ["unknownValue"]


async def test_a_burst_of_keystrokes_ends_with_a_publish_of_the_last_version(
    client: LanguageClient, documents: Documents
) -> None:
    text = '{"rules": [{"patterns": ["/a"], "properties": {"context": "x"}}]}'
    documents.open(URI, text)
    await documents.published(URI)
    insert_at = text.index('"x"') + 2  # after the x
    last = 0
    for typed in range(40):
        position = types.Position(line=0, character=insert_at + typed)
        last = documents.change(
            URI, types.TextDocumentContentChangePartial(range=types.Range(start=position, end=position), text="y")
        )
    published = await documents.published(URI, last)
    [diagnostic] = published.diagnostics
    assert diagnostic.message.startswith('unknown value "x' + "y" * 40 + '"')


async def test_invalid_json_is_reported_for_json_documents_at_the_offending_token(documents: Documents) -> None:
    documents.open(URI, '{"rules": [}')
    [diagnostic] = (await documents.published(URI)).diagnostics
    assert diagnostic.code == "invalidJSON"
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert span(diagnostic) == (0, 11, 0, 12)


@pytest.mark.parametrize(
    ("uri", "language_id", "codes"),
    [
        ("file:///notes/config.txt", "plaintext", []),  # not JSON by name or language: no invalidJSON
        ("file:///notes/config.txt", "jsonc", ["invalidJSON"]),
        ("file:///notes/CONFIG.JSON", "plaintext", ["invalidJSON"]),
    ],
)
async def test_invalid_json_only_for_json_or_jsonc_documents_or_json_uris(
    documents: Documents, uri: str, language_id: str, codes: list[str]
) -> None:
    documents.open(uri, '{"rules": [', language_id=language_id)
    published = await documents.published(uri)
    assert [d.code for d in published.diagnostics] == codes


async def test_a_json_document_of_no_checked_shape_gets_an_empty_list(documents: Documents) -> None:
    uri = "file:///project/package.json"
    documents.open(uri, '{"name": "app", "version": "1.0.0"}')
    assert list((await documents.published(uri)).diagnostics) == []


async def test_a_path_configuration_in_another_language_is_still_checked(documents: Documents) -> None:
    uri = "file:///project/config.txt"
    documents.open(uri, MODAL_TYPO, language_id="plaintext")
    assert [d.code for d in (await documents.published(uri)).diagnostics] == ["unknownValue"]


async def test_warnings_have_severity_2(documents: Documents) -> None:
    documents.open(URI, '{"rules": [{"patterns": [], "properties": {"Context": "modal"}}]}')
    diagnostics = (await documents.published(URI)).diagnostics
    assert sorted((d.code, d.severity) for d in diagnostics) == [
        ("emptyPatterns", types.DiagnosticSeverity.Warning),
        ("misspelledKey", types.DiagnosticSeverity.Warning),
    ]
    misspelled = next(d for d in diagnostics if d.code == "misspelledKey")
    start = '{"rules": [{"patterns": [], "properties": {'.__len__()
    assert span(misspelled) == (0, start, 0, start + len('"Context"'))  # the key, not the value


async def test_did_save_publishes_again_and_did_close_publishes_an_empty_list(
    client: LanguageClient, documents: Documents
) -> None:
    documents.open(URI, MODAL_TYPO)
    await documents.published(URI)
    client.text_document_did_save(
        types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert [d.code for d in (await documents.published(URI)).diagnostics] == ["unknownValue"]
    client.text_document_did_close(
        types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert list((await documents.published(URI)).diagnostics) == []


async def test_utf16_columns_count_an_emoji_as_two(documents: Documents) -> None:
    text = '{"rules": [{"patterns": ["/😀"], "properties": {"context": "nope"}}]}'
    documents.open(URI, text)
    [diagnostic] = (await documents.published(URI)).diagnostics
    start = len(text[: text.index('"nope"')].encode("utf-16-le")) // 2
    assert span(diagnostic) == (0, start, 0, start + 6)


@pytest.mark.parametrize("client", ["neovim@v0.11.0"], indirect=True)
async def test_utf8_columns_count_bytes_when_the_editor_offers_utf8(documents: Documents) -> None:
    text = '{"rules": [{"patterns": ["/😀é"], "properties": {"context": "nope"}}]}'
    documents.open(URI, text)
    [diagnostic] = (await documents.published(URI)).diagnostics
    start = len(text[: text.index('"nope"')].encode("utf-8"))
    assert span(diagnostic) == (0, start, 0, start + 6)
    # An incremental change in UTF-8 columns: replace `nope` by `modal`.
    version = documents.change(
        URI,
        types.TextDocumentContentChangePartial(
            range=types.Range(
                start=types.Position(line=0, character=start + 1), end=types.Position(line=0, character=start + 5)
            ),
            text="modal",
        ),
    )
    assert list((await documents.published(URI, version)).diagnostics) == []


async def test_a_route_table_and_a_client_configuration_are_checked_too(documents: Documents) -> None:
    routes = "file:///project/routes.json"
    table = '[{"name": "a", "patterns": ["app://a/{id}"]}, {"name": "a", "patterns": ["app://b"]}]'
    documents.open(routes, table)
    [duplicate] = (await documents.published(routes)).diagnostics
    assert (duplicate.code, duplicate.message) == ("invalidRouteTable", "duplicate route name (first used at [0].name)")
    second = table.rindex('"a"')
    assert span(duplicate) == (0, second, 0, second + 3)
    configuration = "file:///project/client.json"
    text = '{"pathConfiguration": {"rules": [{"patterns": ["/x"], "properties": {"context": "sheet"}}]}}'
    documents.open(configuration, text)
    [diagnostic] = (await documents.published(configuration)).diagnostics
    assert diagnostic.code == "unknownValue"
    start = text.index('"sheet"')
    assert span(diagnostic) == (0, start, 0, start + len('"sheet"'))
