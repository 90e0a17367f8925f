"""The keeper: every game's public messages are a projection of its saved state, brought up to date here.

Each game records `rev` (bumped by every saved change the channel must see) and `shown_rev` (what its public
messages show). The keeper brings `shown_rev` up to `rev`: after an action, after an answer that failed, at
start-up (a backlog read from the store, including finished games whose reveal was never posted). Per game it
edits the lobby or the board, pings the player to move, posts the reveal and the closing notice, then records the
revision shown. Every effect is idempotent: the board is edited to the saved state (or posted when it has no
message), and a posted message's id is saved, so it is posted once; a post cut off between sending and saving its
id is sent again with the same nonce, which Discord deduplicates (`enforce_nonce`). The nonce of a board or a ping
is keyed on what was last saved (the board it replaces, the last ping's turn), not on the revision being shown:
the game may have moved on while the bot was down, and the retried post must still find the one that was cut off
(Discord then answers with that earlier message, which is brought up to date, or replaced for a ping).

When and in which order is the pure scheduler's (`bot/table/schedule.py`): requests coalesced per game (one
reconcile in flight, at most one more queued, at least `min_interval` apart), most recently changed first, a failed
reconcile tried again with a growing delay, and after repeated failures a long pause (logged, counted in the
metrics, then tried again: never dropped). This module drives it with a few workers and reconciles one game at a
time; what is posted for a game is `bot/table/messages.py`'s. Every
REST call waits for a slot of the budget every process of the bot shares (`bot/table/budget.py`: DISCORD_RATE a
second in all; boards first, then new turn pings; interaction answers do not count). While other games' boards
are waiting to be brought up to date, a game's turn ping waits too: its reconcile shows the board and leaves the ping
to a pass of its own (`_ping_pass`), taken when no board is ready to go (the scheduler decides: `defer_ping`,
`take_ping`) (a ping cut off by a restart is found by
the start-up scan, `owed_pings`: whether a ping is owed is saved, `ping_turn`). A turn costs one request: the
new ping is posted and the one it replaces is deleted later, when the whole bot's budget has a free slot (kept in the
store until then; a closed game's go at once). Nothing here decides whether an effect happens: only the saved state
does.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import discord

from bot.metrics import METRICS
from bot.sessions import Seen, SessionError, Sessions
from bot.store import GameRecord, GameStatus, Shards
from bot.table.layout import Layout
from bot.table.messages import ChannelGone, PublicMessages, PublicUI
from bot.table.names import localized
from bot.table.schedule import Schedule

log = logging.getLogger(__name__)


UNSHOWABLE = 3  # tries in a row before a game whose public messages cannot be made is closed


class Keeper(PublicMessages):
    """Brings the public messages of every game up to its saved revision (see the module doc)."""

    def __init__(
        self,
        client: discord.Client,
        sessions: Sessions,
        *,
        locale: Callable[[int | None], Awaitable[str]],
        workers: int = 4,
        min_interval: float = 1.0,
        debounce: float = 0.25,
        retry_base: float = 1.0,
    ) -> None:
        self.client = client
        self.sessions = sessions
        self.locale = locale
        self.uis: dict[str, PublicUI] = {}
        self.schedule = Schedule(min_interval=min_interval, debounce=debounce, retry_base=retry_base)
        self._workers = workers
        self._wake = asyncio.Event()
        self._idle = asyncio.Event()
        self._idle.set()
        self._tasks: list[asyncio.Task[None]] = []
        self._closing = False
        self._tidy = asyncio.Event()  # a ping was replaced: an old one to delete
        self._tidied = asyncio.Event()  # no old ping left to delete (tests)
        self.shards: Shards | None = None
        self._unshowable: dict[int, int] = {}  # games whose messages could not be made, tries in a row
        # One lock per game while anyone holds or awaits it (reconciles, answers that show a lobby, /board).
        self.locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        sessions.listeners.append(self._on_change)

    def _on_change(self, record: GameRecord) -> None:
        """A game changed (saved here, or by another process of the bot): its messages are this process's to show
        when its server is on one of this process's shards."""
        if self.shards is None or self.shards.owns(record.guild_id):
            self.request(record.id)

    # ------------------------------------------------------------------ the queue (see bot/table/schedule.py)
    def request(self, game_id: int, *, priority: float | None = None, debounce: bool = True) -> None:
        """Bring the game's public messages up to date soon (returns at once). Newer requests go first."""
        if self._closing:
            return
        now = asyncio.get_running_loop().time()
        self.schedule.request(game_id, now, priority=time.time() if priority is None else priority, debounce=debounce)
        self._idle.clear()
        self._wake.set()

    async def _next(self) -> tuple[int, bool]:
        """The next game to bring up to date, and whether only its turn ping is left to send."""
        loop = asyncio.get_running_loop()
        while True:
            game_id, wake = self.schedule.take(loop.time())
            if game_id is not None:
                return game_id, False
            ping = self.schedule.take_ping()
            if ping is not None:
                return ping, True
            if self.schedule.idle:
                self._idle.set()
            self._wake.clear()
            timeout = None if wake is None else max(0.0, wake - loop.time())
            with contextlib.suppress(TimeoutError):  # asyncio.timeout: 3.11's wait_for can drop a cancel (letters.py)
                async with asyncio.timeout(timeout):
                    await self._wake.wait()

    def start(self, shards: Shards | None = None) -> None:
        """Start the workers (and the deleting of old pings, of `shards`' servers when given)."""
        self.shards = shards
        for n in range(self._workers):
            self._tasks.append(asyncio.create_task(self._work(), name=f"keeper-{n}"))
        self._tasks.append(asyncio.create_task(self._tidy_forever(), name="keeper-tidy"))

    async def _work(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            game_id, ping_only = await self._next()
            if ping_only:
                await self._ping_pass(game_id)
                continue
            ok = False
            try:
                await self.reconcile(game_id)
                ok = True
                self._unshowable.pop(game_id, None)
            except asyncio.CancelledError:
                raise
            except ChannelGone as exc:
                ok = await self.channel_gone(game_id)
                if not ok:
                    self._log_failure(game_id, exc)
            except (discord.HTTPException, OSError) as exc:  # Discord or the network: tried again, backing off
                self._log_failure(game_id, exc)
            except Exception:  # the messages could not be made: a bug, or a game saved with options it cannot show
                await self._cannot_show(game_id)
            finally:
                failed = self.schedule.done(game_id, loop.time(), ok=ok)
                if failed is not None:
                    METRICS.count("keeper.failed")
                    if failed.gave_up:
                        METRICS.count("keeper.gave_up")
                        log.warning(
                            "game %d: giving up for now after %d failures in a row; trying again in %.0f s",
                            game_id,
                            self.schedule.give_up_after,
                            failed.retry_in,
                        )
                if self.schedule.idle:
                    self._idle.set()
                self._wake.set()

    def _log_failure(self, game_id: int, exc: BaseException) -> None:
        """Say that a refresh failed (the schedule counts it and backs off)."""
        log.warning(
            "game %d: public messages not brought up to date (%s), failure %d",
            game_id,
            type(exc).__name__,
            self.schedule.failures.get(game_id, 0) + 1,
        )

    async def channel_gone(self, game_id: int) -> bool:
        """The game's channel does not exist any more (the gateway said it was deleted, or Discord answered Unknown
        Channel to the keeper or a reminder). In a server the bot is in, the channel was deleted: an open game is
        closed as abandoned (`channel`: its players are free again, the game is in their history) and, open or
        closed, nothing is left to show: its revision is marked shown and the keeper stops trying. True when so;
        False (tried again, backing off) for an open game of a server the bot is not in: it may be added back
        within the grace period, and the sweeper forgets the server after it."""
        async with self.lock(game_id):  # a refresh the closing asks for finds it shown, and sends nothing
            return await self._channel_gone(game_id)

    async def _channel_gone(self, game_id: int) -> bool:
        record = await self.sessions.store.get_game(game_id)
        if record is None:
            return True
        if record.status.is_open:
            if record.guild_id is None or self.client.get_guild(record.guild_id) is None:
                return False
            with contextlib.suppress(SessionError):
                await self.sessions.abandon(game_id, reason="channel")
            record = await self.sessions.store.get_game(game_id)
            if record is None:
                return True
            log.warning("game %d: its channel is gone: closed as abandoned", game_id)
        else:
            log.info("game %d: its channel is gone: nothing more to show", game_id)
        METRICS.count("keeper.channel_gone")
        await self.sessions.mark_shown(game_id, record.rev)
        self.schedule.forget(game_id)
        return True

    async def _ping_pass(self, game_id: int) -> None:
        """A turn ping left for later by the game's reconcile (see the module doc). Any failure goes back to the
        reconcile's path, which tries again with its back-off."""
        try:
            async with self.lock(game_id):
                record = await self.sessions.store.get_game(game_id)
                if record is None or record.kind not in self.uis:
                    return
                record = await self._lost_ping(record)
                if not record.owes_ping:
                    return
                if record.is_behind:  # changed since: its reconcile pings
                    self.request(game_id)
                    return
                ui = self.uis[record.kind]
                locale = await self.locale(record.guild_id)
                record, seen = await self.public_view(game_id, record, locale)
                await self._ping(record, seen, ui, locale)
        except asyncio.CancelledError:
            raise
        except discord.Forbidden as exc:
            log.warning("game %d: missing permissions in channel (%s)", game_id, exc.code)
        except Exception as exc:  # (Discord, the network, the store, a bug): the reconcile's back-off from here
            log.warning("game %d: the turn ping was not sent (%s): tried again", game_id, type(exc).__name__)
            self.request(game_id, priority=0.0)
        finally:
            self.schedule.ping_done(game_id)
            if self.schedule.idle:
                self._idle.set()
            self._wake.set()

    async def _cannot_show(self, game_id: int) -> None:
        """A game whose public messages could not be made (not a Discord error): logged with its traceback the first
        time; after `UNSHOWABLE` tries in a row it is closed (a lobby cancelled, a game abandoned), so that its channel
        is free again and the closing shows; a closed game that still cannot be shown is left as it is, said once."""
        tries = self._unshowable[game_id] = self._unshowable.get(game_id, 0) + 1
        if tries == 1:
            log.exception("game %d: its public messages could not be made", game_id)
        if tries < UNSHOWABLE:
            return
        self._unshowable[game_id] = 1  # said once: what follows is counted on without a second traceback
        METRICS.count("keeper.unshowable")
        record = await self.sessions.store.get_game(game_id)
        if record is not None and record.status.is_open:
            log.error("game %d: its public messages cannot be made: closing it", game_id)
            with contextlib.suppress(SessionError):
                await self.sessions.abandon(game_id, reason="broken")
            return
        log.error("game %d: the closed game's messages cannot be made either: left as they are", game_id)
        if record is not None:
            ui = self.uis.get(record.kind)
            if ui is not None:  # its closing notice is a plain sentence: it still says what happened
                with contextlib.suppress(Exception):
                    await self._notice(record, ui, await self.locale(record.guild_id))
                    await self._unping(record)
            await self.sessions.mark_shown(game_id, record.rev)
        self.schedule.forget(game_id)
        self._unshowable.pop(game_id, None)

    async def backlog(self, page: int = 1000, shards: Shards | None = None) -> int:
        """At start-up: queue every game whose public messages are behind, behind the players' own changes (in the
        servers of `shards` only when given: the other shards' processes keep theirs)."""
        queued = 0
        for game_id in await self.sessions.store.behind_games(limit=100_000, shards=shards):
            self.request(game_id, priority=0.0 - queued, debounce=False)
            queued += 1
            if queued % page == 0:
                await asyncio.sleep(0)
        if queued:
            log.info("%d game(s) with public messages behind their saved state queued", queued)
        for game_id in await self.sessions.store.owed_pings(shards=shards):
            if not self.schedule.pending(game_id):
                self.schedule.queue_ping(game_id)
                self._idle.clear()
        for game_id in await self.sessions.store.posting_pings(shards=shards):  # a ping cut off before its id was saved
            if not self.schedule.pending(game_id):
                self.request(game_id, priority=0.0, debounce=False)
        self._wake.set()
        return queued

    async def settle(self, game_id: int | None = None, timeout: float = 10.0) -> None:
        """Wait until the game (or every game) shows its saved state (tests, shutdown)."""
        async with asyncio.timeout(timeout):
            if game_id is None:
                await self._idle.wait()
                if self._tasks:  # and the old pings deleted
                    self._tidy.set()
                    await asyncio.sleep(0)
                    await self._tidied.wait()
                return
            while self.schedule.pending(game_id):
                await asyncio.sleep(0.01)

    async def close(self, timeout: float = 5.0) -> None:
        """Let pending work finish (bounded), then stop the workers. Games waiting to be tried again after failures
        (a channel the bot cannot reach any more, Discord down) are not waited for: they are still behind in the
        store, and the next start's `backlog` queues them."""
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(timeout):
                while not self.schedule.idle and not self.schedule.only_retries:
                    with contextlib.suppress(TimeoutError):  # not wait_for: it can drop the outer timeout's cancel
                        async with asyncio.timeout(0.05):
                            await self._idle.wait()
                if self.schedule.idle:
                    await self.settle(timeout=timeout)  # and the old pings deleted
        self._closing = True
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    # ------------------------------------------------------------------ one game
    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self.locks.get(game_id)
        if lock is None:
            lock = self.locks[game_id] = asyncio.Lock()
        return lock

    @contextlib.asynccontextmanager
    async def answering(self, game_id: int) -> AsyncIterator[None]:
        """An answer that shows a game's public message itself (a lobby posted or edited as the answer to a click)
        holds this while it reads the saved game, answers and records what it showed. A reconcile of the game under
        way finishes first; none starts until the answer is done (then any request made meanwhile is served). So the
        keeper never posts a lobby whose answer is on its way, and two answers never edit one message out of order."""
        self.schedule.hold(game_id)
        try:
            async with self.lock(game_id):
                yield
        finally:
            self.schedule.release(game_id)
            self._wake.set()

    def channel(self, record: GameRecord) -> discord.PartialMessageable:
        return self.client.get_partial_messageable(record.channel_id, guild_id=record.guild_id)

    async def reconcile(self, game_id: int) -> None:
        """Bring one game's public messages up to its saved revision."""
        METRICS.count("keeper.reconcile")
        async with self.lock(game_id):
            await self._reconcile(game_id)

    async def _reconcile(self, game_id: int) -> None:
        record = await self.sessions.store.get_game(game_id)
        if record is None or record.kind not in self.uis:
            return
        if not record.is_behind and not self._pending_effects(record):
            return
        ui = self.uis[record.kind]
        locale = await self.locale(record.guild_id)
        try:
            record = await self._lost_ping(record)
            if record.status is GameStatus.LOBBY:
                await self._edit_lobby(record, ui, locale)
            else:
                await self._closed_lobby(record, ui, locale)
                if record.status is not GameStatus.CANCELLED:
                    record, seen = await self.public_view(game_id, record, locale)
                    await self._board(record, seen, ui, locale)
                    await self._posts(record, seen, ui, locale)
                    now = asyncio.get_running_loop().time()
                    if record.owes_ping and self.schedule.defer_ping(game_id, now):
                        METRICS.count("keeper.ping_deferred")  # boards behind go first: `_ping_pass` later
                    else:
                        await self._ping(record, seen, ui, locale)
                    await self._reveal(record, seen, ui, locale)
                await self._notice(record, ui, locale)
                await self._unping(record)
        except discord.Forbidden as exc:
            # The channel does not let the bot post: retrying cannot help until an admin fixes it.
            log.warning("game %d: missing permissions in channel %d (%s)", game_id, record.channel_id, exc.code)
        except SessionError as exc:
            log.warning("game %d: cannot be shown (%s)", game_id, exc.key)
        await self.sessions.mark_shown(game_id, record.rev)

    async def public_view(self, game_id: int, saved: GameRecord, locale: str) -> tuple[GameRecord, Seen[Any, Any]]:
        """The game's saved record and its public view in `locale`, one consistent with the other. `saved` was read
        from the store; the session cache may be behind it (a start or a close under way in this process holds the
        game's session lock across its commit and the cache's update: the view comes once it is done; a change
        written by another process: the cache is dropped), or ahead of it (an action saved since `saved` was read:
        the record is read again)."""
        seen = await self.sessions.seen_by_seat(game_id, None)
        for _ in range(5):
            if self._behind(seen, saved):
                async with self.sessions.lock(game_id):
                    seen = await self.sessions.seen_by_seat(game_id, None)
                    if self._behind(seen, saved):
                        log.info("game %d: the session cache is behind the saved game: reloaded", game_id)
                        self.sessions.forget(game_id)
                        seen = await self.sessions.seen_by_seat(game_id, None)
            if seen.record.rev <= saved.rev:
                break
            fresh = await self.sessions.store.get_game(game_id)
            if fresh is None:
                break
            saved = fresh
        return saved, localized(seen, locale)

    @staticmethod
    def _behind(seen: Seen[Any, Any], saved: GameRecord) -> bool:
        held = seen.record
        return seen.view is None or held.rev < saved.rev or held.status is not saved.status

    def _pending_effects(self, record: GameRecord) -> bool:
        """Effects a crash may have cut off although the revision was marked shown (never, by construction, but a
        cheap check): a finished game without its reveal; a turn ping owed (left for later, then asked again); a turn
        ping posted whose id was never saved."""
        missing_reveal = self.wants_reveal(record) and record.reveal_message_id is None
        return missing_reveal or record.owes_ping or record.ping_posting is not None

    async def repost(self, game_id: int, moved_text: str) -> int:
        """`/<game> board`: a fresh board at the bottom of the channel; the old one says where it went."""
        async with self.lock(game_id):
            record = await self.sessions.store.get_game(game_id)
            if record is None or record.kind not in self.uis:
                raise SessionError("session.unknown_game")
            ui = self.uis[record.kind]
            locale = await self.locale(record.guild_id)
            record, seen = await self.public_view(game_id, record, locale)
            old = record.board_message_id
            new = await self.post_board(record, await ui.board_layout(seen, locale), n=int(time.time() * 1000))
            if old is not None:
                with contextlib.suppress(discord.HTTPException):
                    await self._edit(record, old, view=Layout([moved_text]).view(), attachments=[])
            return new
