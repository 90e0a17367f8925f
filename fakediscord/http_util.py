"""Small HTTP helpers for the fake REST API: exact JSON responses, Discord-style errors, request bodies.

discord.py only parses a body as JSON when the content type is exactly `application/json` (aiohttp's
`json_response` appends `; charset=utf-8`), so every JSON answer goes through `json_response` here.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass
from typing import Any

from aiohttp import web

JSON = "application/json"


def ratelimit_headers(bucket: str, *, remaining: int = 49, reset_after: float = 1.0, limit: int = 50) -> dict[str, str]:
    """X-RateLimit headers (generous by default, so the client does not serialise requests more than real Discord
    makes it)."""
    return {
        "X-RateLimit-Limit": str(limit),
        "X-RateLimit-Remaining": str(remaining),
        "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
        "X-RateLimit-Reset-After": f"{reset_after:.3f}",
        "X-RateLimit-Bucket": bucket,
    }


def json_response(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    """A JSON body with `Content-Type: application/json` and nothing appended."""
    response = web.Response(body=json.dumps(data).encode(), status=status, headers=headers)
    response.headers["Content-Type"] = JSON
    return response


def rate_limited(retry_after: float, *, is_global: bool, bucket: str = "global") -> web.Response:
    """Discord's 429: a JSON `retry_after`, the `Via` header discord.py looks for, the scope headers."""
    headers = {"Via": "1.1 google", "Retry-After": f"{retry_after:.3f}"}
    if is_global:
        headers |= {"X-RateLimit-Global": "true", "X-RateLimit-Scope": "global"}
    else:
        headers |= {"X-RateLimit-Scope": "user"} | ratelimit_headers(bucket, remaining=0, reset_after=retry_after)
    body = {"message": "You are being rate limited.", "retry_after": round(retry_after, 3), "global": is_global}
    return json_response(body, 429, headers)


def no_content() -> web.Response:
    return web.Response(status=204)


def error(status: int, code: int, message: str, errors: dict[str, Any] | None = None) -> web.Response:
    """A Discord error body: `{"code": ..., "message": ...}` (+ `errors` for form-body problems)."""
    body: dict[str, Any] = {"code": code, "message": message}
    if errors:
        body["errors"] = errors
    return json_response(body, status)


def invalid_form(problems: list[str]) -> web.Response:
    return error(400, 50035, "Invalid Form Body", {"_errors": [{"code": "FAKE", "message": p} for p in problems]})


@dataclass
class UploadedFile:
    """One `files[n]` part of a multipart body."""

    index: int
    filename: str
    data: bytes


async def read_body(request: web.Request) -> tuple[Any, dict[int, UploadedFile]]:
    """The JSON payload and uploaded files of a request: plain JSON, or multipart `payload_json` + `files[n]`.
    (Parsed here, not by aiohttp's multipart reader, whose header parsing through `email` cost the fake more CPU
    than the bot spent on a whole action in the benchmark.)"""
    files: dict[int, UploadedFile] = {}
    content_type = request.headers.get("Content-Type", "")
    raw = await request.read()
    if content_type.startswith("multipart/"):
        payload: Any = {}
        for name, filename, body in multipart_parts(content_type, raw):
            if name == "payload_json":
                payload = json.loads(body)
            elif name.startswith("files[") and name.endswith("]"):
                index = int(name[6:-1])
                files[index] = UploadedFile(index, filename or f"file{index}", body)
            elif name == "file":
                files[len(files)] = UploadedFile(len(files), filename or "file", body)
        return payload, files
    if not raw:
        return {}, files
    return json.loads(raw), files


_ESCAPED = re.compile(r"\\(.)")
_PARAM = re.compile(r';\s*([\w*-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))')


def header_params(value: str) -> dict[str, str]:
    """The `; key=value` parameters of a header such as Content-Type or Content-Disposition (quoted or not)."""
    return {
        m.group(1).lower(): _ESCAPED.sub(r"\1", m.group(2)) if m.group(2) is not None else m.group(3)
        for m in _PARAM.finditer(value)
    }


def multipart_parts(content_type: str, raw: bytes) -> list[tuple[str, str | None, bytes]]:
    """(name, filename, body) of each part of a multipart/form-data body (RFC 7578); malformed input is a 400."""
    boundary = header_params(content_type).get("boundary")
    if not boundary:
        raise web.HTTPBadRequest(text="multipart body without a boundary")
    delimiter = b"--" + boundary.encode()
    chunks = raw.split(b"\r\n" + delimiter)
    if not chunks[0].startswith(delimiter):
        raise web.HTTPBadRequest(text="multipart body does not start with its boundary")
    chunks[0] = chunks[0][len(delimiter) :]
    parts = []
    for chunk in chunks:
        if chunk.startswith(b"--"):  # the closing delimiter
            break
        head, separator, body = chunk.partition(b"\r\n\r\n")
        if not separator:
            raise web.HTTPBadRequest(text="multipart part without headers")
        headers = {}
        for line in head.decode("utf-8", "replace").split("\r\n"):
            key, colon, value = line.partition(":")
            if colon:
                headers[key.strip().lower()] = value.strip()
        params = header_params(headers.get("content-disposition", ""))
        parts.append((params.get("name", ""), params.get("filename"), body))
    return parts
