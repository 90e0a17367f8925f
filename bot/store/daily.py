"""The daily deal: one seed per server and UTC day, kept here only, and who has played it (each person once a day)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.store.base import StoreBase
from bot.store.sql import Dialect, Tx, execute, execute_many, fetch, value


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
