"""Sessions: the one path every action takes, whoever it comes from (a button, a select, a slash command, a CPU).

1. find the game; check that the user is seated (spectators get a polite no) and that it is their turn;
2. take the game's lock; reject a stale click (the version a component was drawn at is part of its custom_id);
3. `engine.apply`; append the action to the store and commit (with the result, when it ends the game), before
   anything is answered;
4. tell the listeners (the keeper of public messages, the CPU runner) that the game changed.

Games load on first use (seed + action log, replayed) into a bounded cache; nothing is replayed at start-up. The
cogs never see a game's state: they get `Seen` objects, the view of one seat (or of the public) plus the actions
that seat may take now. No Discord here: the cogs turn `SessionError`s and `IllegalAction`s into messages.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import weakref
from collections import OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Generic, TypeVar, cast

from bot.engine.common import ConfigError, EngineSpec
from bot.store import (
    AlreadySeated,
    ChannelBusy,
    GameClosed,
    GameFull,
    GameNotActive,
    GameNotFound,
    GameRecord,
    GameStatus,
    HostCannotLeave,
    LimitReached,
    Limits,
    NotSeated,
    PlayerRecord,
    ResultInput,
    Store,
    VersionConflict,
    WrongStatus,
)
from bot.text.common import CpuName

log = logging.getLogger(__name__)

C = TypeVar("C")
S = TypeVar("S")
A = TypeVar("A")
V = TypeVar("V")
R = TypeVar("R")
DEFAULT_CACHE = 2000


class SessionError(Exception):
    """A refusal the user should read. `key` names a message of the common catalogue; `values` fill it."""

    def __init__(self, key: str, **values: Any) -> None:
        super().__init__(key)
        self.key = key
        self.values = values


def player_name(player: PlayerRecord) -> str:
    """A seat's name for messages: a person's display name, or a CPU's name in the reader's language."""
    if player.cpu is None or isinstance(player.display_name, CpuName):
        return player.display_name
    return CpuName.of(player.cpu)


@dataclass(frozen=True)
class GameDef(Generic[C, S, A, V, R]):
    """How the session layer hosts one game: its engine and how a closed game becomes a store result."""

    kind: str
    engine: EngineSpec[C, S, A, V, R]
    result_input: Callable[[S, GameRecord], ResultInput]  # (finished state, game) -> result row
    abandoned_input: Callable[[S | None, GameRecord], ResultInput]  # (state, or None in the lobby; game)
    # Duels: the result when `seat` resigns (None: the game cannot be resigned, e.g. a cooperative game).
    resigned_input: Callable[[S, GameRecord, int], ResultInput] | None = None
    # The extension that puts the game on Discord (its cog, loaded for every hosted game); "" for none yet.
    cog: str = ""

    @property
    def min_players(self) -> int:
        return self.engine.min_players

    @property
    def max_players(self) -> int:
        return self.engine.max_players

    def config(self, record: GameRecord) -> C:
        return self.engine.decode_config(record.options["config"])


@dataclass(frozen=True)
class Live(Generic[S]):
    """A game as the session layer holds it: the stored record and the rebuilt state (None in the lobby)."""

    record: GameRecord
    state: S | None
    # What is worked out from this state (each seat's view, the legal actions to move): once per move, as a panel,
    # its answer, the keeper and the autocompletes of one step all ask. A new Live (a move, `replace`) starts afresh.
    derived: dict[object, Any] = field(default_factory=dict, init=False, compare=False, repr=False)

    @property
    def id(self) -> int:
        return self.record.id

    @property
    def version(self) -> int:
        return self.record.version

    @property
    def status(self) -> GameStatus:
        return self.record.status


@dataclass(frozen=True)
class Seen(Generic[V, A]):
    """A game as one seat (or, with `seat` None, the public) may see it: the cogs' only window on a game.

    `view` is the engine's view for that seat (None in the lobby); `legal` the actions that seat may take now
    (empty unless it is to move in an active game)."""

    record: GameRecord
    seat: int | None
    view: V | None
    legal: tuple[A, ...]
    to_move: int | None

    @property
    def id(self) -> int:
        return self.record.id

    @property
    def version(self) -> int:
        return self.record.version

    @property
    def status(self) -> GameStatus:
        return self.record.status

    @property
    def names(self) -> list[str]:
        """The players' names; a CPU's is said in each message's language (`CpuName`), whatever the store holds."""
        return [player_name(p) for p in self.record.players]

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and self.seat == self.to_move and self.status is GameStatus.ACTIVE


@dataclass(frozen=True)
class Outcome(Generic[A]):
    """What one accepted action did: the game before and after (as records), who acted, what."""

    before: GameRecord
    after: GameRecord
    seat: int
    action: A

    @property
    def finished(self) -> bool:
        return self.after.status is GameStatus.FINISHED


