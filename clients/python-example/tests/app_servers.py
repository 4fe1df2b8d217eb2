"""A small WSGI blog for the driver's tests, and a way to serve it on 127.0.0.1 (``wsgiref``, threaded).

Every route answers what a test needs of a server: redirects (one, a chain, a loop, to the same
URL, to another origin), 4xx/5xx, cookies, a Turbo Stream, a 204, a 200 to a POST, a request
that hangs until the test ends. ``Blog.received`` keeps what each request carried.
"""

from __future__ import annotations

import socketserver
import threading
from dataclasses import dataclass
from http.cookies import SimpleCookie
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple
from urllib.parse import parse_qs
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

STREAM = "text/vnd.turbo-stream.html"
PATHS: Dict[str, Any] = {
    "rules": [
        {"patterns": [".*"], "properties": {"context": "default"}},
        {"patterns": ["/new$"], "properties": {"context": "modal"}},
    ]
}


@dataclass(frozen=True)
class Received:
    """One request as the blog saw it."""

    method: str
    path: str
    user_agent: str
    accept: str
    cookie: str
    csrf_token: Optional[str]
    referer: Optional[str]
    form: Dict[str, List[str]]


class Blog:
    """The test server: a WSGI callable (``Blog()(environ, start_response)``)."""

    def __init__(self) -> None:
        self.received: List[Received] = []
        self.release = threading.Event()
        self.posts = ["First post"]
        self._redirected_once = False

    def __call__(self, environ: Dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        method, path = environ["REQUEST_METHOD"], environ["PATH_INFO"]
        length = int(environ.get("CONTENT_LENGTH") or 0)
        form = parse_qs(environ["wsgi.input"].read(length).decode("utf-8")) if length else {}
        cookie = environ.get("HTTP_COOKIE", "")
        self.received.append(
            Received(
                method, path, environ.get("HTTP_USER_AGENT", ""), environ.get("HTTP_ACCEPT", ""), cookie,
                environ.get("HTTP_X_CSRF_TOKEN"), environ.get("HTTP_REFERER"), form,
            )
        )  # fmt: skip
        status, headers, body = self.answer(method, path, form, SimpleCookie(cookie))
        start_response(status, headers)
        return [body.encode("utf-8")]

    def answer(self, method: str, path: str, form: Dict[str, List[str]], cookie: SimpleCookie) -> Tuple[str, List[Tuple[str, str]], str]:
        """``(status, headers, body)`` for one request."""
        user = cookie["user"].value if "user" in cookie else "nobody"
        if (method, path) == ("GET", "/"):
            return redirect("/posts")
        if (method, path) == ("GET", "/posts"):
            flash = cookie["flash"].value if "flash" in cookie else ""
            items = "".join(f"<li>{title}</li>" for title in self.posts)
            return html(f"<h1>Posts</h1><p class=flash>{flash}</p><ul>{items}</ul>", [("Set-Cookie", "flash=; Path=/")])
        if (method, path) == ("GET", "/posts/new"):
            return html('<meta name="csrf-token" content="token-123"><form action="/posts" method="post"></form>')
        if (method, path) == ("POST", "/posts"):
            title = form.get("post[title]", [""])[0]
            if not title:
                return html("<p>Title can't be blank</p>", status="422 Unprocessable Entity")
            self.posts.append(title)
            return redirect("/posts", "303 See Other", [("Set-Cookie", "flash=created; Path=/")])
        if path.startswith("/posts/") and method == "GET":
            return html(f"<h1>Post {path.rsplit('/', 1)[1]}</h1>")
        if (method, path) == ("DELETE", "/posts/1"):
            return "204 No Content", [], ""
        if (method, path) == ("POST", "/comments"):
            return html('<turbo-stream action="append" target="comments"></turbo-stream>', content_type=STREAM)
        if (method, path) == ("POST", "/echo"):
            return html(f"<p>echo {form}</p>")
        if (method, path) == ("POST", "/keep"):
            return redirect("/echo", "307 Temporary Redirect")
        if (method, path) == ("POST", "/leave"):
            return redirect("https://pay.example/checkout", "303 See Other")
        if (method, path) == ("GET", "/chain"):
            return redirect("/chain/2", "301 Moved Permanently")
        if (method, path) == ("GET", "/chain/2"):
            return redirect("/chain/3", "302 Found")
        if (method, path) == ("GET", "/chain/3"):
            return redirect("/posts/1", "307 Temporary Redirect")
        if (method, path) == ("GET", "/again"):
            if not self._redirected_once:
                self._redirected_once = True
                return redirect("/again")
            return html("<p>again</p>")
        if (method, path) == ("GET", "/loop"):
            return redirect("/loop")
        if (method, path) == ("GET", "/docs"):
            return redirect("https://guides.example/start")
        if (method, path) == ("GET", "/sign-in"):
            return redirect("/whoami", headers=[("Set-Cookie", "user=reader; Path=/; HttpOnly")])
        if (method, path) == ("GET", "/whoami"):
            return html(f"<p>signed in as {user}</p>")
        if (method, path) == ("GET", "/stream"):
            return html("<turbo-stream></turbo-stream>", content_type=STREAM)
        if (method, path) == ("GET", "/boom"):
            return html("<p>Internal Server Error</p>", status="500 Internal Server Error")
        if (method, path) == ("GET", "/raise"):
            raise ValueError("the blog broke")
        if path == "/hang":
            self.release.wait(10)
            return html("<p>late</p>")
        if (method, path) == ("GET", "/config.json"):
            return "200 OK", [("Content-Type", "application/json")], '{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}'
        if (method, path) == ("GET", "/config-list.json"):
            return "200 OK", [("Content-Type", "application/json")], "[]"
        return html("<p>Not Found</p>", status="404 Not Found")


def html(
    body: str, headers: Optional[List[Tuple[str, str]]] = None, *, status: str = "200 OK", content_type: str = "text/html; charset=utf-8"
) -> Tuple[str, List[Tuple[str, str]], str]:
    return status, [("Content-Type", content_type), *(headers or [])], body


def redirect(location: str, status: str = "302 Found", headers: Optional[List[Tuple[str, str]]] = None) -> Tuple[str, List[Tuple[str, str]], str]:
    return status, [("Location", location), ("Content-Type", "text/html"), *(headers or [])], ""


class _Quiet(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        pass


class _ThreadingServer(socketserver.ThreadingMixIn, WSGIServer):
    daemon_threads = True


class Served:
    """``app`` served on 127.0.0.1 on a free port until :meth:`stop`."""

    def __init__(self, app: Callable[..., Any]) -> None:
        self.server = make_server("127.0.0.1", 0, app, server_class=_ThreadingServer, handler_class=_Quiet)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self._thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stops serving and closes the listening socket (later connections are refused)."""
        self.server.shutdown()
        self.server.server_close()
        self._thread.join(5)
