#!/usr/bin/env python3
"""Writes the committed seed corpora in Fuzz/Corpus/<target>/ (small, hand-picked inputs).

Run from the repository root: python3 Fuzz/make_seeds.py. Existing regression inputs
(files named regression-*) are kept; seed-* files are rewritten.
"""
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent / "Corpus"
# navd_client's codec (the project's one) from this checkout, with or without the test venv.
sys.path.insert(0, str(ROOT.parents[1] / "clients" / "python-example" / "src"))
from navd_client.framing import encode_json, frame_body  # noqa: E402


def rpc(method, params=None, id_=None) -> bytes:
    message = {"jsonrpc": "2.0", "method": method}
    if params is not None:
        message["params"] = params
    if id_ is not None:
        message["id"] = id_
    return encode_json(message)


JSON_SEEDS = [
    b'{"jsonrpc":"2.0","id":1,"method":"route","params":{"url":"https://app.example/a","options":{"action":"advance"}}}',
    b'[1,-0,0.5,1e3,-1.25E-7,9223372036854775807,-9223372036854775808,9223372036854775808,1e400]',
    b'{"a":{"b":[null,true,false,{}]},"a":"dup","\\u00e9\\ud83d\\ude00":"\\n\\t\\"\\\\\\/"}',
    b'"\\u0000\\u001f\xc3\xa9\xf0\x9f\x98\x80"',
    b"[" * 40 + b"]" * 40,
    b'  {"x" : [ 1 , 2 ] }  ',
    b"[1,]",
    b'{"a" 1}',
    b"\xff\xfe",
    b"01",
]

INIT = rpc("initialize", {"clientInfo": {"name": "fuzz"}}, 1)
SESSION_MESSAGES = [
    INIT,
    rpc("initialized"),
    rpc("rpc.discover", None, 2),
    rpc("route", {"url": "https://app.example/"}, 3),
    rpc("$/cancelRequest", {"id": 5}),
    rpc("state", None, 5),
    b'[{"jsonrpc":"2.0","id":6,"method":"shutdown"},{"jsonrpc":"2.0","method":"initialized"}]',
    b"[]",
    b'{"jsonrpc":"1.0","id":7,"method":"x"}',
    b'{"jsonrpc":"2.0","id":1.0,"method":"x"}',
    b'{"jsonrpc":"2.0","id":8,"method":"shutdown","params":[1]}',
    b"{not json",
    rpc("shutdown", None, 9),
    rpc("exit"),
]