Listener = Callable[[GameRecord], None]


class Sessions:
    """Loads, locks, applies and saves games. One instance per bot; every write goes through it."""

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
        self._cache: OrderedDict[int, Live[Any]] = OrderedDict()
        self._cache_size = cache_size
        self.listeners: list[Listener] = []

    # ------------------------------------------------------------------ reading
    def gamedef(self, kind: str) -> GameDef[Any, Any, Any, Any, Any]:
        return self.games[kind]

    def lock(self, game_id: int) -> asyncio.Lock:
        """The game's lock: held while an action is applied and saved."""
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
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

    def _rebuild(self, record: GameRecord) -> Live[Any]:
        if record.seed is None:
            return Live(replace(record, actions=()), None)
        engine = self.games[record.kind].engine
        config = engine.decode_config(record.options["config"])
        actions = [engine.decode_action(a.action) for a in record.actions]
        state = engine.replay(config, len(record.players), record.seed, actions)
        return Live(replace(record, actions=()), state)

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
    def _changed(self, record: GameRecord) -> None:
        for listener in self.listeners:
            try:
                listener(record)
            except Exception:
                log.exception("game %d: a change listener failed", record.id)

    async def set_messages(self, game_id: int, **message_ids: int | None) -> None:
        """Record message ids of a game (`lobby_message_id`, `board_message_id`, ...), cache included."""
        await self.store.set_messages(game_id, **message_ids)
        cached = self._cache.get(game_id)
        if cached is not None:
            self._cache[game_id] = replace(cached, record=replace(cached.record, **cast(dict[str, Any], message_ids)))

    async def mark_shown(self, game_id: int, rev: int) -> None:
        """The public messages now show revision `rev`."""
        await self.store.mark_shown(game_id, rev)
        cached = self._cache.get(game_id)
        if cached is not None and cached.record.shown_rev < rev:
            self._cache[game_id] = replace(cached, record=replace(cached.record, shown_rev=rev))

    async def _reload(self, game_id: int, state: Any, *, notify: bool = True) -> Live[Any]:
        """The record after a write that changed seats or status, with the state the caller holds. `notify` False:
        the caller shows the change itself (a lobby click answered by editing the lobby), the keeper is not
        asked; if that answer fails, the caller asks it (and at start-up the keeper finds what is behind)."""
        record = await self.store.get_game(game_id)
        if record is None:
            raise SessionError("session.unknown_game")
        live = self._remember(Live(record, state))
        if notify:
            self._changed(record)
        return live

    # ------------------------------------------------------------------ the lobby
    async def open_lobby(
        self,
        kind: str,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        config: Any,
        invite: int | None = None,
        cpu: str | None = None,
    ) -> Live[Any]:
        """A new lobby in the channel with the host seated. The options are encoded by the game's config type; with
        `invite`, only that user may take the other seat (a duel's challenge); `cpu` records the level of the CPU
        the host asked for (seated and started at once by the caller; if the bot stopped in between, the lobby's
        Start does it)."""
        engine = self.games[kind].engine
        options: dict[str, Any] = {"config": engine.encode_config(config)}
        if invite is not None:
            options["invite"] = invite
        if cpu is not None:
            options["cpu"] = cpu
        try:
            record = await self.store.create_game(
                kind,
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=host_id,
                host_name=host_name,
                options=options,
                limits=self.limits,
            )
        except ChannelBusy as exc:
            raise SessionError("session.channel_busy") from exc
        except LimitReached as exc:
            raise SessionError(f"session.limit_{exc.scope}", limit=exc.limit) from exc
        return self._remember(Live(record, None))

    async def join(
        self, game_id: int, user_id: int, name: str, *, cpu: str | None = None, notify: bool = True
    ) -> Live[Any]:
        """Seat a user (or, with `cpu`, a CPU player under a negative id) in the lobby."""
        gamedef = self.games[(await self.record(game_id)).kind]
        async with self.lock(game_id):
            try:
                await self.store.add_player(
                    game_id, user_id, name, max_players=gamedef.max_players, cpu=cpu, limits=self.limits
                )
            except AlreadySeated as exc:
                raise SessionError("session.already_seated") from exc
            except GameFull as exc:
                raise SessionError("session.full", max=gamedef.max_players) from exc
            except WrongStatus as exc:
                raise SessionError("session.lobby_closed") from exc
            except LimitReached as exc:
                raise SessionError(f"session.limit_{exc.scope}", limit=exc.limit) from exc
            return await self._reload(game_id, None, notify=notify)

    async def add_cpu(self, game_id: int, level: str, name: str) -> Live[Any]:
        """Seat a CPU player of `level` (one of the engine's CPU levels)."""
        record = await self.record(game_id)
        if level not in self.games[record.kind].engine.cpu_policies:
            raise SessionError("session.no_such_cpu")
        return await self.join(game_id, min([0, *record.user_ids]) - 1, name, cpu=level)

    async def leave(self, game_id: int, user_id: int, *, notify: bool = True) -> Live[Any]:
        async with self.lock(game_id):
            try:
                await self.store.remove_player(game_id, user_id)
            except HostCannotLeave as exc:
                raise SessionError("session.host_cannot_leave") from exc
            except NotSeated as exc:
                raise SessionError("session.not_in_lobby") from exc
            except WrongStatus as exc:
                raise SessionError("session.lobby_closed") from exc
            return await self._reload(game_id, None, notify=notify)

    async def _hosted_lobby(self, game_id: int, user_id: int | None) -> Live[Any]:
        """The game, if it is still a lobby and `user_id` hosts it (None: anyone); SessionError otherwise."""
        live = await self.live(game_id)
        if live.status is not GameStatus.LOBBY:
            raise SessionError("session.lobby_closed")
        if user_id is not None and user_id != live.record.host_id:
            raise SessionError("session.host_only")
        return live

    async def start(self, game_id: int, user_id: int | None, *, seed: int | None = None) -> Live[Any]:
        """The host (or, with `user_id` None, the table itself) starts the game: the seed is drawn and the config
        checked against the player count."""
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
            except ConfigError as exc:  # the options do not fit the players seated: the game's catalogue says why
                raise SessionError(exc.key, **exc.values) from exc
            finish = gamedef.result_input(state, live.record) if state.is_over else None  # won at the deal
            await self.store.start_game(
                game_id,
                seed=seed,
                options=live.record.options,
                min_players=engine.min_players,
                to_move=state.to_move,
                finish=finish,
            )
            log.info("game %d started (%s, %d players)", game_id, live.record.kind, players)
            return await self._reload(game_id, state)

    async def cancel(
        self, game_id: int, user_id: int | None, *, reason: str = "cancelled", notify: bool = True
    ) -> Live[Any]:
        """The host closes the lobby (or, with reason "declined", the invited player turns it down): no result, no
        trace in the stats."""
        async with self.lock(game_id):
            live = await self._hosted_lobby(game_id, None)
            if reason == "declined":
                if user_id is None or live.record.options.get("invite") != user_id:
                    raise SessionError("session.invited_only")
            elif user_id is not None and user_id != live.record.host_id:
                raise SessionError("session.host_only")
            try:
                await self.store.finish_game(
                    game_id, status=GameStatus.CANCELLED, result=None, reason=reason, closed_by=user_id
                )
            except GameClosed as exc:
                raise SessionError("session.lobby_closed") from exc
            return await self._reload(game_id, None, notify=notify)

    # ------------------------------------------------------------------ playing
    async def act(self, game_id: int, user_id: int, action: Any, *, version: int | None) -> Outcome[Any]:
        """Apply `action` for `user_id`. `version` is the game version the user's component was drawn at (None for
        slash commands, which always act on the current state). Committed before this returns.

        Raises SessionError (not seated, not your turn, out of date, game over) or IllegalAction (the rules)."""
        async with self.lock(game_id):
            before = await self.live(game_id)
            seat = self._check_turn(before, user_id)
            if version is not None and version != before.version:
                raise SessionError("session.stale")
            return await self._commit(before, seat, user_id, action)

    async def act_as_seat(self, game_id: int, seat: int, action: Any, *, version: int) -> Outcome[Any]:
        """A CPU seat's action, through the same path as a person's (the version it decided at is checked)."""
        async with self.lock(game_id):
            before = await self.live(game_id)
            if before.status is not GameStatus.ACTIVE or before.state is None or before.state.to_move != seat:
                raise SessionError("session.not_active")
            if version != before.version:
                raise SessionError("session.stale")
            return await self._commit(before, seat, before.record.players[seat].user_id, action)

    async def _commit(self, before: Live[Any], seat: int, user_id: int, action: Any) -> Outcome[Any]:
        gamedef = self.games[before.record.kind]
        engine = gamedef.engine
        engine.check_action(action)
        state = engine.apply(before.state, action)
        finish = gamedef.result_input(state, before.record) if state.is_over else None
        try:
            version = await self.store.append_action(
                before.id,
                expected_version=before.version,
                seat=seat,
                user_id=user_id,
                action=engine.encode_action(action),
                to_move=state.to_move,
                finish=finish,
            )
        except VersionConflict as exc:  # another process wrote first: forget what we knew
            self.forget(before.id)
            raise SessionError("session.stale") from exc
        except GameNotActive as exc:  # closed meanwhile by another process
            self.forget(before.id)
            raise SessionError("session.not_active") from exc
        status = GameStatus.FINISHED if finish is not None else before.status
        turn_version = before.record.turn_version if state.to_move == before.record.to_move else version
        record = replace(
            before.record,
            version=version,
            rev=before.record.rev + 1,
            to_move=state.to_move,
            turn_version=turn_version,
            status=status,
        )
        if finish is not None:
            log.info("game %d finished at version %d", before.id, version)
        self._remember(Live(record, state))
        self._changed(record)
        return Outcome(before.record, record, seat, action)

    def _check_turn(self, live: Live[Any], user_id: int) -> int:
        seat = live.record.seat_of(user_id)
        if seat is None:
            raise SessionError("session.not_seated")
        if live.status is not GameStatus.ACTIVE or live.state is None or live.state.is_over:
            raise SessionError("session.not_active")
        to_move = live.state.to_move
        if to_move != seat:
            raise SessionError("session.not_your_turn", player=player_name(live.record.players[to_move]))
        return seat

    async def check_turn(self, game_id: int, user_id: int) -> Seen[Any, Any]:
        """The user's view if they may act now; SessionError otherwise (for panels opened before acting)."""
        live = await self.live(game_id)
        return self.seen(live, self._check_turn(live, user_id))

    async def abandon(
        self,
        game_id: int,
        *,
        if_version: int | None = None,
        reason: str = "ended",
        closed_by: int | None = None,
    ) -> Live[Any]:
        """Close a game nobody will finish (`/end`, or idle for too long). A lobby is cancelled instead. With
        `if_version`, a game that moved on since (someone just played) is left alone: SessionError."""
        async with self.lock(game_id):
            live = await self.live(game_id)
            if if_version is not None and live.version != if_version:
                raise SessionError("session.stale")
            try:
                if live.status is GameStatus.LOBBY:
                    await self.store.finish_game(
                        game_id, status=GameStatus.CANCELLED, result=None, reason=reason, closed_by=closed_by
                    )
                elif live.status is GameStatus.ACTIVE:
                    result = self.games[live.record.kind].abandoned_input(live.state, live.record)
                    await self.store.finish_game(
                        game_id, status=GameStatus.ABANDONED, result=result, reason=reason, closed_by=closed_by
                    )
                else:
                    raise SessionError("session.not_active")
            except (GameClosed, VersionConflict) as exc:
                self.forget(game_id)
                raise SessionError("session.not_active") from exc
            return await self._reload(game_id, live.state)

    async def resign(self, game_id: int, user_id: int) -> Live[Any]:
        """A player of a duel gives up: the game ends now and the other side wins."""
        async with self.lock(game_id):
            live = await self.live(game_id)
            gamedef = self.games[live.record.kind]
            seat = live.record.seat_of(user_id)
            if seat is None:
                raise SessionError("session.not_seated")
            if gamedef.resigned_input is None:
                raise SessionError("session.cannot_resign")
            if live.status is not GameStatus.ACTIVE or live.state is None:
                raise SessionError("session.not_active")
            try:
                await self.store.finish_game(
                    game_id,
                    status=GameStatus.FINISHED,
                    result=gamedef.resigned_input(live.state, live.record, seat),
                    reason="resigned",
                    closed_by=user_id,
                )
            except (GameClosed, GameNotActive) as exc:
                self.forget(game_id)
                raise SessionError("session.not_active") from exc
            return await self._reload(game_id, live.state)


