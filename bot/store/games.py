"""The action log and the end of games: appending actions (the hot path), closing games with their results, reading
games for the sessions (a game with its seats, with its whole log for a replay, a channel's open game).

Every operation is one transaction written as a generator of queries (see `bot.store.base`); helpers
(`close_game`, `insert_result`) are sub-generators, used with `yield from`.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any

from bot.metrics import Timer
from bot.store.base import OPEN_SQL, StoreBase, read_game, read_games, require_game
from bot.store.db import dump_json
from bot.store.errors import (
    GameClosed,
    GameNotActive,
    GameNotFound,
    VersionConflict,
)
from bot.store.ratings import RatingRules, rate_result, sides
from bot.store.records import (
    CLOSED_STATUSES,
    OPEN_STATUSES,
    GameRecord,
    GameStatus,
    ResultInput,
    SavedGame,
)
from bot.store.sql import Dialect, Tx, execute, execute_many, value

log = logging.getLogger(__name__)

INT64 = range(-(2**63), 2**63)


def insert_result(game: GameRecord, status: GameStatus, result: ResultInput, now: float) -> Tx[None]:
    """Write the result row of a closing game and one row per seat."""
    details = dump_json(result.details, "details")
    seats = {p.seat for p in game.players}
    if result.winners is not None and not set(result.winners) <= seats:
        raise ValueError(f"winners {sorted(result.winners)} are not all seats of game {game.id}")
    bots = sum(p.is_cpu for p in game.players)
    # A game with bots ticks its people's checklist only if its server counts such games (migration 0005).
    yield from execute(
        "INSERT INTO results (game_id, kind, guild_id, status, mode, level, player_count, won, score, tier, "
        "outcome, details, finished_at, bots, counted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
        "CASE WHEN ? = 0 THEN 1 ELSE COALESCE((SELECT bot_games_count FROM guild_settings WHERE guild_id = ?), 0) END)",
        game.id,
        game.kind,
        game.guild_id,
        status.value,
        result.mode,
        result.level,
        len(game.players),
        int(result.won),
        result.score,
        result.tier,
        result.outcome,
        details,
        now,
        bots,
        bots,
        game.guild_id,
    )
    yield from execute_many(
        "INSERT INTO result_players (game_id, seat, user_id, won) VALUES (?, ?, ?, ?)",
        [
            (game.id, p.seat, p.user_id, int(result.won if result.winners is None else p.seat in result.winners))
            for p in game.players
        ],
    )


def close_game(
    d: Dialect,
    rules: RatingRules,
    game: GameRecord,
    status: GameStatus,
    result: ResultInput | None,
    now: float,
    *,
    reason: str | None = None,
    closed_by: int | None = None,
    revised: bool = False,
) -> Tx[None]:
    """Close `game` (already checked open) with its result, in the caller's transaction, and rate it by `rules`. A
    tutorial is no game of record: it leaves no result (so nothing in stats, history, leaderboards, records, streaks,
    the Level checklist or the ratings). `revised`: the transaction already moved the game's revision on (the move
    that ends it), which stays one revision: the one the player's own copy of the game and the live pages carry."""
    bump = "rev" if revised else "rev + 1"
    yield from execute(
        f"UPDATE games SET status = ?, updated_at = ?, rev = {bump}, to_move = NULL, close_reason = ?, "
        "closed_by = ? WHERE id = ?",
        status.value,
        now,
        reason,
        closed_by,
        game.id,
    )
    if result is not None and not game.options.get("tutorial"):
        if status is GameStatus.ABANDONED and not result.winners:
            decided = sides(game, status, result, reason, closed_by)
            if decided is not None:  # a duel one side abandoned: the other won it, in the stats as in the ratings
                result = replace(result, winners=tuple(seat for seat, side in enumerate(decided) if side.score == 1.0))
        yield from insert_result(game, status, result, now)
        yield from rate_result(d, game, status, result, now, rules, reason=reason, closed_by=closed_by)


