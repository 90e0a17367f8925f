"""The sessions' core: games loaded on first use (seed + action log, replayed) into a bounded cache, one lock per
game, what a seat (or the public) may see of a game, and the change listeners (the keeper, the CPU runner)."""

from __future__ import annotations

import asyncio
import logging
import secrets
import weakref
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, cast

from bot.sessions.types import GameDef, Listener, Live, Seen, SessionError
from bot.store import GameNotFound, GameRecord, GameStatus, Limits, SavedGame, Store

log = logging.getLogger(__name__)

DEFAULT_CACHE = 2000


class SessionsCore:
    """Reading and caching games; the lobby and play operations build on it (`bot.sessions.Sessions`)."""

    def __init__(
        self,
        store: Store,
        games: Mapping[str, GameDef[Any, Any, Any, Any, Any]],
        *,
        cache_size: int = DEFAULT_CACHE,
        limits: Limits | None = None,
    ) -> None:
        self.store = store
        self.games = dict(games)
        self.limits = limits
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._turns: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._cache: OrderedDict[int, Live[Any]] = OrderedDict()
        self._cache_size = cache_size
        self.listeners: list[Listener] = []
        # This process, in the changes it announces to the bot's other processes (`bot/store/changes.py`).
        self.origin = secrets.token_hex(8)
        self._announcing: set[asyncio.Task[None]] = set()

    # ------------------------------------------------------------------ reading
    def gamedef(self, kind: str) -> GameDef[Any, Any, Any, Any, Any]:
        return self.games[kind]

    def lock(self, game_id: int) -> asyncio.Lock:
        """The game's lock: held while an action is applied and saved."""
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    def turn(self, game_id: int) -> asyncio.Lock:
        """The game's turn lock, held by a person's tap across its action and the steps the table then plays for
        them (a step with one choice): a second tap at once (a double tap) waits for it, and so answers with the
        state after that whole turn, never one between its commits. (Never held by the action path itself.)"""
        lock = self._turns.get(game_id)
        if lock is None:
            lock = self._turns[game_id] = asyncio.Lock()
        return lock

    async def live(self, game_id: int) -> Live[Any]:
        """The game, from the cache or rebuilt from the store by replaying its action log. GameNotFound -> a
        SessionError (a forged or very old id)."""
        cached = self._cache.get(game_id)
        if cached is not None:
            self._cache.move_to_end(game_id)
            return cached
        try:
            record = await self.store.load_game(game_id)
        except GameNotFound as exc:
            raise SessionError("session.unknown_game") from exc
        if record.kind not in self.games:
            raise SessionError("session.unknown_game")
        return self._remember(self._rebuild(record))

    async def record(self, game_id: int) -> GameRecord:
        """The game's stored record (seats, status, message ids): cached, or one small read."""
        cached = self._cache.get(game_id)
        if cached is not None:
            return cached.record
        found = await self.store.get_game(game_id)
        if found is None or found.kind not in self.games:
            raise SessionError("session.unknown_game")
        return found

    async def in_channel(self, channel_id: int) -> GameRecord | None:
        """The channel's open game (lobby or active), if any."""
        return await self.store.channel_game(channel_id)

    def _rebuild(self, saved: SavedGame) -> Live[Any]:
        if saved.seed is None:
            return Live(saved.record, None)
        engine = self.games[saved.kind].engine
        config = engine.decode_config(saved.options["config"])
        actions = [engine.decode_action(a.action) for a in saved.actions]
        state = engine.replay(config, len(saved.players), saved.seed, actions)
        return Live(saved.record, state, saved.seed)

    def _remember(self, live: Live[Any]) -> Live[Any]:
        self._cache[live.id] = live
        self._cache.move_to_end(live.id)
        while len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return live

    def forget(self, game_id: int) -> None:
        self._cache.pop(game_id, None)

    def cached(self, game_id: int) -> Live[Any] | None:
        return self._cache.get(game_id)

    def seen(self, live: Live[Any], seat: int | None) -> Seen[Any, Any]:
        """What `seat` (None: the public) may see of `live`, and the actions it may take now."""
        if live.state is None:
            return Seen(live.record, seat, None, (), None)
        engine = self.games[live.record.kind].engine
        to_move = live.state.to_move
        active = live.status is GameStatus.ACTIVE
        legal = self.legal_actions(live) if active and seat is not None and seat == to_move else ()
        key = ("view", seat)
        if key not in live.derived:
            live.derived[key] = engine.view(live.state, seat)
        return Seen(live.record, seat, live.derived[key], legal, to_move if active else None)

    def legal_actions(self, live: Live[Any]) -> tuple[Any, ...]:
        """The legal actions of the player to move (worked out once per move)."""
        if "legal" not in live.derived:
            live.derived["legal"] = tuple(self.games[live.record.kind].engine.legal_actions(live.state))
        found: tuple[Any, ...] = live.derived["legal"]
        return found

    async def seen_by(self, game_id: int, user_id: int | None) -> Seen[Any, Any]:
        """The game as `user_id` may see it (the public view for spectators and None)."""
        live = await self.live(game_id)
        seat = None if user_id is None else live.record.seat_of(user_id)
        return self.seen(live, seat)

    async def seen_by_seat(self, game_id: int, seat: int | None) -> Seen[Any, Any]:
        return self.seen(await self.live(game_id), seat)

    # ------------------------------------------------------------------ notifications
    def changed(self, record: GameRecord) -> None:
        """Tell the listeners (the keeper, the CPU runner) that the game changed (after a write made with notify
        False, once the caller has shown it)."""
        self._changed(record)

    def _changed(self, record: GameRecord) -> None:
        self._tell_listeners(record)
        if self.store is not None and self.store.shared:  # the bot's other processes hear of it too
            task = asyncio.create_task(self._announce(record), name=f"announce-{record.id}")
            self._announcing.add(task)
            task.add_done_callback(self._announcing.discard)

    def _tell_listeners(self, record: GameRecord) -> None:
        for listener in self.listeners:
            try:
                listener(record)
            except Exception:
                log.exception("game %d: a change listener failed", record.id)

    async def _announce(self, record: GameRecord) -> None:
        try:
            await self.store.announce_change(self.origin, record.id, record.rev)
        except Exception as exc:  # the others look at the saved revisions now and then
            log.warning("game %d: its change could not be announced (%s)", record.id, type(exc).__name__)

    async def follow_changes(self) -> None:
        """Hear of the changes the bot's other processes save (several processes on one PostgreSQL database): what
        this process holds of such a game is dropped, and the listeners are told, as for a change of its own."""
        await self.store.follow_changes(self._heard)

    def _heard(self, origin: str, game_id: int, rev: int) -> None:
        if origin == self.origin:
            return
        cached = self._cache.get(game_id)
        if cached is not None and cached.record.rev >= rev:
            return
        self.forget(game_id)
        task = asyncio.create_task(self._reread(game_id), name=f"heard-{game_id}")
        self._announcing.add(task)
        task.add_done_callback(self._announcing.discard)

    async def _reread(self, game_id: int) -> None:
        try:
            record = await self.record(game_id)
        except SessionError:
            return
        except Exception as exc:
            log.warning("game %d: a change heard of could not be read (%s)", game_id, type(exc).__name__)
            return
        self._tell_listeners(record)

    async def set_messages(self, game_id: int, **message_ids: int | None) -> None:
        """Record message ids of a game (`lobby_message_id`, `board_message_id`, ...), cache included."""
        await self.store.set_messages(game_id, **message_ids)
        cached = self._cache.get(game_id)
        if cached is not None:
            self._cache[game_id] = replace(cached, record=replace(cached.record, **cast(dict[str, Any], message_ids)))

    async def replace_ping(self, game_id: int, *, message_id: int | None, turn: int, stale: int | None) -> None:
        """The turn ping of `turn` is `message_id`; the one it replaces is kept to be deleted later, cache included."""
        await self.store.replace_ping(game_id, message_id=message_id, turn=turn, stale=stale)
        cached = self._cache.get(game_id)
        if cached is not None:
            record = replace(cached.record, ping_message_id=message_id, ping_turn=turn, ping_posting=None)
            self._cache[game_id] = replace(cached, record=record)

    async def mark_shown(self, game_id: int, rev: int) -> None:
        """The public messages now show revision `rev`."""
        await self.store.mark_shown(game_id, rev)
        cached = self._cache.get(game_id)
        if cached is not None and cached.record.shown_rev < rev:
            self._cache[game_id] = replace(cached, record=replace(cached.record, shown_rev=rev))

    async def _reload(self, game_id: int, state: Any, *, seed: int | None = None, notify: bool = True) -> Live[Any]:
        """The record after a write that changed seats or status, with the state the caller holds. `notify` False:
        the caller shows the change itself (a lobby click answered by editing the lobby), the keeper is not
        asked; if that answer fails, the caller asks it (and at start-up the keeper finds what is behind)."""
        record = await self.store.get_game(game_id)
        if record is None:
            raise SessionError("session.unknown_game")
        live = self._remember(Live(record, state, seed))
        if notify:
            self._changed(record)
        return live
