"""The scans a bot runs at start-up and in the background: games whose public messages are behind, idle games (the
sweeper), CPU turns that are due, every open game; each limited to the shards the process runs."""

from __future__ import annotations

from dataclasses import dataclass

from bot.store.base import OPEN_SQL, StoreBase, read_games
from bot.store.records import GameRecord
from bot.store.sql import Dialect, Tx, fetch, first


@dataclass(frozen=True)
class Shards:
    """The shards a bot process runs: it only looks after the games of their servers (Discord's rule: a server is on
    shard `(guild_id >> 22) % count`; games outside a server count as shard 0)."""

    count: int
    ids: tuple[int, ...]

    def where(self, column: str = "guild_id") -> str:
        ids = ", ".join(str(int(i)) for i in self.ids)
        return f" AND ((COALESCE({column}, 0) / 4194304) % {int(self.count)}) IN ({ids})"

    def owns(self, guild_id: int | None) -> bool:
        return ((guild_id or 0) >> 22) % self.count in self.ids


def shard_filter(shards: Shards | None, column: str = "guild_id") -> str:
    return "" if shards is None else shards.where(column)


class ScanMethods(StoreBase):
    """The games a bot process looks after, found by what is due."""

    async def active_games(self, *, shards: Shards | None = None) -> list[GameRecord]:
        """Every open (lobby or active) game with its seats, by id (of `shards`' servers only, when given)."""
        return await self._db.read(lambda d: read_games(f"status IN {OPEN_SQL}{shard_filter(shards)}", alone=True))

    async def idle_games(
        self, older_than: float, *, limit: int = 500, shards: Shards | None = None
    ) -> list[GameRecord]:
        """Open games whose last player activity (create, join, leave, start, action) is before `older_than`.

        Oldest first, at most `limit`. `older_than` is a unix time, e.g. `now - abandon_after`.
        """
        return await self._db.read(
            lambda d: read_games(
                f"status IN {OPEN_SQL} AND last_action_at < ?{shard_filter(shards)}",
                (older_than,),
                order="last_action_at, id",
                limit=limit,
                alone=True,
            )
        )

    async def behind_games(self, *, limit: int = 1000, shards: Shards | None = None) -> list[int]:
        """Ids of the games whose public messages are behind their saved state, most recently changed first."""

        def behind(d: Dialect) -> Tx[list[int]]:
            found = yield from fetch(
                f"SELECT id FROM games WHERE shown_rev < rev{shard_filter(shards)} ORDER BY updated_at DESC LIMIT ?",
                limit,
                alone=True,
            )
            return [r["id"] for r in found]

        return await self._db.read(behind)

    async def owed_pings(self, *, limit: int = 100_000, shards: Shards | None = None) -> list[int]:
        """Ids of the active games whose person to move has not had the turn's ping yet (the keeper pings once the
        boards behind are shown: one cut off by a restart is found here), most recently changed first."""

        def owed(d: Dialect) -> Tx[list[int]]:
            found = yield from fetch(
                "SELECT g.id FROM games g JOIN game_players p ON p.game_id = g.id AND p.seat = g.to_move "
                "WHERE g.status = 'active' AND p.cpu IS NULL AND (g.ping_turn IS NULL OR g.ping_turn <> g.turn_version)"
                f"{shard_filter(shards, 'g.guild_id')} ORDER BY g.updated_at DESC LIMIT ?",
                limit,
                alone=True,
            )
            return [r["id"] for r in found]

        return await self._db.read(owed)

    async def cpu_turns(self, *, shards: Shards | None = None) -> list[int]:
        """Ids of the active games whose seat to move is held by a CPU (a turn that is due)."""

        def due(d: Dialect) -> Tx[list[int]]:
            found = yield from fetch(
                "SELECT g.id FROM games g JOIN game_players p ON p.game_id = g.id AND p.seat = g.to_move "
                f"WHERE g.status = 'active' AND p.cpu IS NOT NULL{shard_filter(shards, 'g.guild_id')} ORDER BY g.id",
                alone=True,
            )
            return [r["id"] for r in found]

        return await self._db.read(due)

    async def overview(self, *, shards: Shards | None = None) -> tuple[int, int, float | None]:
        """What an operator watches (`bot.exporter`): open games, games whose public messages are behind, and when
        the stalest of those last changed (a unix time; None when none is behind). Also the health check's query."""

        def counts(d: Dialect) -> Tx[tuple[int, int, float | None]]:
            where = shard_filter(shards)
            opened = yield from first(f"SELECT COUNT(*) FROM games WHERE status IN {OPEN_SQL}{where}", alone=True)
            behind = yield from first(f"SELECT COUNT(*), MIN(updated_at) FROM games WHERE shown_rev < rev{where}")
            return int(opened[0]), int(behind[0]), None if behind[1] is None else float(behind[1])

        return await self._db.read(counts)
