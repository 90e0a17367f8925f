"""A live board's page as its script talks to the bot's server, without a browser (the Activity's tests and
`make bench`): it signs in with a code from Discord's SDK (`POST /api/token`), sends the server's pass as its
websocket's first message, keeps every frame it receives (and when it came), and sends moves."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Callable
from typing import Any

import aiohttp

TIMEOUT = 10.0


class Page:
    """A page's side of the websocket, as the page's script does it."""

    def __init__(self, http: aiohttp.ClientSession, url: str) -> None:
        self.http = http
        self.url = url
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.frames: list[dict[str, Any]] = []
        self.times: list[float] = []  # when each frame came (time.perf_counter)
        self.raw: list[str] = []
        self._arrived = asyncio.Event()
        self._reader: asyncio.Task[None] | None = None
        self._request = 0
        self.closed_with: int | None = None

    async def sign_in(self, code: str, instance: str, custom: str | None = None) -> str | None:
        """The page's sign-in (`custom`: the `custom_id` Discord launched it with, e.g. a turn letter's link)."""
        body = {"code": code, "instance": instance, "custom": custom}
        async with self.http.post(f"{self.url}/api/token", json=body) as response:
            if response.status != 200:
                return None
            body = await response.json()
            grant: str = body["pass"]
            return grant

    async def connect(self, grant: str | None, *, auth: bool = True) -> None:
        self.ws = await self.http.ws_connect(f"{self.url}/ws", max_msg_size=0)
        if auth:
            await self.ws.send_str(json.dumps({"t": "auth", "pass": grant}))
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        assert self.ws is not None
        async for message in self.ws:
            if message.type is aiohttp.WSMsgType.TEXT:
                self.times.append(time.perf_counter())
                self.raw.append(message.data)
                self.frames.append(json.loads(message.data))
                self._arrived.set()
        self.closed_with = self.ws.close_code
        self._arrived.set()

    async def frame(self, where: Callable[[dict[str, Any]], bool], *, timeout: float = TIMEOUT) -> dict[str, Any]:
        """The first frame so far that `where` accepts (waiting for it)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            for frame in self.frames:
                if where(frame):
                    return frame
            remaining = deadline - loop.time()
            if remaining <= 0 or (self.closed_with is not None and self._reader and self._reader.done()):
                kinds = [f.get("t") for f in self.frames]
                raise AssertionError(f"no such frame within {timeout} s; got {kinds}, closed {self.closed_with}")
            self._arrived.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._arrived.wait(), remaining)

    async def state(self, *, rev: int | None = None, timeout: float = TIMEOUT) -> dict[str, Any]:
        """The newest state frame, once one of at least revision `rev` has come."""
        await self.frame(lambda f: f.get("t") == "state" and (rev is None or f["rev"] >= rev), timeout=timeout)
        return [f for f in self.frames if f.get("t") == "state"][-1]

    async def request(self, message: dict[str, Any], *, timeout: float = TIMEOUT) -> dict[str, Any]:
        """Send a request of the page's (`home`, `open`, `lobby`, `new`); the server's answer to it."""
        assert self.ws is not None
        self._request += 1
        request = self._request
        await self.ws.send_str(json.dumps({**message, "req": request}))
        return await self.frame(lambda f: f.get("t") in ("ok", "refused") and f.get("req") == request, timeout=timeout)

    def arrival(self, rev: int) -> float | None:
        """When the first state frame of at least revision `rev` came (None: not yet)."""
        for at, frame in zip(self.times, self.frames, strict=True):
            if frame.get("t") == "state" and frame["rev"] >= rev:
                return at
        return None

    async def act(self, game: int, version: int, action: dict[str, Any], *, timeout: float = TIMEOUT) -> dict[str, Any]:
        """Send a move; the server's answer to it."""
        assert self.ws is not None
        self._request += 1
        request = self._request
        await self.ws.send_str(
            json.dumps({"t": "act", "req": request, "game": game, "version": version, "action": action})
        )
        return await self.frame(lambda f: f.get("t") in ("ok", "refused") and f.get("req") == request, timeout=timeout)

    async def send_raw(self, data: str | bytes) -> None:
        assert self.ws is not None
        if isinstance(data, bytes):
            await self.ws.send_bytes(data)
        else:
            await self.ws.send_str(data)

    async def closed(self, *, timeout: float = TIMEOUT) -> int | None:
        assert self._reader is not None
        await asyncio.wait_for(asyncio.shield(self._reader), timeout)
        return self.closed_with

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            await asyncio.gather(self._reader, return_exceptions=True)