WEB_SIDE_MESSAGES = [
    rpc("initialize", {"configuration": {"startLocation": "https://app.example/", "pathConfiguration": {
        "rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}}}, 1),
    rpc("route", {"url": "https://app.example/posts"}, 2),
    rpc("route", {"url": "https://app.example/posts/new"}, 3),
    rpc("session/proposeVisit", {"url": "https://app.example/posts/new", "session": "modal", "explain": True}, 4),
    rpc("session/formSubmitted", {"method": "post", "response": {"statusCode": 200, "url": "/posts/1",
                                                                 "redirected": True}, "explain": True}, 5),
    rpc("session/visitFailed", {"statusCode": 503}, 6),
    rpc("session/crossOriginRedirect", {"url": "https://pay.example/checkout"}, 7),
    rpc("session/formSubmitted", {"method": "TRACE", "response": {"statusCode": 700, "url": 1}}, 8),
    rpc("shutdown", None, 9),
    rpc("exit"),
]


def stream(messages, framing):
    return b"".join(frame_body(m, framing) for m in messages)


def frame_seeds():
    # byte 0: mode (value % 3: auto, lsp, ndjson) and limit (value // 3 % 7); byte 1: chunk seed
    seeds = {
        "ndjson-auto": bytes([18, 7]) + stream(SESSION_MESSAGES[:4], "ndjson"),
        "lsp-auto": bytes([18, 9]) + stream(SESSION_MESSAGES[:4], "lsp"),
        "lsp-headers": bytes([19, 3])
        + b"content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf8\r\n\r\n{}"
        + b"Content-Length:  3 \n\n[1]",
        "ndjson-oversized": bytes([12, 5]) + b'{"a":1}\n' + b"x" * 100 + b"\n \r\t\n[2]",
        "ndjson-no-newline": bytes([20, 1]) + b'{"last":true}',
        "lsp-bad-length": bytes([1, 1]) + b"Content-Length: 99999999999999999999\r\n\r\n",
        "lsp-conflict": bytes([1, 2]) + b"Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
        "auto-bad-first-byte": bytes([0, 0]) + b"  \nhello",
    }
    return seeds


def session_seeds():
    # byte 0: mode (value % 3) and small limits (bit 7); byte 1: read-size seed
    return {
        "ndjson-lifecycle": bytes([0, 3]) + stream(SESSION_MESSAGES, "ndjson"),
        "lsp-lifecycle": bytes([0, 5]) + stream(SESSION_MESSAGES, "lsp"),
        "ndjson-small-limits": bytes([0x80, 7]) + stream([INIT, b"[[[[[1]]]]]", b'{"x":"' + b"y" * 300 + b'"}'], "ndjson"),
        "lsp-small-limits": bytes([0x81, 9]) + stream([INIT, b"[[[[[1]]]]]"], "lsp"),
        "before-initialize": bytes([2, 1]) + stream([rpc("state", None, 1), rpc("initialized"), INIT], "ndjson"),
        "cancel-same-read": bytes([0, 0xFF]) + stream([INIT, rpc("rpc.discover", None, 4), rpc("$/cancelRequest", {"id": 4})], "ndjson"),
        "web-side": bytes([0, 4]) + stream(WEB_SIDE_MESSAGES, "ndjson"),
    }


PATH_CONFIGURATION = {
    "settings": {"tabs": []},
    "rules": [
        {"patterns": [".*"], "properties": {"context": "default", "pull_to_refresh_enabled": True}},
        {"patterns": ["/new$", "/edit$"], "properties": {"context": "modal"}},
        {"patterns": ["^/numbers/[0-9]+$", "/a(b|c)*d?"], "properties": {"view_controller": "numbers"}},
        {"patterns": ["(a+)+$", "[", "(?<=x)y"], "properties": {"presentation": "replace"}},
        {"patterns": ["\\?tab=\\w+"], "properties": {"presentation": "refresh"}},
    ],
}


def path_seeds():
    urls = [
        "https://app.example/posts/new",
        "https://app.example/numbers/42",
        "https://app.example/" + "a" * 60 + "!",
        "https://app.example/x?tab=home",
        "https://app.example/recede_historical_location",
        "https://app.example/caf%C3%A9/%2F?q=%20#frag",
    ]
    document = json.dumps(PATH_CONFIGURATION).encode()
    return {
        "full": document + b"\0" + b"\0".join(u.encode() for u in urls),
        "empty-rules": b'{"rules":[]}\0https://app.example/resume_historical_location',
        "invalid-shape": b'{"settings":1,"rules":[{"patterns":"x"},{"properties":[]},7]}\0https://a.example/',
        "no-rules": b'{"settings":{}}\0https://a.example/',
    }


REGEXES = [
    (b"(a+)+$", b"a" * 200 + b"!"),
    (b"^/numbers/[0-9]+$", b"/numbers/123"),
    (b"/a(b|c)*d?", b"/xx/abcbcd"),
    (b"\\d{2,4}-\\w+", b"phone 123-abc"),
    (b"[^/]+/(new|edit)$", b"/posts/new"),
    (b"(?i)caf\xc3\xa9", b"CAF\xc3\x89"),
    (b"\\bword\\b", b"a word here"),
    (b"x{1000}", b"x" * 1000),
    (b"((((((((((a))))))))))*", b"aaaa"),
    (b"[a-z&&[^aeiou]]+", b"xyz"),
    (b"(?<name>a)\\k<name>", b"aa"),
    (b".*.*.*=.*", b"x=" + b"y" * 100),
    (b"\\p{L}+", b"\xe4\xb8\xad\xe6\x96\x87"),
]


def regex_seeds():
    return {"pattern-%02d" % i: p + b"\0" + s for i, (p, s) in enumerate(REGEXES)}


ROUTES = [
    {"name": "viewAlbum", "patterns": ["kkbox://album/{albumID:digits}", "https://www.kkbox.com/album/{albumID:digits}"]},
    {"name": "search", "patterns": ["kkbox://search?q={q}&type={type:(song|album)=song}"]},
    {"name": "playlist", "patterns": ["https://www.kkbox.com/{region:(tw|hk)}/tc/playlist/{id:uuid}"]},
    {"name": "files", "patterns": ["kkbox://files/{*path}"]},
    {"name": "year", "patterns": ["https://kma.kkbox.com/awards/{year:int}"]},
    {"name": "campaign", "patterns": ["kkbox://campaign/{c}?ref=app&n={n:int?}"]},
]
ROUTE_URLS = [
    "kkbox://album/007",
    "kkbox:///album/1",
    "kkbox:album/1#x",
    "https://WWW.KKBOX.COM:443/album/5/",
    "kkbox://search?q=caf%C3%A9&type=album&extra=1",
    "https://www.kkbox.com/tw/tc/playlist/123E4567-E89B-12D3-A456-426614174000",
    "kkbox://files/a/b%2Fc/d",
    "https://kma.kkbox.com/awards/-9223372036854775808",
    "kkbox://campaign/summer?ref=app&n=3",
    "kkbox://album/../1",
    "kkbox://album/%zz",
]


def route_seeds():
    table = json.dumps(ROUTES).encode()
    return {
        "json-table": b"\x01" + table + b"\0" + b"\0".join(u.encode() for u in ROUTE_URLS),
        "json-ambiguous": b'\x01[{"name":"a","patterns":["kkbox://x/{y}"]},{"name":"b","patterns":["kkbox://x/{z}"]}]\0kkbox://x/1',
        "json-invalid": b'\x01[{"name":"unknown","patterns":["a//b","pre{x}","{*r:int}",""]},{"name":""}]',
        "generated-1": bytes([0, 3, 0, 1, 1, 2, 0, 5, 1, 3, 2, 1, 4, 0, 2, 2, 1, 3, 4, 1, 2, 0, 1, 7, 3, 2]),
        "generated-2": bytes([2, 4, 1, 0, 2, 3, 1, 1, 7, 0, 6, 3, 3, 0, 1, 2, 5, 5, 5, 1, 0, 9, 8, 7, 6, 5, 4, 3]),
    }


def navigator_seeds():
    # Structured: every byte is a choice; these walk through the main call kinds.
    return {
        "routes-and-pops": bytes([3, 1] + [0, 1, 0, 0, 1, 1, 0, 2, 0, 6, 2, 0, 4, 1, 5, 0, 7, 8, 1, 8, 0]),
        "modal-flow": bytes([5, 0] + [1, 6, 0, 1, 0, 2, 8, 1, 0, 3, 9, 2, 1, 0, 1, 1, 8, 0, 4, 0, 11, 2, 1, 1, 0, 1]),
        "historical": bytes([4, 1] + [0, 7, 0, 0, 0, 1, 14, 0, 0, 0, 2, 15, 1, 0, 0, 3, 16, 2, 0, 0]),
        "set-stacks": bytes([2, 0] + [11, 3, 0, 1, 1, 0, 1, 2, 1, 1, 1, 2, 0, 1, 0, 1, 2, 10, 0, 1, 9, 2, 0, 1, 1]),
        "limit": bytes([0, 1] + [0, 1, 0, 0, 0] * 12),
    }


def daemon_seeds():
    # Structured: byte pairs pick a client and a call kind, then its arguments.
    return {
        "routes-modal": bytes([0, 0, 4, 0, 0, 1, 0, 1, 4, 1, 0, 0, 1, 5, 0, 0, 2, 1, 6, 0, 0, 8, 0, 8, 1]),
        "imports": bytes([1, 11, 3, 0, 1, 2, 1, 2, 3, 0, 1, 12, 1, 1, 14, 2, 9, 0, 1, 1, 3]),
        "clients": bytes([3, 12, 0, 2, 12, 1, 3, 13, 2, 0, 15, 1, 1, 12, 0, 3, 0, 1, 0, 3, 10, 1, 0]),
        "app-actions": bytes([0, 9, 0, 1, 1, 2, 0, 10, 1, 0, 0, 8, 1, 0, 7, 0, 0, 7, 1, 0, 5, 2]),
        # route, a modal, proposals, a form from the modal, a failed visit, a cross-origin redirect
        "web-side": bytes([0, 0, 1, 0, 0, 0, 0, 4, 0, 0, 0, 16, 4, 1, 1, 0, 0, 17, 1, 2, 1, 1, 1, 1, 0, 0,
                           0, 19, 7, 0, 0, 16, 0, 1, 0, 1, 1, 0, 18, 12, 0, 0, 19, 10, 1, 2, 0, 17, 4, 4, 0, 0, 1, 2]),
    }


def main():
    targets = {
        "json": {"seed-%02d" % i: s for i, s in enumerate(JSON_SEEDS)},
        "frame-reader": frame_seeds(),
        "session": session_seeds(),
        "path-configuration": path_seeds(),
        "regex": regex_seeds(),
        "routes": route_seeds(),
        "navigator": navigator_seeds(),
        "daemon": daemon_seeds(),
    }
    for target, seeds in targets.items():
        directory = ROOT / target
        directory.mkdir(parents=True, exist_ok=True)
        for old in directory.glob("seed-*"):
            old.unlink()
        for name, data in seeds.items():
            (directory / ("seed-" + name)).write_bytes(data)
        print(f"{target}: {len(seeds)} seeds")


if __name__ == "__main__":
    main()
