"""What a web view received: one HTTP response, as the driver (:mod:`navd_client.app`) keeps it."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from email.message import Message
from typing import Mapping, Optional

#: Turbo's test for an HTML response (``FetchResponse.isHTML``, hotwired/turbo src/http/fetch_response.js).
_HTML_TYPE = re.compile(r"^(?:text/([^\s;,]+\b)?html|application/xhtml\+xml)\b")
#: The content type of a Turbo Stream (``StreamMessage.contentType``, hotwired/turbo src/core/streams/stream_message.js).
TURBO_STREAM_TYPE = "text/vnd.turbo-stream.html"


@dataclass(frozen=True)
class Page:
    """A response the app sent: the last hop of a request after the redirects it followed."""

    #: The HTTP status of the final response.
    status: int
    #: The final URL (after same-origin redirects), absolute.
    url: str
    #: The body as text (decoded with the response's charset, else UTF-8).
    body: str
    #: True when at least one redirect was followed (``fetch``'s ``response.redirected``).
    redirected: bool = False
    #: The response headers, names in lower case (a repeated header keeps its last value).
    headers: Mapping[str, str] = field(default_factory=dict, repr=False)

    @property
    def content_type(self) -> str:
        """The ``Content-Type`` header (``""`` when absent)."""
        return self.headers.get("content-type", "")

    @property
    def turbo_stream(self) -> bool:
        """True for a Turbo Stream response (Turbo renders it in place, never as a page)."""
        return self.content_type.split(";")[0].strip().lower() == TURBO_STREAM_TYPE

    @property
    def html(self) -> bool:
        """True when Turbo would read HTML from it: an HTML type that is not a Turbo Stream, with a body."""
        return bool(_HTML_TYPE.match(self.content_type.lower())) and not self.turbo_stream and self.body != ""

    @property
    def ok(self) -> bool:
        """``fetch``'s ``response.ok``: a 2xx status."""
        return 200 <= self.status <= 299


def decode_body(body: bytes, headers: Message) -> str:
    """``body`` as text, in the charset ``headers`` name (UTF-8 when none or unknown)."""
    charset = headers.get_content_charset() or "utf-8"
    try:
        return body.decode(charset, errors="replace")
    except LookupError:
        return body.decode("utf-8", errors="replace")


def header_map(headers: Message) -> Mapping[str, str]:
    """``headers`` as a dict with lower-case names."""
    return {name.lower(): value for name, value in headers.items()}


def csrf_token(page: Optional[Page]) -> Optional[str]:
    """The ``<meta name="csrf-token" content="...">`` of ``page`` (Turbo sends it with non-GET forms)."""
    if page is None:
        return None
    for tag in re.findall(r"<meta\b[^>]*>", page.body, flags=re.IGNORECASE):
        if re.search(r"""name\s*=\s*["']csrf-token["']""", tag, flags=re.IGNORECASE):
            content = re.search(r"""content\s*=\s*["']([^"']*)["']""", tag, flags=re.IGNORECASE)
            if content:
                return content.group(1)
    return None


__all__ = ["Page", "TURBO_STREAM_TYPE", "csrf_token", "decode_body", "header_map"]

