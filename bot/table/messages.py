"""What the keeper posts for one game (`bot/table/keeper.py` decides when): the lobby, the board, the one-time posts,
the turn ping, the reveal and the closing notice, each made idempotent by a saved message id or a nonce (see the
keeper's doc); and the old turn pings deleted in quiet moments. Every request goes through discord.py's HTTP client,
where it waits for a slot of the bot's budget (`bot/table/budget.py`) at the priority given here: boards first, then
the new pings, last the deletion of old ones. A turn ping's nonce is saved before it is posted and cleared with its
id, so that a ping whose id a stop kept from being saved is found and deleted (`_lost_ping`): nothing posted for a
game escapes the bookkeeping."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

import discord

from bot.metrics import METRICS
from bot.sessions import Seen, Sessions
from bot.store import GameRecord, GameStatus, Shards
from bot.table.budget import priority as request_priority
from bot.table.layout import NO_PINGS, Layout, PostLayout
from bot.table.pacing import BOARD, PING, TIDY

log = logging.getLogger(__name__)


class PublicUI(Protocol):
    """What the keeper needs from a game's cog to draw its public messages (all from public views)."""

    kind: ClassVar[str]

    async def lobby_layout(self, record: GameRecord, locale: str) -> Layout: ...

    async def board_layout(self, seen: Seen[Any, Any], locale: str) -> Layout: ...

    async def reveal_layout(self, seen: Seen[Any, Any], locale: str) -> Layout | None: ...

    def ping_text(self, seen: Seen[Any, Any], locale: str) -> str: ...

    def ping_buttons(self, seen: Seen[Any, Any], locale: str) -> list[discord.ui.Item[Any]]:
        """The buttons under the turn ping (the turn's own: "Play my turn" or "My hand")."""
        ...

    def wants_ping(self, seen: Seen[Any, Any]) -> bool:
        """Whether the player to move should be pinged (not when they are looking at their own panel, which the
        table brings up to date instead)."""
        ...

    def notice_text(self, record: GameRecord, locale: str) -> str | None: ...

    async def posts(self, seen: Seen[Any, Any], locale: str) -> list[tuple[str, PostLayout]]:
        """One-time public posts the saved state calls for besides the board, each with a key stable within the game
        (e.g. one per finished round: "r3"); the keeper posts each key once (a layout given as a coroutine function
        is made only then)."""
        ...


UNKNOWN_MESSAGE = 10008  # Discord's error code: a message (here: the one first posted under a nonce) is gone
UNKNOWN_CHANNEL = 10003  # the channel was deleted (or the bot is not in its server): the keeper's to handle


class ChannelGone(Exception):
    """Discord says the game's channel does not exist (Unknown Channel). Not a `discord.NotFound`, so that the
    effects' handling of a deleted message (post the board again, forget the lobby) never takes it for one."""


@contextlib.contextmanager
def channel_must_exist() -> Iterator[None]:
    try:
        yield
    except discord.NotFound as exc:
        if exc.code == UNKNOWN_CHANNEL:
            raise ChannelGone from exc
        raise


def ping_key(record: GameRecord) -> str:
    """The nonce key of the next turn ping to post: one per ping saved (`ping_turn`), so that a ping posted again
    after a stop finds the one cut off."""
    return str(0 if record.ping_turn is None else record.ping_turn + 1)


def nonce(kind: str, game_id: int, n: int | str) -> str:
    """A message nonce (at most 25 characters) naming one public effect of one game."""
    return f"{kind}{game_id}.{n}"[:25]


