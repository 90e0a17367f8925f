"""Tables whose bot serves the live board, and pages that talk to it the way the page's script does (a plain
websocket: the browser stories drive the real page in Chromium, `browser.py`).

`LiveBoard` is what any game's table adds to be shown there (the server's address, launching the Activity from the
board, people's pages); `LiveTable` is Yōkai's table with it (tests/activity/sketch_table.py: Yokai Sketch's).

A page signs in as the script does: a code from Discord's SDK (`fake.activities.authorize`: what the stub parent
answers the SDK), posted with its instance's id to `/api/token`; the pass it gets back is the websocket's first
message. Frames arrive in `frames`; `frame(where)` waits for one.
"""

from __future__ import annotations

from typing import Any

import aiohttp

from bench.pages import Page
from bot.client import GameBot
from bot.text.common import text as common
from fakediscord.accounts import FakeMember
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from tests.botkit import BotTable
from tests.e2e.table import Table


class LiveBoard(BotTable):
    """A table whose bot serves the live board on a free port, with Activities enabled on the fake's application:
    the server's address, the Activity launched from the game's board, people's pages. A game's table supplies
    `board()` (its game's board message)."""

    def __init__(self, fake: FakeDiscord, db_url: str, names: list[str], **settings: Any) -> None:
        fake.activities.enable()
        secret = fake.activities.client_secret
        super().__init__(fake, db_url, names, **{"activity_port": 0, "discord_client_secret": secret, **settings})
        self.http: aiohttp.ClientSession | None = None
        self.pages: list[Page] = []

    async def board(self) -> FakeMessage:
        raise NotImplementedError

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


class LiveTable(Table, LiveBoard):
    """A Yōkai table (tests/e2e/table.py) whose bot serves the Activity."""


def bot_serving(fake: FakeDiscord) -> GameBot:
    bot = fake.bot
    assert isinstance(bot, GameBot) and bot.live_board is not None
    return bot
