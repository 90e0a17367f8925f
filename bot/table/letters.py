"""Turns that find their players: a direct message to a person whose turn has waited as long as they asked
(`/settings turns`: right away, 5 or 30 minutes, never), with a button that opens the person's panel of that game right
there in the direct messages (and plays from it: the router takes a panel's components from a DM for a person seated
at the game), a link that opens the live board on that game and a link to the game's board in its channel.

At most one message a turn (the store's `claim_letter`, one atomic statement, whichever process sends it); none while
the person has that game open on the live board (they are looking); none for a seat of a CPU. A person whose direct
messages Discord refuses (403, code 50007) is noted once and written to no more until they choose again. The messages
take slots of the bot's shared request budget after the boards and the turn pings (`LETTER`). Due letters are found
by the store (the game's last action, the person's delay): looked for now and then, and soon after a game's turn
passes to a person, in the servers of this process's shards.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from typing import Any

import discord
from discord.http import handle_message_parameters

from bot.metrics import METRICS
from bot.sessions import Sessions
from bot.store import GameRecord, GameStatus, Shards
from bot.store.letters import DueLetter
from bot.table.budget import priority as request_priority
from bot.table.pacing import LETTER
from bot.table.router import custom_id
from bot.text.common import text

log = logging.getLogger(__name__)

EVERY = 15.0  # seconds between two looks for due letters (sooner after a turn passes to a person)
SOON = 1.0  # seconds after a change before looking (a burst of moves gives one look)
CANNOT_MESSAGE = 50007  # Discord: the person does not take direct messages from the bot


class TurnLetters:
    """Sends the due turn letters of this process's servers (see the module doc). `watching(game, user)`: whether
    the person has that game open on the live board; `activity_link(game)`: the link that opens the live board on a
    game (None: the bot serves no live board); `game_name(kind, locale)`: a game's name in a language;
    `panel_label(kind, locale)`: the label of the button that opens the person's panel (None: no such game loaded)."""

    def __init__(
        self,
        client: discord.Client,
        sessions: Sessions,
        *,
        watching: Callable[[int, int], bool],
        activity_link: Callable[[int], str | None],
        game_name: Callable[[str, str], str],
        panel_label: Callable[[str, str], str | None],
        every: float = EVERY,
    ) -> None:
        self.client = client
        self.sessions = sessions
        self.watching = watching
        self.activity_link = activity_link
        self.game_name = game_name
        self.panel_label = panel_label
        self.every = every
        self.shards: Shards | None = None
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        sessions.listeners.append(self._on_change)

    def start(self, shards: Shards | None) -> None:
        self.shards = shards
        self._task = asyncio.create_task(self._loop(), name="turn-letters")

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        with contextlib.suppress(ValueError):
            self.sessions.listeners.remove(self._on_change)

    def _on_change(self, record: GameRecord) -> None:
        """A turn passed to a person: look soon (a letter asked for at once is due now)."""
        if record.status is not GameStatus.ACTIVE or record.to_move is None or record.to_move >= len(record.players):
            return
        if record.players[record.to_move].is_cpu:
            return
        if self.shards is None or self.shards.owns(record.guild_id):
            self._wake.set()

    async def _loop(self) -> None:
        while True:
            # asyncio.timeout, not wait_for: Python 3.11's wait_for returns the result when the wait ends as the task
            # is cancelled, dropping the cancel (then `close` waited for ever: seen when a turn woke it at the close)
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(self.every):
                    await self._wake.wait()
                await asyncio.sleep(SOON)
            self._wake.clear()
            try:
                await self.send_due()
            except asyncio.CancelledError:
                raise
            except Exception:  # one failed look is logged; the next one comes on time
                log.exception("turn letters: a look failed")

    async def send_due(self, now: float | None = None) -> int:
        """Send every letter due now; how many were sent."""
        sent = 0
        store = self.sessions.store
        for due in await store.letters_due(time.time() if now is None else now, shards=self.shards):
            if self.watching(due.game_id, due.user_id):
                continue  # the person has the game open on the live board: they see it is their turn
            if not await store.claim_letter(due.game_id, due.user_id, due.turn_version):
                continue  # written already (another process, a look in flight)
            sent += await self._send(due)
        return sent

    async def _send(self, due: DueLetter) -> int:
        locale = due.locale
        content = text("letters.turn", locale, game=self.game_name(due.kind, locale), channel=f"<#{due.channel_id}>")
        view = discord.ui.View(timeout=None)
        label = self.panel_label(due.kind, locale)
        if label is not None:  # the panel, in the DM (the router's `from_dm`), at the turn's version
            panel = custom_id(due.kind, due.game_id, due.turn_version, "panel")
            view.add_item(discord.ui.Button(label=label, custom_id=panel, style=discord.ButtonStyle.primary))
        link = self.activity_link(due.game_id)
        if link is not None:
            view.add_item(discord.ui.Button(label=text("activity.open", locale), url=link, emoji="🎴"))
        if due.board_message_id is not None and due.guild_id is not None:
            jump = f"https://discord.com/channels/{due.guild_id}/{due.channel_id}/{due.board_message_id}"
            view.add_item(discord.ui.Button(label=text("letters.board", locale), url=jump))
        view.stop()  # the router answers the panel's button (no state on a View)
        http = self.client.http
        try:
            with request_priority(LETTER):
                channel: Any = await http.start_private_message(due.user_id)
                with handle_message_parameters(content=content, view=view if view.children else None) as params:
                    await http.send_message(int(channel["id"]), params=params)
        except discord.Forbidden as exc:
            if exc.code != CANNOT_MESSAGE:
                raise
            await self.sessions.store.refuse_letters(due.user_id)
            METRICS.count("letters.refused")
            log.info("turn letters: a person's direct messages are closed; none is sent to them again")
            return 0
        except discord.HTTPException as exc:  # at most one a turn: this turn's is lost, the next one comes
            METRICS.count("letters.failed")
            log.warning("game %d: a turn letter was not sent (%s %s)", due.game_id, exc.status, exc.code)
            return 0
        METRICS.count("letters.sent")
        log.info("game %d: a turn letter was sent", due.game_id)
        return 1
