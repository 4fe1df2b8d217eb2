"""§1 end of input and output robustness: truncated last lines, a reader that goes away, big responses."""

from __future__ import annotations

import os
import subprocess
import time

from wire import INIT, navd_path, nd, note, parse_ndjson, req, run


def test_truncated_last_ndjson_line_at_eof_is_answered_as_a_parse_error():
    result = run(nd(INIT) + b'{"jsonrpc":"2.0","id":1,"meth')
    assert [m["id"] for m in result.messages] == [0, None]
    assert result.messages[1]["error"]["code"] == -32700
    assert result.status == 1


def test_truncated_last_line_after_shutdown_still_exits_0():
    result = run(nd(INIT, req(1, "shutdown")) + b'{"jsonrpc":"2.0","id":2,"meth')
    assert result.status == 0
    assert [m["id"] for m in result.messages] == [0, 1, None]


def test_reader_gone_navd_exits_without_hanging_or_dying_by_signal():
    read_end, write_end = os.pipe()
    process = subprocess.Popen([str(navd_path())], stdin=subprocess.PIPE, stdout=write_end, stderr=subprocess.PIPE)
    os.close(write_end)
    os.close(read_end)  # nobody will ever read stdout
    try:
        process.stdin.write(nd(INIT, *[req(i, "client/list") for i in range(1, 50)]))
        process.stdin.flush()
    except BrokenPipeError:
        pass
    status = process.wait(timeout=20)
    assert status in (0, 1), status  # a clean exit, not a signal (negative) or a crash
    process.stderr.close()


def test_big_response_is_written_whole_to_a_slow_reader():
    entries = [{"url": f"https://a.example/{i}/" + "x" * 200} for i in range(5000)]
    stdin = nd(INIT, req(1, "state/import", {"state": {"main": entries}}), req(2, "state"))
    process = subprocess.Popen([str(navd_path())], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL)
    process.stdin.write(stdin)
    process.stdin.close()
    chunks = []
    while True:
        chunk = process.stdout.read(4096)
        if not chunk:
            break
        chunks.append(chunk)
        if len(chunks) % 64 == 0:
            time.sleep(0.01)  # read slowly: navd must handle partial writes
    assert process.wait(timeout=60) == 1
    messages = parse_ndjson(b"".join(chunks))
    assert [m["id"] for m in messages] == [0, 1, 2]
    assert len(messages[2]["result"]["main"]) == 5000


def test_input_after_exit_is_not_read(spawn):
    navd = spawn()
    navd.send(INIT, note("exit"), req(1, "client/list"))
    assert navd.wait() == 1
    assert [m["id"] for m in navd.messages()] == [0]
