"""The fake's own multipart parser reads what aiohttp (and so discord.py) sends."""

from __future__ import annotations

import json

import aiohttp
import pytest
from aiohttp import web

from fakediscord.http_util import header_params, multipart_parts


class _Sink:
    def __init__(self) -> None:
        self.data = bytearray()

    async def write(self, chunk: bytes) -> None:
        self.data += chunk


async def test_a_form_made_by_aiohttp_is_read_back() -> None:
    form = aiohttp.FormData(quote_fields=False)
    form.add_field("payload_json", json.dumps({"content": "é\r\n--x"}), content_type="application/json")
    form.add_field("files[0]", b"\x89PNG\r\n\r\n--not-a-boundary\r\n", filename="yokai-1-2.png")
    form.add_field("files[1]", b"", filename='odd "name".png')
    form.add_field("files[2]", b"x", filename="été.png")
    payload = form()
    sink = _Sink()
    await payload.write(sink)  # type: ignore[arg-type]
    parts = multipart_parts(payload.content_type, bytes(sink.data))
    assert [(name, filename) for name, filename, _ in parts] == [
        ("payload_json", None),
        ("files[0]", "yokai-1-2.png"),
        ("files[1]", 'odd "name".png'),
        ("files[2]", "été.png"),
    ]
    assert json.loads(parts[0][2]) == {"content": "é\r\n--x"}
    assert parts[1][2] == b"\x89PNG\r\n\r\n--not-a-boundary\r\n"
    assert parts[2][2] == b""
    assert parts[3][1:] == ("été.png", b"x")


def test_parameters_quoted_or_not() -> None:
    assert header_params("multipart/form-data; boundary=abc") == {"boundary": "abc"}
    disposition = 'form-data; name="files[0]"; filename="a b.png"'
    assert header_params(disposition) == {"name": "files[0]", "filename": "a b.png"}


def test_a_body_without_its_boundary_is_a_bad_request() -> None:
    with pytest.raises(web.HTTPBadRequest):
        multipart_parts("multipart/form-data; boundary=abc", b"garbage")
    with pytest.raises(web.HTTPBadRequest):
        multipart_parts("multipart/form-data", b"--abc--")
