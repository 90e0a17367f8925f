"""Ending games and what is kept of them: results, the checklist ("Your path") and play statistics."""

from __future__ import annotations

import logging
from typing import Any

from bot.store.base import StoreBase
from bot.store.records import DuelStats, PathRow, StatsRecord, check_kind
from bot.store.sql import Dialect, Tx, execute, fetch

log = logging.getLogger(__name__)


class ResultMethods(StoreBase):
    """The aggregates read from finished games' results, and per-server settings."""

    async def path_rows(self, kind: str, *, guild_id: int | None = None, user_id: int | None = None) -> list[PathRow]:
        """The checklist: finished games of `kind` grouped by (mode, level, won, tier), with counts and best score.

        With `guild_id`: every game played in that guild. With `user_id`: every game that user played, in any
        guild, and `won` is that player's own result. Both: that user's games in that guild. Neither: all
        games. Abandoned and cancelled games are not on the path, nor games with bots that did not count (their
        server's `/settings bot_games` switch was off when they ended: `results.counted`). Sorted by mode, level
        (None first), wins first, tier.
        """
        kind = check_kind(kind)
        won_column = "r.won" if user_id is None else "rp.won"
        sql = (
            f"SELECT r.mode, r.level, r.tier, {won_column} AS won, COUNT(*) AS games, MAX(r.score) AS best "
            "FROM results r"
        )
        params: list[Any] = []
        if user_id is not None:
            sql += " JOIN result_players rp ON rp.game_id = r.game_id AND rp.user_id = ?"
            params.append(user_id)
        sql += " WHERE r.kind = ? AND r.status = 'finished' AND r.counted = 1"
        params.append(kind)
        if guild_id is not None:
            sql += " AND r.guild_id = ?"
            params.append(guild_id)
        sql += f" GROUP BY r.mode, r.level, {won_column}, r.tier"
        found = await self._db.read(lambda d: fetch(sql, *params, alone=True))
        path = [PathRow(r["mode"], r["level"], r["tier"], bool(r["won"]), r["games"], r["best"]) for r in found]
        path.sort(key=lambda p: (p.mode, p.level is not None, p.level or 0, not p.won, p.tier or ""))
        return path

    async def player_stats(self, kind: str, user_id: int, *, bots: bool | None = None) -> StatsRecord:
        """How many games of `kind` the user played (finished or abandoned), won, and abandoned, in any guild. With
        `bots` False only the games among people, True only the games with bots (None: all)."""
        return await self._stats(
            "FROM results r JOIN result_players rp ON rp.game_id = r.game_id WHERE r.kind = ? AND rp.user_id = ?",
            "rp.won",
            (check_kind(kind), user_id),
            bots,
        )

    async def guild_stats(self, kind: str, guild_id: int, *, bots: bool | None = None) -> StatsRecord:
        """How many games of `kind` the guild played (finished or abandoned), won, and abandoned (`bots` as for
        `player_stats`)."""
        return await self._stats(
            "FROM results r WHERE r.kind = ? AND r.guild_id = ?", "r.won", (check_kind(kind), guild_id), bots
        )

    async def _stats(
        self, source: str, won_column: str, params: tuple[Any, ...], bots: bool | None = None
    ) -> StatsRecord:
        sql = (
            "SELECT COUNT(*) AS played, "
            f"COALESCE(SUM(CASE WHEN r.status = 'finished' AND {won_column} = 1 THEN 1 ELSE 0 END), 0) AS won, "
            "COALESCE(SUM(CASE WHEN r.status = 'abandoned' THEN 1 ELSE 0 END), 0) AS abandoned "
            f"{source}"
        )
        if bots is not None:
            sql += " AND r.bots > 0" if bots else " AND r.bots = 0"
        row = (await self._db.read(lambda d: fetch(sql, *params, alone=True)))[0]
        return StatsRecord(played=row["played"], won=row["won"], abandoned=row["abandoned"])

    async def duel_stats(self, kind: str, user_id: int) -> list[DuelStats]:
        """A player's duels of `kind` by kind of opponent (a person, or each CPU level): played, won, drawn, lost (a
        duel one side abandoned is lost by that side and won by the other, as the ratings count it), abandoned (closed
        for what no player did), their points (from the result's `details.scores`, by seat) and their best
        (`details.best` by seat, else their best points). Persons first, then CPU levels by name."""
        kind = check_kind(kind)

        def by_opponent(d: Dialect) -> Tx[list[Any]]:
            mine = d.json_int("r.details", "scores", "me.seat")
            # An abandoned duel with a winner: one side abandoned it (ended it, or was waited for), and lost it.
            decided = "EXISTS (SELECT 1 FROM result_players w WHERE w.game_id = r.game_id AND w.won = 1)"
            best = f"COALESCE({d.json_int('r.details', 'best', 'me.seat')}, {mine})"
            found = yield from fetch(
                "SELECT COALESCE(opp.cpu, 'person') AS opponent, COUNT(*) AS played, "
                "SUM(CASE WHEN me.won = 1 THEN 1 ELSE 0 END) AS won, "
                "SUM(CASE WHEN r.status = 'finished' AND r.outcome = 'draw' THEN 1 ELSE 0 END) AS drawn, "
                "SUM(CASE WHEN me.won = 0 AND ((r.status = 'finished' AND r.outcome <> 'draw') "
                f"OR (r.status = 'abandoned' AND {decided})) THEN 1 ELSE 0 END) AS lost, "
                f"SUM(CASE WHEN r.status = 'abandoned' AND NOT {decided} THEN 1 ELSE 0 END) AS abandoned, "
                f"COALESCE(SUM({mine}), 0) AS points, MAX({best}) AS best "
                "FROM results r JOIN result_players me ON me.game_id = r.game_id AND me.user_id = ? "
                "JOIN game_players opp ON opp.game_id = r.game_id AND opp.seat <> me.seat "
                "WHERE r.kind = ? GROUP BY COALESCE(opp.cpu, 'person') "
                "ORDER BY COALESCE(opp.cpu, 'person') <> 'person', COALESCE(opp.cpu, 'person')",
                user_id,
                kind,
                alone=True,
            )
            return found

        found = await self._db.read(by_opponent)
        return [
            DuelStats(
                r["opponent"],
                r["played"],
                r["won"],
                r["drawn"],
                r["lost"],
                r["abandoned"],
                int(r["points"]),
                None if r["best"] is None else int(r["best"]),
            )
            for r in found
        ]

    async def guild_language(self, guild_id: int) -> str | None:
        """The language a server chose for its public messages (`/settings language`), or None."""
        found = await self._db.read(
            lambda d: fetch("SELECT language FROM guild_settings WHERE guild_id = ?", guild_id, alone=True)
        )
        return found[0]["language"] if found else None

    async def guild_counts_bot_games(self, guild_id: int) -> bool:
        """Whether games with bots tick the Level checklist in this server (`/settings bot_games`; off by default)."""
        found = await self._db.read(
            lambda d: fetch("SELECT bot_games_count FROM guild_settings WHERE guild_id = ?", guild_id, alone=True)
        )
        return bool(found and found[0]["bot_games_count"])

    async def set_guild_counts_bot_games(self, guild_id: int, count: bool) -> None:
        """Whether the games with bots that end from now on tick the Level checklist of their people."""
        now = self._clock()
        await self._db.write(
            lambda d: execute(
                "INSERT INTO guild_settings (guild_id, bot_games_count, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET bot_games_count = excluded.bot_games_count, "
                "updated_at = excluded.updated_at",
                guild_id,
                int(count),
                now,
                alone=True,
            )
        )

    async def set_guild_language(self, guild_id: int, language: str | None) -> None:
        """Choose (or with None, forget) the language of a server's public messages."""
        now = self._clock()
        await self._db.write(
            lambda d: execute(
                "INSERT INTO guild_settings (guild_id, language, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language, updated_at = excluded.updated_at",
                guild_id,
                language,
                now,
                alone=True,
            )
        )
