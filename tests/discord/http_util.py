"""Small HTTP helpers for the fake REST API: exact JSON responses, Discord-style errors, request bodies.

discord.py only parses a body as JSON when the content type is exactly `application/json` (aiohttp's
`json_response` appends `; charset=utf-8`), so every JSON answer goes through `json_response` here.
"""

from __future__ import annotations

import json
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
    """The JSON payload and uploaded files of a request: plain JSON, or multipart `payload_json` + `files[n]`."""
    files: dict[int, UploadedFile] = {}
    if request.content_type.startswith("multipart/"):
        payload: Any = {}
        reader = await request.multipart()
        async for part in reader:
            name = part.name or ""  # type: ignore[union-attr]
            body = await part.read()  # type: ignore[union-attr]
            if name == "payload_json":
                payload = json.loads(body)
            elif name.startswith("files[") and name.endswith("]"):
                index = int(name[6:-1])
                files[index] = UploadedFile(index, part.filename or f"file{index}", bytes(body))  # type: ignore[union-attr]
            elif name == "file":
                files[len(files)] = UploadedFile(len(files), part.filename or "file", bytes(body))  # type: ignore[union-attr]
        return payload, files
    raw = await request.read()
    if not raw:
        return {}, files
    return json.loads(raw), files