class PublicMessages:
    """The effects on one game's public messages, for `Keeper` (see the module doc)."""

    if TYPE_CHECKING:
        client: discord.Client
        sessions: Sessions
        shards: Shards | None
        _tidy: asyncio.Event
        _tidied: asyncio.Event

        def channel(self, record: GameRecord) -> discord.PartialMessageable: ...

    @staticmethod
    def wants_reveal(record: GameRecord) -> bool:
        """A game played to its end gets a reveal (a resigned one only its notice and its final board)."""
        return record.status is GameStatus.FINISHED and record.close_reason != "resigned"

    async def _send(
        self, record: GameRecord, effect: str, n: int | str, *, priority: int = BOARD, **kwargs: Any
    ) -> discord.Message:
        METRICS.count(f"keeper.post.{effect}")
        with request_priority(priority), channel_must_exist():
            return await self.channel(record).send(nonce=nonce(effect, record.id, n), **kwargs)

    async def _edit(self, record: GameRecord, message_id: int, **kwargs: Any) -> None:
        METRICS.count("keeper.edit")
        with channel_must_exist():
            await self.channel(record).get_partial_message(message_id).edit(**kwargs)

    async def _delete(self, record: GameRecord, message_id: int, *, priority: int = BOARD) -> None:
        with contextlib.suppress(discord.NotFound), request_priority(priority):
            await self.channel(record).get_partial_message(message_id).delete()

    async def _edit_lobby(self, record: GameRecord, ui: PublicUI, locale: str) -> None:
        layout = await ui.lobby_layout(record, locale)
        if record.lobby_message_id is None:  # the answer to /start that carried it failed: posted in the channel
            message = await self._send(record, "l", 0, **layout.send_kwargs())
            await self.sessions.set_messages(record.id, lobby_message_id=message.id)
            return
        try:
            await self._edit(record, record.lobby_message_id, **layout.edit_kwargs())
        except discord.NotFound:
            log.info("game %d: lobby message gone", record.id)

    async def _closed_lobby(self, record: GameRecord, ui: PublicUI, locale: str) -> None:
        """A lobby that started or was cancelled: its message loses its buttons, once."""
        if record.lobby_message_id is None:
            return
        layout = await ui.lobby_layout(record, locale)
        with contextlib.suppress(discord.NotFound):
            await self._edit(record, record.lobby_message_id, **layout.edit_kwargs())
        await self.sessions.set_messages(record.id, lobby_message_id=None)

    async def _board(self, record: GameRecord, seen: Seen[Any, Any], ui: PublicUI, locale: str) -> None:
        if record.board_message_id is not None and not record.is_behind:
            return
        layout = await ui.board_layout(seen, locale)
        if record.board_message_id is not None:
            try:
                await self._edit(record, record.board_message_id, **layout.edit_kwargs())
                return
            except discord.NotFound:
                log.info("game %d: board message gone, posting a new one", record.id)
        await self.post_board(record, layout)

    async def post_board(self, record: GameRecord, layout: Layout, *, n: int | None = None) -> int:
        """Post the board (nonce: the board it replaces, or 0 for the first; `n` for a fresh one asked for). A board
        cut off before its id was saved comes back from Discord as it was then: it is brought up to date."""
        old = record.board_message_id
        if n is None:
            n = 0 if old is None else (old >> 22) % 10**9
        try:
            message = await self._send(record, "b", n, **layout.send_kwargs())
        except discord.NotFound as exc:  # the board first posted under that nonce was deleted since: a new one
            if exc.code != UNKNOWN_MESSAGE:
                raise
            message = await self._send(record, "b", f"{n}n{record.rev}", **layout.send_kwargs())
        if sorted(a.filename for a in message.attachments) != sorted(i.filename for i in layout.images[:10]):
            await self._edit(record, message.id, **layout.edit_kwargs())  # an earlier board of this nonce
        await self.sessions.set_messages(record.id, board_message_id=message.id)
        return message.id

    async def _posts(self, record: GameRecord, seen: Seen[Any, Any], ui: PublicUI, locale: str) -> None:
        """The game's one-time posts not posted yet, in order, each once (nonce: its key)."""
        wanted = await ui.posts(seen, locale)
        if not wanted:
            return
        done = await self.sessions.store.posted(record.id)
        for key, wanted_layout in wanted:
            if key in done:
                continue
            layout = wanted_layout if isinstance(wanted_layout, Layout) else await wanted_layout()
            METRICS.count("keeper.post.event")
            message = await self.channel(record).send(nonce=f"e{record.id}.{key}"[:25], **layout.send_kwargs())
            await self.sessions.store.record_post(record.id, key, message.id)

    async def _ping(self, record: GameRecord, seen: Seen[Any, Any], ui: PublicUI, locale: str) -> None:
        """Ping the person to move when the turn passed to them (an edited board pings nobody), with the turn's
        button under it; a person who is looking at their panel is not pinged (the old ping goes all the same)."""
        if not record.owes_ping:
            return
        assert record.to_move is not None
        player = record.players[record.to_move]
        old = record.ping_message_id  # deleted later, in a quiet moment (or as the game closes): one request a turn
        if not ui.wants_ping(seen):  # nobody to ping: deleting the old ping is this turn's one request
            if old is not None:
                await self._delete(record, old, priority=PING)
            await self.sessions.replace_ping(record.id, message_id=None, turn=record.turn_version, stale=None)
            return
        content = ui.ping_text(seen, locale)
        buttons = ui.ping_buttons(seen, locale)
        view = discord.ui.View(timeout=None)
        for item in buttons:
            view.add_item(item)
        view.stop()  # routed by its custom_id (bot/table/router.py): discord.py keeps no view in memory
        sent = {"content": content, "allowed_mentions": discord.AllowedMentions(users=[discord.Object(player.user_id)])}
        if buttons:
            sent["view"] = view
        after = ping_key(record)
        try:
            message: discord.Message | None = await self._send_ping(record, after, **sent)
        except discord.NotFound as exc:  # the ping first posted under that nonce was deleted since
            if exc.code != UNKNOWN_MESSAGE:
                raise
            message = None
        if message is None or message.content != content:  # cut off before its id was saved, for an earlier turn
            if message is not None:
                await self._delete(record, message.id, priority=PING)
            message = await self._send_ping(record, f"{record.turn_version}t", **sent)
        await self.sessions.replace_ping(record.id, message_id=message.id, turn=record.turn_version, stale=old)
        self._stale_added()

    async def _send_ping(self, record: GameRecord, key: str, **sent: Any) -> discord.Message:
        """Post a turn ping under nonce `key`, saved first (`posting_ping`): should the bot stop before the ping's id
        is saved (`replace_ping` clears it), the next reconcile finds the ping by its nonce (`_lost_ping`)."""
        await self.sessions.store.posting_ping(record.id, key)
        return await self._send(record, "p", key, priority=PING, **sent)

    async def _lost_ping(self, record: GameRecord) -> GameRecord:
        """A turn ping was being posted when the bot stopped (or its post failed), its id never saved: nothing would
        delete it. Unless the game still owes that very ping (then `_ping` posts it again under the same nonce and
        keeps or replaces what Discord gives back), it is fetched by its nonce (Discord answers a post with the
        message first created under it, and creates none) and deleted. Returns the record as it now stands."""
        key = record.ping_posting
        if key is None or (record.owes_ping and key == ping_key(record)):
            return record
        try:
            found = await self._send(record, "p", key, priority=PING, content="…", allowed_mentions=NO_PINGS)
        except discord.NotFound as exc:  # the ping first posted under that nonce was deleted since
            if exc.code != UNKNOWN_MESSAGE:
                raise
        else:  # the cut-off ping (or, had it never been created, the message just posted): deleted
            await self._delete(record, found.id, priority=PING)
        METRICS.count("keeper.lost_ping")
        log.info("game %d: a turn ping cut off before its id was saved is deleted", record.id)
        await self.sessions.store.posting_ping(record.id, None)
        return dataclasses.replace(record, ping_posting=None)

    def _stale_added(self) -> None:
        self._tidied.clear()
        self._tidy.set()

    async def _unping(self, record: GameRecord) -> None:
        """A closed game's last turn ping ("it is your turn...") goes, and the pings of earlier turns not deleted yet:
        nothing says it is someone's turn in a game that is over."""
        if record.status.is_open:
            return
        for stale in await self.sessions.store.stale_pings(game_id=record.id):
            await self._delete(record, stale.message_id)
            await self.sessions.store.drop_stale_ping(stale.message_id)
        if record.ping_message_id is None:
            return
        await self._delete(record, record.ping_message_id)
        await self.sessions.set_messages(record.id, ping_message_id=None)

    # ------------------------------------------------------------------ old pings, in quiet moments
    async def _tidy_pings(self) -> None:
        """Delete the turn pings whose turn has passed (`stale_pings`, of this process's shards), each when the whole
        bot's budget has a free slot and nothing else waits here (`TIDY`): under load, boards and new pings first."""
        while True:
            found = await self.sessions.store.stale_pings(limit=50, shards=self.shards)
            if not found:
                self._tidied.set()
                self._tidy.clear()
                with contextlib.suppress(TimeoutError):  # (not wait_for: on 3.11 it can swallow a cancellation)
                    async with asyncio.timeout(60.0):
                        await self._tidy.wait()
                continue
            self._tidied.clear()
            for stale in found:
                with contextlib.suppress(discord.NotFound, discord.Forbidden), request_priority(TIDY):
                    channel = self.client.get_partial_messageable(stale.channel_id, guild_id=stale.guild_id)
                    METRICS.count("keeper.tidy")
                    await channel.get_partial_message(stale.message_id).delete()
                await self.sessions.store.drop_stale_ping(stale.message_id)

    async def _tidy_forever(self) -> None:
        while True:
            try:
                await self._tidy_pings()
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # Discord or the store: tried again a little later
                log.warning("old turn pings not deleted (%s): trying again", type(exc).__name__)
                await asyncio.sleep(5.0)

    async def _reveal(self, record: GameRecord, seen: Seen[Any, Any], ui: PublicUI, locale: str) -> None:
        if not self.wants_reveal(record) or record.reveal_message_id is not None:
            return
        layout = await ui.reveal_layout(seen, locale)
        if layout is None:
            return
        message = await self._send(record, "r", 0, **layout.send_kwargs())
        await self.sessions.set_messages(record.id, reveal_message_id=message.id)

    async def _notice(self, record: GameRecord, ui: PublicUI, locale: str) -> None:
        if record.status.is_open or record.notice_message_id is not None:
            return
        content = ui.notice_text(record, locale)
        if content is None:
            return
        message = await self._send(record, "n", 0, content=content, allowed_mentions=NO_PINGS)
        await self.sessions.set_messages(record.id, notice_message_id=message.id)
