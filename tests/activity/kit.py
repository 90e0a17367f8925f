"""A Yōkai table whose bot serves the live board, and pages that talk to it the way the page's script does (a plain
websocket: the browser stories drive the real page in Chromium, `browser.py`).

A page signs in as the script does: a code from Discord's SDK (`fake.activities.authorize`: what the stub parent
answers the SDK), posted with its instance's id to `/api/token`; the pass it gets back is the websocket's first
message. Frames arrive in `frames`; `frame(where)` waits for one.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable
from typing import Any

import aiohttp

from bot.client import GameBot
from bot.text.common import text as common
from fakediscord.accounts import FakeMember
from fakediscord.harness import FakeDiscord
from tests.e2e.table import Table

TIMEOUT = 10.0


class LiveTable(Table):
    """A Yōkai table (tests/e2e/table.py) whose bot serves the Activity on a free port, with Activities enabled on the
    fake's application."""

    def __init__(self, fake: FakeDiscord, db_url: str, names: list[str], **settings: Any) -> None:
        fake.activities.enable()
        settings = {"activity_port": 0, "discord_client_secret": fake.activities.client_secret, **settings}
        super().__init__(fake, db_url, names, **settings)
        self.http: aiohttp.ClientSession | None = None
        self.pages: list[Page] = []

    @property
    def url(self) -> str:
        board = self.bot.live_board
        assert board is not None and board.server.port, "the bot does not serve the Activity"
        return f"http://127.0.0.1:{board.server.port}"

    async def launch(self, member: FakeMember) -> str:
        """`member` presses "Open the live board" on the board: the id of the Activity instance Discord opened."""
        click = await self.fake.click(await self.board(), label=common("activity.open", self.language), user=member)
        return await click.activity()

    async def page(self, member: FakeMember, instance: str, *, join: bool = True) -> Page:
        """`member`'s page in `instance` (joined first, as from the channel's Activity bar, unless `join` is False),
        signed in and connected."""
        if join:
            self.fake.activities.launch(self.fake.activities.instances[instance].channel, member)
        page = self.blank()
        grant = await page.sign_in(self.fake.activities.authorize(member), instance)
        assert grant is not None, "the sign-in was refused"
        await page.connect(grant)
        return page

    def blank(self) -> Page:
        """A page of this server that has done nothing yet."""
        if self.http is None:
            self.http = aiohttp.ClientSession()
        page = Page(self.http, self.url)
        self.pages.append(page)
        return page

    async def close(self) -> None:
        for page in self.pages:
            await page.close()
        if self.http is not None:
            await self.http.close()


class Page:
    """A page's side of the websocket, as the page's script does it."""

    def __init__(self, http: aiohttp.ClientSession, url: str) -> None:
        self.http = http
        self.url = url
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.frames: list[dict[str, Any]] = []
        self.raw: list[str] = []
        self._arrived = asyncio.Event()
        self._reader: asyncio.Task[None] | None = None
        self._request = 0
        self.closed_with: int | None = None

    async def sign_in(self, code: str, instance: str) -> str | None:
        async with self.http.post(f"{self.url}/api/token", json={"code": code, "instance": instance}) as response:
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

    async def act(self, game: int, version: int, action: dict[str, Any]) -> dict[str, Any]:
        """Send a move; the server's answer to it."""
        assert self.ws is not None
        self._request += 1
        request = self._request
        await self.ws.send_str(
            json.dumps({"t": "act", "req": request, "game": game, "version": version, "action": action})
        )
        return await self.frame(lambda f: f.get("t") in ("ok", "refused") and f.get("req") == request)

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


def bot_serving(fake: FakeDiscord) -> GameBot:
    bot = fake.bot
    assert isinstance(bot, GameBot) and bot.live_board is not None
    return bot
