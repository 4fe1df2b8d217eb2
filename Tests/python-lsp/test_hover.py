"""``textDocument/hover``: on a pattern, its rule's properties and what overwrites them; on a
property, its allowed values."""

from __future__ import annotations

from conftest import Documents
from lsprotocol import types
from pytest_lsp import LanguageClient

URI = "file:///project/path-configuration.json"

CONFIGURATION = """{
  "rules": [
    {"patterns": ["^/new$"], "properties": {"context": "modal", "presentation": "replace"}},
    {"patterns": ["^/new$"], "properties": {"context": "default"}},
    {"patterns": ["/recede_historical_location"], "properties": {"animated": false}}
  ]
}
"""


async def hover(client: LanguageClient, line: int, character: int) -> types.Hover | None:
    return await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            position=types.Position(line=line, character=character),
        )
    )


def line_and_column(text: str, needle: str, occurrence: int = 0) -> tuple[int, int]:
    offset = -1
    for _ in range(occurrence + 1):
        offset = text.index(needle, offset + 1)
    line = text.count("\n", 0, offset)
    return line, offset - (text.rfind("\n", 0, offset) + 1)


async def hover_text(client: LanguageClient, needle: str, into: int, occurrence: int = 0) -> str:
    """The Markdown hover ``into`` characters into the ``occurrence``-th ``needle`` of CONFIGURATION."""
    line, column = line_and_column(CONFIGURATION, needle, occurrence)
    result = await hover(client, line, column + into)
    assert result is not None and isinstance(result.contents, types.MarkupContent)
    return result.contents.value


async def test_a_pattern_shows_what_its_rule_sets_and_which_later_rule_overwrites_what(
    client: LanguageClient, documents: Documents
) -> None:
    documents.open(URI, CONFIGURATION)
    await documents.published(URI)
    line, column = line_and_column(CONFIGURATION, '"^/new$"')
    result = await hover(client, line, column + 3)
    assert result is not None
    assert isinstance(result.contents, types.MarkupContent)
    assert result.contents.kind == types.MarkupKind.Markdown
    assert result.contents.value == "\n".join(
        [
            "**`rules[0]`** applies wherever `^/new$` is found, and sets:",
            '- `context`: `"modal"`',
            '- `presentation`: `"replace"`',
            "",
            "Overwritten wherever this pattern applies:",
            "- `context` by `rules[1]`",
        ]
    )
    assert result.range == types.Range(
        start=types.Position(line=line, character=column),
        end=types.Position(line=line, character=column + len('"^/new$"')),
    )


async def test_a_built_in_rule_counts_as_a_later_rule(client: LanguageClient, documents: Documents) -> None:
    documents.open(URI, CONFIGURATION)
    await documents.published(URI)
    text = await hover_text(client, '"/recede_historical_location"', 1)
    assert text.endswith("No later rule overwrites them wherever this pattern applies.")
    # The second rule's own pattern: nothing after it sets `context`.
    text = await hover_text(client, '"^/new$"', 1, occurrence=1)
    assert text.startswith("**`rules[1]`** applies wherever `^/new$` is found")
    assert text.endswith("No later rule overwrites them wherever this pattern applies.")


async def test_a_property_value_shows_its_allowed_values(client: LanguageClient, documents: Documents) -> None:
    documents.open(URI, CONFIGURATION)
    await documents.published(URI)
    text = await hover_text(client, '"replace"', 2)
    assert text == (
        "**`presentation`**: one of `default`, `pop`, `replace`, `refresh`, `clear_all`, `replace_root`, `none`;"
        " `null` resets it to the default."
    )
    text = await hover_text(client, "false", 0)
    assert text == "**`animated`**: `true` or `false`; `null` resets it to the default."


async def test_nothing_to_say_elsewhere(client: LanguageClient, documents: Documents) -> None:
    documents.open(URI, CONFIGURATION)
    await documents.published(URI)
    assert await hover(client, 0, 0) is None
    line, column = line_and_column(CONFIGURATION, '"rules"')
    assert await hover(client, line, column + 1) is None
