"""Sessions: the one path every action takes, whatever it came from (a button, a select, a slash command).

1. find the game; check that the user is seated (spectators get a polite no) and that it is their turn;
2. take the game's lock; reject a stale click (the version a component was drawn at is part of its custom_id);
3. `engine.apply`; append the action to the store and commit, before anything is answered;
4. when the game ends, close it and record its result in the same breath.
States are rebuilt by replaying seed + action log, and cached per game (the cache is only ever filled from the
store and updated after a commit, so a restart loses nothing). No Discord here: the cogs turn the outcomes and
the `SessionError`s into messages.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from bot.engine.common import ConfigError, EngineSpec
from bot.store import (
    AlreadySeated,
    ChannelBusy,
    GameClosed,
    GameFull,
    GameRecord,
    GameStatus,
    HostCannotLeave,
    NotSeated,
    ResultInput,
    Store,
    VersionConflict,
    WrongStatus,
)

log = logging.getLogger(__name__)


class SessionError(Exception):
    """A refusal the user should read. `key` names a message of the shared UI catalogue; `values` fill it."""

    def __init__(self, key: str, **values: Any) -> None:
        super().__init__(key)
        self.key = key
        self.values = values


@dataclass(frozen=True)
class GameDef:
    """How the session layer hosts one game: its engine and how a finished state becomes a store result."""

    kind: str
    engine: EngineSpec[Any, Any, Any, Any, Any]
    result_input: Callable[[Any, GameRecord], ResultInput]  # (finished state, game) -> result row
    abandoned_input: Callable[[Any | None, GameRecord], ResultInput]  # (state or None in lobby, game)


@dataclass(frozen=True)
class Live:
    """A game as the cogs see it: the stored record (seats, status, message ids) and the rebuilt state."""

    record: GameRecord
    state: Any | None  # None while in the lobby

    @property
    def id(self) -> int:
        return self.record.id

    @property
    def version(self) -> int:
        return self.record.version

    @property
    def status(self) -> GameStatus:
        return self.record.status

    def seat_of(self, user_id: int) -> int | None:
        return self.record.seat_of(user_id)

    def user_at(self, seat: int) -> int:
        return self.record.players[seat].user_id

    @property
    def names(self) -> list[str]:
        return [p.display_name for p in self.record.players]


@dataclass(frozen=True)
class Outcome:
    """What one accepted action did."""

    before: Live
    after: Live
    seat: int
    action: Any

    @property
    def finished(self) -> bool:
        return self.after.status is GameStatus.FINISHED


class Sessions:
    """Loads, locks, applies and saves games. One instance per bot; every write goes through it."""

    def __init__(self, store: Store, games: Mapping[str, GameDef]) -> None:
        self.store = store
        self.games = dict(games)
        self._locks: dict[int, asyncio.Lock] = {}
        self._cache: dict[int, Live] = {}

    # ------------------------------------------------------------------ reading
    def lock(self, game_id: int) -> asyncio.Lock:
        """The game's lock: held while an action is applied and saved, and while its board is refreshed."""
        return self._locks.setdefault(game_id, asyncio.Lock())

    async def get(self, game_id: int) -> Live:
        """The game, from the cache or rebuilt from the store by replaying its action log."""
        cached = self._cache.get(game_id)
        if cached is not None:
            return cached
        record = await self.store.load_game(game_id)
        return self._remember(self._rebuild(record))

    async def in_channel(self, channel_id: int) -> Live | None:
        """The channel's open game (lobby or active), if any."""
        record = await self.store.channel_game(channel_id)
        return None if record is None else await self.get(record.id)

    def _rebuild(self, record: GameRecord) -> Live:
        if record.seed is None:
            return Live(replace(record, actions=()), None)
        engine = self.games[record.kind].engine
        config = engine.decode_config(record.options["config"])
        actions = [engine.decode_action(a.action) for a in record.actions]
        state = engine.replay(config, len(record.players), record.seed, actions)
        return Live(replace(record, actions=()), state)

    def _remember(self, live: Live) -> Live:
        if live.status.is_open:
            self._cache[live.id] = live
        else:
            self._cache.pop(live.id, None)
        return live

    def forget(self, game_id: int) -> None:
        self._cache.pop(game_id, None)

    async def set_messages(self, game_id: int, **message_ids: int | None) -> None:
        """Record the Discord message ids of a game (`lobby_message_id`, `board_message_id`), cache included."""
        await self.store.set_messages(game_id, **message_ids)  # type: ignore[arg-type]
        cached = self._cache.get(game_id)
        if cached is not None:
            self._cache[game_id] = replace(cached, record=replace(cached.record, **message_ids))

    # ------------------------------------------------------------------ the lobby
    async def open_lobby(
        self, kind: str, *, guild_id: int | None, channel_id: int, host_id: int, host_name: str, config: Any
    ) -> Live:
        """A new lobby in the channel with the host seated. The options are validated by the config type."""
        engine = self.games[kind].engine
        try:
            record = await self.store.create_game(
                kind,
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=host_id,
                host_name=host_name,
                options={"config": engine.encode_config(config)},
            )
        except ChannelBusy as exc:
            raise SessionError("session.channel_busy", game_id=exc.args[0] if exc.args else None) from exc
        return self._remember(Live(record, None))

    async def join(self, game_id: int, user_id: int, name: str) -> Live:
        engine = self.games[(await self.get(game_id)).record.kind].engine
        async with self.lock(game_id):
            try:
                record = await self.store.add_player(game_id, user_id, name, max_players=engine.max_players)
            except AlreadySeated as exc:
                raise SessionError("session.already_seated") from exc
            except GameFull as exc:
                raise SessionError("session.full", max=engine.max_players) from exc
            except WrongStatus as exc:
                raise SessionError("session.lobby_closed") from exc
            return self._remember(Live(record, None))

    async def leave(self, game_id: int, user_id: int) -> Live:
        async with self.lock(game_id):
            try:
                record = await self.store.remove_player(game_id, user_id)
            except HostCannotLeave as exc:
                raise SessionError("session.host_cannot_leave") from exc
            except NotSeated as exc:
                raise SessionError("session.not_in_lobby") from exc
            except WrongStatus as exc:
                raise SessionError("session.lobby_closed") from exc
            return self._remember(Live(record, None))

    async def _hosted_lobby(self, game_id: int, user_id: int) -> Live:
        """The game, if it is still a lobby and `user_id` hosts it; SessionError otherwise."""
        live = await self.get(game_id)
        if live.status is not GameStatus.LOBBY:
            raise SessionError("session.lobby_closed")
        if user_id != live.record.host_id:
            raise SessionError("session.host_only")
        return live

    async def start(self, game_id: int, user_id: int, *, seed: int | None = None) -> Live:
        """The host starts the game: the seed is drawn, the config checked against the player count."""
        async with self.lock(game_id):
            live = await self._hosted_lobby(game_id, user_id)
            gamedef = self.games[live.record.kind]
            engine = gamedef.engine
            players = len(live.record.players)
            if players < engine.min_players:
                raise SessionError("session.not_enough_players", min=engine.min_players)
            config = engine.decode_config(live.record.options["config"])
            seed = secrets.randbits(62) if seed is None else seed
            try:
                state = engine.new_game(config, players, seed)
            except ConfigError as exc:
                raise SessionError("session.bad_config", reason=str(exc)) from exc
            record = await self.store.start_game(
                game_id, seed=seed, options=live.record.options, min_players=engine.min_players
            )
            log.info("game %d started (%s, %d players)", game_id, live.record.kind, players)
            return self._remember(Live(record, state))

    async def cancel(self, game_id: int, user_id: int) -> Live:
        """The host closes the lobby: no result, no trace in the stats."""
        async with self.lock(game_id):
            await self._hosted_lobby(game_id, user_id)
            record = await self.store.finish_game(game_id, status=GameStatus.CANCELLED, result=None)
            return self._remember(Live(record, None))

    # ------------------------------------------------------------------ playing
    async def act(self, game_id: int, user_id: int, action: Any, *, version: int | None) -> Outcome:
        """Apply `action` for `user_id`. `version` is the game version the user's component was drawn at (None
        for slash commands, which always act on the current state). Committed before this returns.

        Raises SessionError (not seated, not your turn, out of date, game over) or IllegalAction (the rules)."""
        async with self.lock(game_id):
            before = await self.get(game_id)
            seat = self._check_turn(before, user_id)
            if version is not None and version != before.version:
                raise SessionError("session.stale")
            gamedef = self.games[before.record.kind]
            state = gamedef.engine.apply(before.state, action)
            try:
                new_version = await self.store.append_action(
                    game_id,
                    expected_version=before.version,
                    seat=seat,
                    user_id=user_id,
                    action=gamedef.engine.encode_action(action),
                )
            except VersionConflict as exc:  # another process wrote first: forget what we knew
                self.forget(game_id)
                raise SessionError("session.stale") from exc
            record = replace(before.record, version=new_version)
            after = Live(record, state)
            if state.is_over:
                after = await self._finish(after)
            self._remember(after)
            return Outcome(before, after, seat, action)

    def _check_turn(self, live: Live, user_id: int) -> int:
        seat = live.seat_of(user_id)
        if seat is None:
            raise SessionError("session.not_seated")
        if live.status is not GameStatus.ACTIVE or live.state is None or live.state.is_over:
            raise SessionError("session.not_active")
        if live.state.to_move != seat:
            to_move = live.state.to_move
            raise SessionError("session.not_your_turn", player=live.names[to_move])
        return seat

    def check_turn(self, live: Live, user_id: int) -> int:
        """The user's seat if they may act now; SessionError otherwise (for panels opened before acting)."""
        return self._check_turn(live, user_id)

    async def _finish(self, live: Live) -> Live:
        gamedef = self.games[live.record.kind]
        try:
            record = await self.store.finish_game(
                live.id,
                status=GameStatus.FINISHED,
                result=gamedef.result_input(live.state, live.record),
                expected_version=live.version,
            )
        except GameClosed:
            record = await self.store.load_game(live.id)
        log.info("game %d finished at version %d", live.id, live.version)
        return Live(replace(record, actions=()), live.state)

    async def abandon(self, game_id: int, *, if_version: int | None = None) -> Live:
        """Close a game nobody will finish (`/end`, or idle for too long). A lobby is cancelled instead.
        With `if_version`, a game that moved on since (someone just played) is left alone: SessionError."""
        async with self.lock(game_id):
            live = await self.get(game_id)
            if if_version is not None and live.version != if_version:
                raise SessionError("session.stale")
            if live.status is GameStatus.LOBBY:
                record = await self.store.finish_game(game_id, status=GameStatus.CANCELLED, result=None)
            elif live.status is GameStatus.ACTIVE:
                result = self.games[live.record.kind].abandoned_input(live.state, live.record)
                record = await self.store.finish_game(game_id, status=GameStatus.ABANDONED, result=result)
            else:
                raise SessionError("session.not_active")
            return self._remember(Live(replace(record, actions=()), live.state))

    async def recover(self) -> list[Live]:
        """At start-up: every open game, rebuilt; a game whose last action ended it but whose closing was cut
        short (a crash between the two commits) is closed now."""
        open_games = []
        for record in await self.store.active_games():
            live = await self.get(record.id)
            if live.status is GameStatus.ACTIVE and live.state is not None and live.state.is_over:
                async with self.lock(live.id):
                    live = self._remember(await self._finish(live))
            open_games.append(live)
        return open_games

