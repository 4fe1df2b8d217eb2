"""A JSON-RPC 2.0 connection to a child process over its stdin/stdout."""

from __future__ import annotations

import collections
import subprocess
import threading
from typing import Any, Callable, Deque, Dict, Optional, Sequence

from .errors import NavdCrashed, NavdError, NavdException, NavdProtocolError, NavdTimeout
from .framing import FramingError, check_framing, decode_json, encode_message, make_reader
from .notifications import Notification, Notifications

#: Default seconds to wait for any single answer from navd.
DEFAULT_TIMEOUT = 10.0
#: Default number of stderr lines kept for error messages.
DEFAULT_STDERR_LINES = 50


class _Pending:
    __slots__ = ("event", "message")

    def __init__(self) -> None:
        self.event = threading.Event()
        self.message: Optional[Dict[str, Any]] = None


class Connection:
    """Spawns ``command`` and exchanges JSON-RPC messages with it.

    A reader thread parses stdout into responses (matched by id) and
    notifications (queued in :attr:`notifications`); a second thread keeps the
    last stderr lines. Every wait is bounded by a timeout. Once the process
    dies or writes malformed output, every later call raises at once.
    """

    def __init__(
        self,
        command: Sequence[str],
        *,
        framing: str = "lsp",
        timeout: float = DEFAULT_TIMEOUT,
        stderr_lines: int = DEFAULT_STDERR_LINES,
        env: Optional[Dict[str, str]] = None,
        cwd: Optional[str] = None,
    ) -> None:
        self.command = list(command)
        self.framing = check_framing(framing)
        self.timeout = timeout
        self.notifications = Notifications()
        self._stderr: Deque[str] = collections.deque(maxlen=stderr_lines)
        self._lock = threading.Lock()
        self._write_lock = threading.Lock()
        self._pending: Dict[int, _Pending] = {}
        self._next_id = 1
        self._failure: Optional[Callable[[], NavdException]] = None
        self._closed = False
        try:
            self.process = subprocess.Popen(
                self.command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=env,
                cwd=cwd,
                bufsize=0,
            )
        except OSError as error:
            raise NavdCrashed(f"could not start {self.command[0]!r}: {error}", None, ()) from error
        self._stderr_thread = threading.Thread(target=self._read_stderr, name="navd-stderr", daemon=True)
        self._stdout_thread = threading.Thread(target=self._read_stdout, name="navd-stdout", daemon=True)
        self._stderr_thread.start()
        self._stdout_thread.start()

    # -- public -----------------------------------------------------------------

    @property
    def returncode(self) -> Optional[int]:
        """The child's exit status once it has exited, else ``None``."""
        return self.process.poll()

    def stderr_tail(self) -> list[str]:
        """The last lines navd wrote to stderr."""
        with self._lock:
            return list(self._stderr)

    def request(self, method: str, params: Any = None, *, timeout: Optional[float] = None) -> Any:
        """Send a request and return its ``result``; raise :class:`NavdError` for an error answer."""
        wait = self.timeout if timeout is None else timeout
        with self._lock:
            failure = self._failure
            request_id = self._next_id
            self._next_id += 1
            pending = _Pending()
            if failure is None:
                self._pending[request_id] = pending
        if failure is not None:
            raise failure()
        message: Dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            message["params"] = params
        try:
            self._write(message)
            if not pending.event.wait(wait):
                raise NavdTimeout(method, wait, self.stderr_tail())
        finally:
            with self._lock:
                self._pending.pop(request_id, None)
        answer = pending.message
        if answer is None:
            self._raise_if_failed()
            raise NavdProtocolError(f"no answer recorded for request {request_id}", self.stderr_tail())
        return self._result_of(method, answer)

    def notify(self, method: str, params: Any = None) -> None:
        """Send a notification (no answer expected)."""
        self._raise_if_failed()
        message: Dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self._write(message)

    def send_raw(self, payload: bytes) -> None:
        """Write bytes as they are (for tests of navd's input handling)."""
        self._raise_if_failed()
        self._write_bytes(payload)

    def close_input(self) -> None:
        """Close navd's stdin (end of input)."""
        with self._write_lock:
            stdin = self.process.stdin
            if stdin is not None and not stdin.closed:
                try:
                    stdin.close()
                except OSError:
                    pass

    def wait(self, timeout: float) -> Optional[int]:
        """Wait up to ``timeout`` seconds for the child to exit; return its status or ``None``."""
        try:
            return self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            return None

    def terminate(self, grace: float = 2.0) -> int:
        """Close stdin, then SIGTERM and finally SIGKILL the child until it is reaped."""
        self.close_input()
        status = self.wait(grace)
        if status is None:
            self.process.terminate()
            status = self.wait(grace)
        if status is None:
            self.process.kill()
            status = self.process.wait()
        self._finish_threads()
        return status

    # -- internals ----------------------------------------------------------------

    def _raise_if_failed(self) -> None:
        with self._lock:
            failure = self._failure
        if failure is not None:
            raise failure()

    def _fail(self, make_error: Callable[[], NavdException]) -> None:
        with self._lock:
            if self._failure is None:
                self._failure = make_error
            waiters = list(self._pending.values())
        for pending in waiters:
            pending.event.set()

    def _crashed(self, detail: str) -> Callable[[], NavdException]:
        def make() -> NavdException:
            status = self.wait(2.0)
            self._stderr_thread.join(2.0)
            return NavdCrashed(detail, status, self.stderr_tail())

        return make

    def _write(self, message: Dict[str, Any]) -> None:
        self._write_bytes(encode_message(message, self.framing))

    def _write_bytes(self, payload: bytes) -> None:
        """Write ``payload``; raise only if this write fails.

        Callers check for an earlier failure before writing. navd may exit as soon as it has
        read what was written (``exit``), and the stdout reader may record that end before the
        write returns: the write itself still succeeded.
        """
        failed = False
        with self._write_lock:
            stdin = self.process.stdin
            try:
                if stdin is None or stdin.closed:
                    raise BrokenPipeError("stdin already closed")
                stdin.write(payload)
                stdin.flush()
            except (BrokenPipeError, ConnectionResetError, ValueError, OSError) as error:
                self._fail(self._crashed(f"writing to its stdin failed ({error.__class__.__name__})"))
                failed = True
        if failed:
            self._raise_if_failed()

    def _result_of(self, method: str, answer: Dict[str, Any]) -> Any:
        if "error" in answer:
            error = answer["error"]
            if not isinstance(error, dict) or not isinstance(error.get("code"), int):
                raise NavdProtocolError(f"malformed error object for {method!r}: {error!r}", self.stderr_tail())
            message = error.get("message")
            raise NavdError(error["code"], message if isinstance(message, str) else "", error.get("data"), method=method)
        if "result" not in answer:
            raise NavdProtocolError(f"response for {method!r} has neither result nor error: {answer!r}")
        return answer["result"]

    def _read_stderr(self) -> None:
        stream = self.process.stderr
        if stream is None:
            return
        for raw in iter(stream.readline, b""):
            line = raw.decode("utf-8", errors="replace").rstrip("\r\n")
            with self._lock:
                self._stderr.append(line)

    def _read_stdout(self) -> None:
        stream = self.process.stdout
        if stream is None:
            return
        reader = make_reader(stream, self.framing)
        try:
            while True:
                body = reader.read_body()
                if body is None:
                    self._fail(self._crashed("navd closed its stdout"))
                    return
                self._dispatch(body)
        except FramingError as error:
            self._protocol_failure(str(error))
        except (OSError, ValueError) as error:
            self._fail(self._crashed(f"reading its stdout failed ({error})"))

    def _protocol_failure(self, detail: str) -> None:
        def make() -> NavdException:
            return NavdProtocolError(detail, self.stderr_tail())

        self._fail(make)
        try:
            self.process.kill()
        except OSError:
            pass

    def _dispatch(self, body: bytes) -> None:
        message = decode_json(body)
        messages = message if isinstance(message, list) else [message]
        for item in messages:
            self._dispatch_one(item)

    def _dispatch_one(self, message: Any) -> None:
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
            raise FramingError(f"not a JSON-RPC 2.0 message: {message!r:.120}")
        if "method" in message:
            if "id" not in message:
                method = message["method"]
                if not isinstance(method, str):
                    raise FramingError(f"notification with a non-string method: {message!r:.120}")
                self.notifications.put(Notification(method, message.get("params")))
            return  # navd sends no requests; anything else with a method is ignored
        request_id = message.get("id")
        if request_id is None:
            # An error about input navd could not attribute (id null): hand it to every waiter.
            self._fail_waiters_with(message)
            return
        with self._lock:
            pending = self._pending.get(request_id) if isinstance(request_id, int) else None
        if pending is not None:
            pending.message = message
            pending.event.set()

    def _fail_waiters_with(self, message: Dict[str, Any]) -> None:
        with self._lock:
            oldest = min(self._pending) if self._pending else None
            pending = self._pending.get(oldest) if oldest is not None else None
        if pending is not None:
            pending.message = message
            pending.event.set()

    def _finish_threads(self) -> None:
        self._stdout_thread.join(2.0)
        self._stderr_thread.join(2.0)
        for stream in (self.process.stdout, self.process.stderr):
            if stream is not None:
                try:
                    stream.close()
                except OSError:
                    pass

    def __del__(self) -> None:  # pragma: no cover - best effort for forgotten connections
        process = getattr(self, "process", None)
        if process is not None and process.poll() is None:
            try:
                process.kill()
                process.wait(timeout=1)
            except (OSError, subprocess.TimeoutExpired):
                pass


__all__ = ["Connection", "DEFAULT_TIMEOUT", "DEFAULT_STDERR_LINES"]
