"""§1 NDJSON: one message per line, splits, last line without newline, blank lines."""

from __future__ import annotations

from wire import INIT, dumps, nd, note, req, run

SHUTDOWN = req(1, "shutdown")


def test_last_line_without_newline_at_eof_is_a_message():
    result = run(nd(INIT) + dumps(SHUTDOWN))
    assert [m["id"] for m in result.messages] == [0, 1]
    assert result.status == 0


def test_only_line_without_newline_is_a_message():
    result = run(dumps(INIT))
    assert [m["id"] for m in result.messages] == [0]
    assert result.status == 1


def test_last_line_without_newline_may_be_exit():
    result = run(nd(INIT, SHUTDOWN) + dumps(note("exit")))
    assert result.status == 0
    assert [m["id"] for m in result.messages] == [0, 1]


def test_crlf_line_endings_are_accepted():
    result = run(dumps(INIT) + b"\r\n" + dumps(SHUTDOWN) + b"\r\n")
    assert [m["id"] for m in result.messages] == [0, 1]


def test_blank_and_whitespace_lines_are_skipped_not_answered():
    result = run(nd(INIT) + b"\n\n   \n\t\r\n" + nd(SHUTDOWN) + b"  \n")
    assert [m["id"] for m in result.messages] == [0, 1]


def test_json_whitespace_inside_and_around_a_line():
    line = b' \t{ "jsonrpc" :\t"2.0" , "id" : 0 ,\r "method" : "initialize" } \t'
    result = run(line + b"\n")
    assert result.by_id(0)["result"]


def test_many_messages_in_one_write():
    messages = [INIT] + [req(i, "client/list") for i in range(1, 1000)]
    result = run(nd(*messages))
    assert [m["id"] for m in result.messages] == list(range(1000))


def test_output_lines_never_contain_raw_newlines_even_for_escaped_input():
    result = run(nd(INIT, req("a\nb\r\u2028\u2029c", "client/list")))
    assert result.stdout.count(b"\n") == 2  # two messages, two newlines
    assert result.messages[1]["id"] == "a\nb\r\u2028\u2029c"


def test_split_byte_by_byte_with_flushes_and_sleeps(spawn):
    navd = spawn()
    navd.trickle(nd(req("é", "initialize")))
    assert navd.wait_messages(1)[0]["id"] == "é"
    navd.trickle(nd(req(2, "client/list"), SHUTDOWN) + dumps(note("exit")))  # last line without newline
    assert [m["id"] for m in navd.wait_messages(3)] == ["é", 2, 1]
    navd.close_stdin()
    assert navd.wait() == 0


def test_a_line_split_across_two_writes_is_one_message(spawn):
    navd = spawn()
    stream = nd(INIT, req(1, "client/list"))
    for cut in (1, 10, len(dumps(INIT)), len(dumps(INIT)) + 1, len(stream) - 1):
        navd = spawn()
        navd.write(stream[:cut])
        navd.write(stream[cut:])
        assert [m["id"] for m in navd.wait_messages(2)] == [0, 1]
        navd.close_stdin()
        assert navd.wait() == 1


def test_responses_are_written_while_input_stays_open(spawn):
    # A client waits for each answer before sending the next: navd must not buffer until EOF.
    navd = spawn()
    navd.send(INIT)
    assert len(navd.wait_messages(1)) == 1
    for i in range(1, 20):
        navd.send(req(i, "client/list"))
        assert navd.wait_messages(i + 1)[-1]["id"] == i
    navd.send(SHUTDOWN, note("exit"))
    assert navd.wait() == 0
