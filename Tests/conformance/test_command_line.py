"""`navd --help`, `--version`, and bad command lines (exit 2, nothing on stdout)."""

from __future__ import annotations

import re
import subprocess

import pytest
from wire import INIT, navd_path, nd, run


def navd(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess:
    return subprocess.run([str(navd_path()), *args], input=stdin, capture_output=True, timeout=30)


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_lists_every_flag_with_its_default(flag):
    done = navd(flag)
    assert done.returncode == 0
    text = done.stdout.decode()
    expected = {
        "--framing": "auto",
        "--log-level": "warning",
        "--max-message-bytes": "16777216",
        "--max-depth": "512",
        "--max-clients": "10000",
        "--max-stack-entries": "10000",
    }
    for option, default in expected.items():
        lines = [line for line in text.splitlines() if line.strip().startswith(option)]
        assert lines, f"{option} missing from --help"
        # The default may be on a continuation line of the same entry.
        entry_start = text.index(lines[0])
        following = text[entry_start:].split("\n  -", 1)[0]
        assert re.search(r"default:?\s*`?" + re.escape(default), following), (option, following)
    for word in ("lsp", "ndjson", "error", "info", "debug", "--help", "--version"):
        assert word in text
    assert done.stderr == b""


def test_version_prints_name_and_version_to_stdout():
    done = navd("--version")
    assert done.returncode == 0
    assert re.fullmatch(
        rb"navd \d+\.\d+\.\d+\S* \(models Hotwire Native iOS 1\.3\.1 and Android 1\.3\.1\)\n", done.stdout
    ), done.stdout


def test_version_matches_initialize_server_info():
    version = navd("--version").stdout.decode().split()[1]
    result = run(nd(INIT)).messages[0]["result"]
    assert result["serverInfo"] == {
        "name": "navd",
        "version": version,
        "models": {"ios": "1.3.1", "android": "1.3.1"},
    }


BAD_COMMAND_LINES = [
    ["--bogus"],
    ["--framing"],
    ["--framing", "xml"],
    ["--framing=LSP"],
    ["--log-level", "verbose"],
    ["--log-level"],
    ["--max-message-bytes", "0"],
    ["--max-message-bytes", "-1"],
    ["--max-message-bytes", "ten"],
    ["--max-message-bytes", "1.5"],
    ["--max-message-bytes", "99999999999999999999999"],
    ["--max-depth", "0"],
    ["--max-depth", ""],
    ["--max-clients", "0"],
    ["--max-stack-entries", "0"],
    ["--max-stack-entries"],
    ["serve"],
    ["-x"],
]


@pytest.mark.parametrize("args", BAD_COMMAND_LINES, ids=lambda a: " ".join(a) or "empty")
def test_bad_command_line_exits_2_with_stderr_and_no_stdout(args):
    # stdin carries a valid session: a bad command line must not start serving it.
    done = navd(*args, stdin=nd(INIT))
    assert done.returncode == 2, (args, done)
    assert done.stdout == b""
    assert done.stderr.strip(), "the problem must be explained on stderr"


@pytest.mark.parametrize(
    "args",
    [
        ["--framing", "lsp"], ["--framing=ndjson"], ["--framing", "auto"],
        ["--log-level", "error"], ["--log-level=warning"], ["--log-level", "info"], ["--log-level", "debug"],
        ["--max-message-bytes", "1024"], ["--max-message-bytes=1"], ["--max-depth", "1"], ["--max-depth=10000"],
        ["--max-clients", "1"], ["--max-stack-entries", "1"],
    ],
    ids=lambda a: " ".join(a),
)
def test_good_flags_are_accepted(args):
    done = navd(*args, stdin=b"")
    assert done.returncode == 1, (args, done.stderr)  # EOF without shutdown
    assert done.stdout == b""
