"""Replays of finished games: a game rebuilt from its saved seed and action log, one state per version, and what the
public saw at each version (the board as it stood then), or, asked for, every seat's view too ("every card face up").

Nothing is copied or saved for a replay: the states are worked out from the log the store keeps (the same replay by
the engine that loads a live game), kept in a small cache of their own while someone steps through them. Only a
game that is finished (played to its end, or resigned) and belongs to the asking server can be replayed; the cogs
get `Seen` objects, never a state or a seed.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field, replace
from typing import Any, Generic, TypeVar

from bot.sessions.core import SessionsCore
from bot.sessions.types import Seen, SessionError
from bot.store import GameNotFound, GameRecord, GameStatus

V = TypeVar("V")
A = TypeVar("A")

REPLAY_CACHE = 32  # games whose states are kept while people step through them


@dataclass(frozen=True)
class ReplayStep(Generic[V, A]):
    """One step of a replay: the public board at `version` (its record as it stood then: active until the last
    step, the closed game's own at the last), the last version, and with "face up" every seat's view at that
    version and the public view at the end (which holds what the reveal showed)."""

    public: Seen[V, A]
    last: int
    seats: tuple[Seen[V, A], ...] = ()
    final: Seen[V, A] | None = None

    @property
    def version(self) -> int:
        return self.public.version

    @property
    def face_up(self) -> bool:
        return self.final is not None


@dataclass(frozen=True)
class _Replayed:
    record: GameRecord
    states: tuple[Any, ...]  # the state after each version: states[0] is the deal
    views: dict[tuple[int, int | None], Any] = field(default_factory=dict, compare=False)  # (version, seat) -> view

    def view(self, engine: Any, version: int, seat: int | None) -> Any:
        """What `seat` (None: the public) saw at `version`, worked out once for every viewer of the replay."""
        key = (version, seat)
        if key not in self.views:
            self.views[key] = engine.view(self.states[version], seat)
        return self.views[key]


class ReplayOps(SessionsCore):
    """Stepping through finished games (see the module doc)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._replays: OrderedDict[int, _Replayed] = OrderedDict()

    def forget(self, game_id: int) -> None:
        """Drop the game's replay too (its people may have been forgotten: a replay must not keep their names)."""
        self._replays.pop(game_id, None)
        super().forget(game_id)

    async def replayable(self, game_id: int, *, kind: str, guild_id: int | None) -> GameRecord:
        """The record of a game that may be replayed from `guild_id`: a finished game of `kind` in that server.
        Otherwise a refusal that says nothing more about the game."""
        record = await self.record(game_id)
        if record.kind != kind or guild_id is None or record.guild_id != guild_id:
            raise SessionError("error.wrong_place")
        if record.status is not GameStatus.FINISHED:
            raise SessionError("replay.not_finished")
        return record

    async def replay_step(
        self, game_id: int, version: int, *, kind: str, guild_id: int | None, face_up: bool = False
    ) -> ReplayStep[Any, Any]:
        """The game at `version` (clamped to 0..last) as the public saw it, and, `face_up`, as every seat saw it."""
        replayed = await self._replayed(await self.replayable(game_id, kind=kind, guild_id=guild_id))
        engine = self.games[kind].engine
        last = len(replayed.states) - 1
        version = min(max(version, 0), last)
        state = replayed.states[version]
        record = replayed.record
        if version < last:  # the game as its board stood then: active, at that version, that seat to move
            record = replace(
                record, status=GameStatus.ACTIVE, version=version, to_move=state.to_move, close_reason=None
            )
        to_move = state.to_move if record.status is GameStatus.ACTIVE else None
        public: Seen[Any, Any] = Seen(record, None, replayed.view(engine, version, None), (), to_move)
        if not face_up:
            return ReplayStep(public, last)
        seats: tuple[Seen[Any, Any], ...] = tuple(
            Seen(record, s, replayed.view(engine, version, s), (), to_move) for s in range(len(record.players))
        )
        final: Seen[Any, Any] = Seen(replayed.record, None, replayed.view(engine, last, None), (), None)
        return ReplayStep(public, last, seats, final)

    async def _replayed(self, record: GameRecord) -> _Replayed:
        cached = self._replays.get(record.id)
        if cached is not None and cached.record.rev == record.rev:
            self._replays.move_to_end(record.id)
            return cached
        try:
            saved = await self.store.load_game(record.id)
        except GameNotFound as exc:
            raise SessionError("session.unknown_game") from exc
        if saved.seed is None:
            raise SessionError("replay.not_finished")
        engine = self.games[saved.kind].engine
        state = engine.new_game(engine.decode_config(saved.options["config"]), len(saved.players), saved.seed)
        states = [state]
        for logged in saved.actions:
            state = engine.apply(state, engine.decode_action(logged.action))
            states.append(state)
        replayed = _Replayed(saved.record, tuple(states))
        self._replays[record.id] = replayed
        while len(self._replays) > REPLAY_CACHE:
            self._replays.popitem(last=False)
        return replayed
