"""Ending games and what is kept of them: results, the checklist ("Your path") and play statistics."""

from __future__ import annotations

import logging
from typing import Any

import aiosqlite

from bot.store.db import dump_json
from bot.store.errors import GameClosed, GameNotActive, VersionConflict
from bot.store.games import StoreBase, fetch_rows, require_game
from bot.store.records import (
    CLOSED_STATUSES,
    OPEN_STATUSES,
    GameKind,
    GameRecord,
    GameStatus,
    PathRow,
    ResultInput,
    StatsRecord,
)

log = logging.getLogger(__name__)


async def insert_result(
    conn: aiosqlite.Connection, game: GameRecord, status: GameStatus, result: ResultInput, now: float
) -> None:
    """Write the result row of a closing game and one row per seat."""
    details = dump_json(result.details, "details")
    seats = {p.seat for p in game.players}
    if result.winners is not None and not set(result.winners) <= seats:
        raise ValueError(f"winners {sorted(result.winners)} are not all seats of game {game.id}")
    await conn.execute(
        "INSERT INTO results (game_id, kind, guild_id, status, mode, level, player_count, won, score, tier, "
        "outcome, details, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            game.id,
            game.kind.value,
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
        ),
    )
    await conn.executemany(
        "INSERT INTO result_players (game_id, seat, user_id, won) VALUES (?, ?, ?, ?)",
        [
            (game.id, p.seat, p.user_id, int(result.won if result.winners is None else p.seat in result.winners))
            for p in game.players
        ],
    )


class ResultMethods(StoreBase):
    """Finishing games, and the aggregates read from their results."""

    async def finish_game(
        self,
        game_id: int,
        *,
        status: GameStatus | str,
        result: ResultInput | None,
        expected_version: int | None = None,
    ) -> GameRecord:
        """Close a game and store its result, both in one transaction; return the closed game.

        - 'finished' (from active only) needs a result;
        - 'abandoned' (from lobby or active) needs a result too: it counts in the stats as abandoned;
        - 'cancelled' (from lobby or active) takes no result: the game leaves no trace in results or stats.
        Finishing twice is refused: a game already finished, abandoned or cancelled raises GameClosed and
        nothing changes, so a game never gets two results (the sweeper and the last move cannot both win).
        With `expected_version`, a game that moved on meanwhile raises VersionConflict. Raises GameNotFound,
        GameNotActive (finishing a lobby), and ValueError for a result that does not fit the status.
        """
        status = GameStatus(status)
        if status not in CLOSED_STATUSES:
            raise ValueError(f"a game is closed as finished, abandoned or cancelled, not {status.value}")
        if status is GameStatus.CANCELLED and result is not None:
            raise ValueError("a cancelled game has no result")
        if status is not GameStatus.CANCELLED and result is None:
            raise ValueError(f"a {status.value} game needs a result")
        now = self._clock()
        async with self._db.transaction() as conn:
            game = await require_game(conn, game_id)
            if game.status in CLOSED_STATUSES:
                raise GameClosed(game_id, game.status, sorted(OPEN_STATUSES))
            if status is GameStatus.FINISHED and game.status is not GameStatus.ACTIVE:
                raise GameNotActive(game_id, game.status, [GameStatus.ACTIVE])
            if expected_version is not None and game.version != expected_version:
                raise VersionConflict(game_id, expected_version, game.version)
            await conn.execute("UPDATE games SET status = ?, updated_at = ? WHERE id = ?", (status.value, now, game_id))
            if result is not None:
                await insert_result(conn, game, status, result, now)
            closed = await require_game(conn, game_id)
        log.info("game %d closed as %s at version %d", game_id, status.value, closed.version)
        return closed

    async def path_rows(
        self, kind: GameKind | str, *, guild_id: int | None = None, user_id: int | None = None
    ) -> list[PathRow]:
        """The checklist: finished games of `kind` grouped by (mode, level, won, tier), with counts and best score.

        With `guild_id`: every game played in that guild. With `user_id`: every game that user played, in any
        guild, and `won` is that player's own result. Both: that user's games in that guild. Neither: all
        games. Abandoned and cancelled games are not on the path. Sorted by mode, level (None first), wins
        first, tier.
        """
        kind = GameKind(kind)
        won_column = "r.won" if user_id is None else "rp.won"
        sql = (
            f"SELECT r.mode, r.level, r.tier, {won_column} AS won, COUNT(*) AS games, MAX(r.score) AS best "
            "FROM results r"
        )
        params: list[Any] = []
        if user_id is not None:
            sql += " JOIN result_players rp ON rp.game_id = r.game_id AND rp.user_id = ?"
            params.append(user_id)
        sql += " WHERE r.kind = ? AND r.status = 'finished'"
        params.append(kind.value)
        if guild_id is not None:
            sql += " AND r.guild_id = ?"
            params.append(guild_id)
        sql += f" GROUP BY r.mode, r.level, {won_column}, r.tier"
        async with self._db.transaction(write=False) as conn:
            rows = await fetch_rows(conn, sql, params)
        path = [PathRow(r["mode"], r["level"], r["tier"], bool(r["won"]), r["games"], r["best"]) for r in rows]
        path.sort(key=lambda p: (p.mode, p.level is not None, p.level or 0, not p.won, p.tier or ""))
        return path

    async def player_stats(self, kind: GameKind | str, user_id: int) -> StatsRecord:
        """How many games of `kind` the user played (finished or abandoned), won, and abandoned, in any guild."""
        return await self._stats(
            "FROM results r JOIN result_players rp ON rp.game_id = r.game_id WHERE r.kind = ? AND rp.user_id = ?",
            "rp.won",
            (GameKind(kind).value, user_id),
        )

    async def guild_stats(self, kind: GameKind | str, guild_id: int) -> StatsRecord:
        """How many games of `kind` the guild played (finished or abandoned), won, and abandoned."""
        return await self._stats(
            "FROM results r WHERE r.kind = ? AND r.guild_id = ?", "r.won", (GameKind(kind).value, guild_id)
        )

    async def _stats(self, source: str, won_column: str, params: tuple[Any, ...]) -> StatsRecord:
        sql = (
            "SELECT COUNT(*) AS played, "
            f"COALESCE(SUM(CASE WHEN r.status = 'finished' AND {won_column} = 1 THEN 1 ELSE 0 END), 0) AS won, "
            "COALESCE(SUM(CASE WHEN r.status = 'abandoned' THEN 1 ELSE 0 END), 0) AS abandoned "
            f"{source}"
        )
        async with self._db.transaction(write=False) as conn:
            row = (await fetch_rows(conn, sql, params))[0]
        return StatsRecord(played=row["played"], won=row["won"], abandoned=row["abandoned"])