class GameMethods(StoreBase):
    """The action log, closing, and reading games."""

    async def get_game(self, game_id: int) -> GameRecord | None:
        """A game with its seats (no actions), or None."""
        return await self._db.read(lambda d: read_game(game_id, alone=True))

    async def load_game(self, game_id: int) -> SavedGame:
        """A game with its seats, its seed and every action in seq order, read in one snapshot, for replaying.

        Raises GameNotFound.
        """
        game = await self._db.read(lambda d: read_game(game_id, with_actions=True))
        if not isinstance(game, SavedGame):
            raise GameNotFound(game_id)
        return game

    async def channel_game(self, channel_id: int) -> GameRecord | None:
        """The channel's open (lobby or active) game with its seats, or None."""
        found = await self._db.read(
            lambda d: read_games(f"channel_id = ? AND status IN {OPEN_SQL}", (channel_id,), alone=True)
        )
        return found[0] if found else None

    async def append_action(
        self,
        game_id: int,
        *,
        expected_version: int,
        seat: int | None,
        user_id: int | None,
        action: dict[str, Any],
        to_move: int | None = None,
        finish: ResultInput | None = None,
    ) -> int:
        """Log one action of an active game and return the new version (= expected_version + 1).

        In one transaction (on SQLite, without a finish, one statement: migration 0003): the version moves from
        `expected_version` to +1, the action becomes seq
        `expected_version + 1`, `to_move` is recorded, and with `finish` (the action ended the game) the game is
        closed as finished with that result. Raises VersionConflict when another action got there first (nothing
        is written: the check is in the database, so it holds across processes), GameNotActive, GameNotFound.
        Committed (and synced) before this returns.
        """
        action_text = dump_json(action, "action")
        now = self._clock()

        def append(d: Dialect) -> Tx[int]:
            if d.log_moves_game:
                # One statement, run alone unless the game finishes with it: the action goes in at the next version
                # only if the game is active and at `expected_version`, and the log's trigger moves the game's row.
                version = yield from value(
                    "INSERT INTO game_actions (game_id, seq, seat, user_id, action, created_at, to_move) "
                    "SELECT id, version + 1, ?, ?, ?, ?, ? FROM games "
                    "WHERE id = ? AND status = 'active' AND version = ? RETURNING seq",
                    seat,
                    user_id,
                    action_text,
                    now,
                    to_move,
                    game_id,
                    expected_version,
                    alone=finish is None,
                )
            else:
                version = yield from value(
                    "UPDATE games SET version = version + 1, rev = rev + 1, "
                    f"turn_version = CASE WHEN {d.same('to_move', '?')} THEN turn_version ELSE version + 1 END, "
                    "to_move = ?, updated_at = ?, last_action_at = ? "
                    "WHERE id = ? AND status = 'active' AND version = ? RETURNING version",
                    to_move,
                    to_move,
                    now,
                    now,
                    game_id,
                    expected_version,
                )
                if version is not None:
                    yield from execute(
                        "INSERT INTO game_actions (game_id, seq, seat, user_id, action, created_at, to_move) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?)",
                        game_id,
                        version,
                        seat,
                        user_id,
                        action_text,
                        now,
                        to_move,
                    )
            if version is None:  # nothing was written
                game = yield from require_game(d, game_id)
                if game.status is not GameStatus.ACTIVE:
                    raise GameNotActive(game_id, game.status, [GameStatus.ACTIVE])
                raise VersionConflict(game_id, expected_version, game.version)
            if finish is not None:
                game = yield from require_game(d, game_id)
                yield from close_game(d, self.rating_rules, game, GameStatus.FINISHED, finish, now, revised=True)
            return int(version)

        with Timer("commit"):
            version = await self._db.write(append)
        log.debug("game %d: action %d committed", game_id, version)
        return version

    async def finish_game(
        self,
        game_id: int,
        *,
        status: GameStatus | str,
        result: ResultInput | None,
        expected_version: int | None = None,
        reason: str | None = None,
        closed_by: int | None = None,
    ) -> GameRecord:
        """Close a game and store its result, both in one transaction; return the closed game.

        - 'finished' (from active only) needs a result;
        - 'abandoned' (from lobby or active) needs a result too: it counts in the stats as abandoned;
        - 'cancelled' (from lobby or active) takes no result: the game leaves no trace in results or stats.
        Finishing twice is refused: a game already finished, abandoned or cancelled raises GameClosed and nothing
        changes, so a game never gets two results (the sweeper and the last move cannot both win). With
        `expected_version`, a game that moved on meanwhile raises VersionConflict. `reason` and `closed_by` say
        why and by whom it closed early (the closing notice reads them). Raises GameNotFound, GameNotActive
        (finishing a lobby), and ValueError for a result that does not fit the status.
        """
        status = GameStatus(status)
        if status not in CLOSED_STATUSES:
            raise ValueError(f"a game is closed as finished, abandoned or cancelled, not {status.value}")
        if status is GameStatus.CANCELLED and result is not None:
            raise ValueError("a cancelled game has no result")
        if status is not GameStatus.CANCELLED and result is None:
            raise ValueError(f"a {status.value} game needs a result")
        now = self._clock()

        def finish(d: Dialect) -> Tx[GameRecord]:
            game = yield from require_game(d, game_id)
            if game.status in CLOSED_STATUSES:
                raise GameClosed(game_id, game.status, sorted(OPEN_STATUSES))
            if status is GameStatus.FINISHED and game.status is not GameStatus.ACTIVE:
                raise GameNotActive(game_id, game.status, [GameStatus.ACTIVE])
            if expected_version is not None and game.version != expected_version:
                raise VersionConflict(game_id, expected_version, game.version)
            yield from close_game(d, self.rating_rules, game, status, result, now, reason=reason, closed_by=closed_by)
            return (yield from require_game(d, game_id))

        closed = await self._db.write(finish)
        log.info("game %d closed as %s at version %d", game_id, status.value, closed.version)
        return closed
