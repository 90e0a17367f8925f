"""The daily deal: one seed per server and UTC day, kept here only, and who has played it (each person once a day)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from bot.store.base import StoreBase
from bot.store.db import load_json
from bot.store.sql import Dialect, Tx, execute, execute_many, fetch, value


@dataclass(frozen=True)
class DailyTable:
    """One table that played a server's deal of a day: its people (user id, name as seated), its bots, and its
    result once it is over (`status` None while it is played; `score` and `tier` only for a win)."""

    game_id: int
    people: tuple[tuple[int, str], ...]
    bots: int
    status: str | None
    won: bool
    score: int | None
    tier: str | None
    turns: int | None


class DailyMethods(StoreBase):
    async def daily_seed(self, guild_id: int, day: str, fresh: int) -> int:
        """The seed of the server's deal of `day`: the one drawn by the day's first table, else `fresh` (a random
        seed the caller drew), kept from now on."""
        now = self._clock()

        def seed(d: Dialect) -> Tx[int]:
            yield from execute(
                "INSERT INTO daily_deals (guild_id, day, seed, created_at) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (guild_id, day) DO NOTHING",
                guild_id,
                day,
                fresh,
                now,
            )
            return int((yield from value("SELECT seed FROM daily_deals WHERE guild_id = ? AND day = ?", guild_id, day)))

        return await self._db.write(seed)

    async def daily_played(self, guild_id: int, day: str, user_ids: Sequence[int]) -> list[int]:
        """Which of `user_ids` have played (or are playing) the server's deal of `day`."""
        if not user_ids:
            return []
        marks = ", ".join("?" * len(user_ids))
        found = await self._db.read(
            lambda d: fetch(
                f"SELECT user_id FROM daily_plays WHERE guild_id = ? AND day = ? AND user_id IN ({marks})",
                guild_id,
                day,
                *user_ids,
                alone=True,
            )
        )
        return sorted(r["user_id"] for r in found)

    async def claim_daily(self, guild_id: int, day: str, game_id: int, user_ids: Sequence[int]) -> list[int]:
        """Record that `user_ids` play the deal of `day` at `game_id`, all or none: the ones who already played it
        (then nothing is recorded), or [] once recorded."""

        def claim(d: Dialect) -> Tx[list[int]]:
            marks = ", ".join("?" * len(user_ids))
            found = yield from fetch(
                f"SELECT user_id FROM daily_plays WHERE guild_id = ? AND day = ? AND user_id IN ({marks})" + d.lock,
                guild_id,
                day,
                *user_ids,
            )
            if found:
                return sorted(r["user_id"] for r in found)
            yield from execute_many(
                "INSERT INTO daily_plays (guild_id, day, user_id, game_id) VALUES (?, ?, ?, ?)",
                [(guild_id, day, user, game_id) for user in user_ids],
            )
            return []

        return await self._db.write(claim)

    async def release_daily(self, game_id: int) -> None:
        """The start of `game_id` was taken back: its people may play the day's deal again."""
        await self._db.write(lambda d: execute("DELETE FROM daily_plays WHERE game_id = ?", game_id, alone=True))

    async def daily_tables(self, guild_id: int, day: str) -> list[DailyTable]:
        """Every table that played the server's deal of `day` (scores only: never the deal), in the order they
        started."""

        def tables(d: Dialect) -> Tx[list[DailyTable]]:
            found = yield from fetch(
                "SELECT p.game_id, p.user_id, gp.display_name, r.status, r.won, r.score, r.tier, r.details, "
                "(SELECT COUNT(*) FROM game_players c WHERE c.game_id = p.game_id AND c.cpu IS NOT NULL) AS bots "
                "FROM daily_plays p JOIN game_players gp ON gp.game_id = p.game_id AND gp.user_id = p.user_id "
                "LEFT JOIN results r ON r.game_id = p.game_id "
                "WHERE p.guild_id = ? AND p.day = ? ORDER BY p.game_id, gp.seat",
                guild_id,
                day,
            )
            out: dict[int, DailyTable] = {}
            for r in found:
                table = out.get(r["game_id"])
                person = (r["user_id"], r["display_name"])
                if table is not None:
                    out[r["game_id"]] = replace(table, people=(*table.people, person))
                    continue
                turns = load_json(r["details"]).get("turns") if r["details"] else None
                out[r["game_id"]] = DailyTable(
                    game_id=r["game_id"],
                    people=(person,),
                    bots=int(r["bots"]),
                    status=r["status"],
                    won=bool(r["won"]),
                    score=r["score"],
                    tier=r["tier"],
                    turns=turns if isinstance(turns, int) else None,
                )
            return list(out.values())

        return await self._db.read(tables)

    async def daily_days(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, set[str]]:
        """The days on which each of `user_ids` played the server's deal (for streaks): a table abandoned (ended
        before its end, or for idleness) is no day played."""
        if not user_ids:
            return {}
        marks = ", ".join("?" * len(user_ids))
        found = await self._db.read(
            lambda d: fetch(
                "SELECT p.user_id, p.day FROM daily_plays p LEFT JOIN results r ON r.game_id = p.game_id "
                f"WHERE p.guild_id = ? AND p.user_id IN ({marks}) AND (r.status IS NULL OR r.status <> 'abandoned')",
                guild_id,
                *user_ids,
                alone=True,
            )
        )
        days: dict[int, set[str]] = {u: set() for u in user_ids}
        for r in found:
            days[r["user_id"]].add(r["day"])
        return days
