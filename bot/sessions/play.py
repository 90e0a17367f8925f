"""Playing and closing: the one path every action takes, whoever it comes from (a button, a select, a slash command,
a CPU), then `/end`, the sweeper's closing of idle games, and resigning a duel.

1. find the game; check that the user is seated (spectators get a polite no) and that it is their turn;
2. take the game's lock; reject a stale click (the version a component was drawn at is part of its custom_id);
3. `engine.apply`; append the action to the store and commit (with the result, when it ends the game), before
   anything is answered;
4. tell the listeners (the keeper of public messages, the CPU runner) that the game changed.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any

from bot.engine.common import IllegalAction
from bot.sessions.core import SessionsCore
from bot.sessions.refusals import PLAY, refused
from bot.sessions.types import Live, Outcome, Seen, SessionError, player_name
from bot.store import GameStatus

log = logging.getLogger(__name__)


class PlayOps(SessionsCore):
    """Acting, closing and resigning (see the module doc)."""

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
        with refused(PLAY, forget=lambda: self.forget(before.id)):
            version = await self.store.append_action(
                before.id,
                expected_version=before.version,
                seat=seat,
                user_id=user_id,
                action=engine.encode_action(action),
                to_move=state.to_move,
                finish=finish,
            )
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
        self._remember(Live(record, state, before.seed))
        self._changed(record)
        return Outcome(before.record, record, seat, action)

    async def play_forced(self, game_id: int, user_id: int) -> list[Outcome[Any]]:
        """In a game that `plays_forced`, the user's next steps that have a single legal action, played for them
        through the same path (no tap is asked for a step with one choice), until their turn ends or a step offers a
        choice. The outcomes, in order (none when the game moved on meanwhile: the player sees where it is)."""
        done: list[Outcome[Any]] = []
        for _ in range(8):  # a bound: a step with one choice never leads to another forever
            live = await self.live(game_id)
            if not self.games[live.record.kind].plays_forced or live.state is None:
                break
            seat = live.record.seat_of(user_id)
            if seat is None or live.status is not GameStatus.ACTIVE or live.state.to_move != seat:
                break
            legal = self.legal_actions(live)
            if len(legal) != 1:
                break
            try:
                done.append(await self.act(game_id, user_id, legal[0], version=live.version))
            except (SessionError, IllegalAction):
                break
        return done

    def _check_turn(self, live: Live[Any], user_id: int) -> int:
        seat = live.record.seat_of(user_id)
        if seat is None:
            raise SessionError("session.not_seated")
        if live.status is not GameStatus.ACTIVE or live.state is None or live.state.is_over:
            raise SessionError("session.not_active")
        to_move = live.state.to_move
        if to_move != seat:
            players = live.record.players
            raise SessionError("session.not_your_turn", player=player_name(players[to_move], players))
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
            with refused(PLAY, forget=lambda: self.forget(game_id)):
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
            return await self._reload(game_id, live.state, seed=live.seed)

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
            with refused(PLAY, forget=lambda: self.forget(game_id)):
                await self.store.finish_game(
                    game_id,
                    status=GameStatus.FINISHED,
                    result=gamedef.resigned_input(live.state, live.record, seat),
                    reason="resigned",
                    closed_by=user_id,
                )
            return await self._reload(game_id, live.state, seed=live.seed)
