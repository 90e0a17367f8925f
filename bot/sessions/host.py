"""`Host`: one game's typed window on the sessions, what a game's cog uses."""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, TypeVar, cast

from bot.sessions.replays import ReplayStep
from bot.sessions.types import GameDef, Live, Outcome, Seen, SessionError
from bot.store import GameRecord

if TYPE_CHECKING:
    from bot.sessions import Sessions

C = TypeVar("C")
S = TypeVar("S")
A = TypeVar("A")
V = TypeVar("V")
R = TypeVar("R")


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

    async def replay(
        self, game_id: int, version: int, *, guild_id: int | None, face_up: bool = False
    ) -> ReplayStep[V, A]:
        """A finished game of this kind in `guild_id`, as it stood at `version` (see `bot.sessions.replays`)."""
        step = await self.sessions.replay_step(game_id, version, kind=self.kind, guild_id=guild_id, face_up=face_up)
        return cast(ReplayStep[V, A], step)

    def config(self, record: GameRecord) -> C:
        return self.gamedef.config(record)
