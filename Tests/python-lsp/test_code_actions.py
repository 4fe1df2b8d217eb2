"""``textDocument/codeAction``: quick fixes for findings that carry a replacement."""

from __future__ import annotations

from conftest import Documents
from lsprotocol import types
from pytest_lsp import LanguageClient

URI = "file:///project/path-configuration.json"


def apply_edits(text: str, edits: list[types.TextEdit]) -> str:
    """Applies single-line UTF-16 edits (the fixtures are ASCII) from last to first."""
    lines = text.split("\n")
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start, end = edit.range.start, edit.range.end
        assert start.line == end.line
        line = lines[start.line]
        lines[start.line] = line[: start.character] + edit.new_text + line[end.character :]
    return "\n".join(lines)


async def code_actions(client: LanguageClient, start: int, end: int, only=None) -> list[types.CodeAction]:
    result = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=types.Range(start=types.Position(line=0, character=start), end=types.Position(line=0, character=end)),
            context=types.CodeActionContext(diagnostics=[], only=only),
        )
    )
    return list(result or [])


async def test_did_you_mean_rewrites_the_value_and_the_fix_clears_the_finding(
    client: LanguageClient, documents: Documents
) -> None:
    text = '{"rules": [{"patterns": ["/new$"], "properties": {"presentation": "replace_rot"}}]}'
    documents.open(URI, text)
    [diagnostic] = (await documents.published(URI)).diagnostics
    cursor = text.index("replace_rot") + 3
    [action] = await code_actions(client, cursor, cursor)
    assert action.kind == types.CodeActionKind.QuickFix
    assert action.title == 'Replace with "replace_root"'
    assert action.is_preferred is True
    assert [d.code for d in action.diagnostics or []] == ["unknownValue"]
    assert action.edit is not None and action.edit.changes is not None
    edits = list(action.edit.changes[URI])
    assert [(e.range, e.new_text) for e in edits] == [(diagnostic.range, '"replace_root"')]
    fixed = apply_edits(text, edits)
    assert fixed == text.replace('"replace_rot"', '"replace_root"')
    version = documents.change(URI, types.TextDocumentContentChangeWholeDocument(text=fixed))
    assert list((await documents.published(URI, version)).diagnostics) == []


async def the_one_fix(client: LanguageClient, documents: Documents, text: str, needle: str, length: int) -> tuple[str, str]:
    """Opens ``text`` and asks for the actions on ``length`` characters from ``needle``: the one
    action's title and ``text`` with its edits applied."""
    documents.open(URI, text)
    await documents.published(URI)
    start = text.index(needle)
    [action] = await code_actions(client, start, start + length)
    assert action.edit is not None and action.edit.changes is not None
    return action.title, apply_edits(text, list(action.edit.changes[URI]))


async def test_a_misspelt_key_is_renamed(client: LanguageClient, documents: Documents) -> None:
    text = '{"rules": [{"patterns": ["/a"], "properties": {"Pull-To-Refresh-Enabled": false}}]}'
    title, fixed = await the_one_fix(client, documents, text, '"Pull', 2)
    assert title == 'Rename the key to "pull_to_refresh_enabled"'
    assert fixed == text.replace('"Pull-To-Refresh-Enabled"', '"pull_to_refresh_enabled"')


async def test_a_boolean_written_as_a_string_becomes_the_boolean(client: LanguageClient, documents: Documents) -> None:
    text = '{"rules": [{"patterns": ["/a"], "properties": {"animated": "false"}}]}'
    title, fixed = await the_one_fix(client, documents, text, '"false"', 7)
    assert title == "Replace with false"
    assert fixed == text.replace('"false"', "false")


async def test_no_action_away_from_a_finding_or_for_other_kinds(client: LanguageClient, documents: Documents) -> None:
    text = '{"rules": [{"patterns": ["/a"], "properties": {"context": "modl"}}]}'
    documents.open(URI, text)
    await documents.published(URI)
    assert await code_actions(client, 0, 3) == []
    value = text.index('"modl"')
    assert await code_actions(client, value, value, only=[types.CodeActionKind.Refactor]) == []
    assert len(await code_actions(client, value, value, only=[types.CodeActionKind.QuickFix])) == 1


async def test_a_finding_without_replacement_has_no_action(client: LanguageClient, documents: Documents) -> None:
    text = '{"rules": [{"patterns": ["/a"], "properties": {"context": "sheet"}}]}'
    documents.open(URI, text)
    [diagnostic] = (await documents.published(URI)).diagnostics
    assert diagnostic.code == "unknownValue"  # no value is close enough to suggest
    value = text.index('"sheet"')
    assert await code_actions(client, value, value + 7) == []