class Host(Generic[C, S, A, V, R]):
    """One game's typed window on the sessions: what a game's cog uses, so that mypy checks the views and actions
    it handles. Every method checks that the game is of this kind (a forged id of another game is refused)."""

    def __init__(self, sessions: Sessions, gamedef: GameDef[C, S, A, V, R]) -> None:
        self.sessions = sessions
        self.gamedef = gamedef
        self.kind = gamedef.kind

    async def _mine(self, game_id: int) -> Live[S]:
        live = await self.sessions.live(game_id)
        if live.record.kind != self.kind:
            raise SessionError("session.unknown_game")
        return cast(Live[S], live)

    async def seen_by(self, game_id: int, user_id: int | None) -> Seen[V, A]:
        live = await self._mine(game_id)
        seat = None if user_id is None else live.record.seat_of(user_id)
        return cast(Seen[V, A], self.sessions.seen(live, seat))

    async def public(self, game_id: int) -> Seen[V, A]:
        return await self.seen_by(game_id, None)

    async def my_turn(self, game_id: int, user_id: int) -> Seen[V, A]:
        """The user's view when it is their turn; SessionError otherwise."""
        await self._mine(game_id)
        return cast(Seen[V, A], await self.sessions.check_turn(game_id, user_id))

    async def act(self, game_id: int, user_id: int, action: A, *, version: int | None) -> Outcome[A]:
        await self._mine(game_id)
        return cast(Outcome[A], await self.sessions.act(game_id, user_id, action, version=version))

    def config(self, record: GameRecord) -> C:
        return self.gamedef.config(record)
