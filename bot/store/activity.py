"""The Activity's bookkeeping (migration 0007): which game each running Activity instance shows, and the channel's
last game for a page opened where no game was bound (`bot/activity/`).

An instance is bound when someone opens the live board from a game's message (Discord answers the launch with the
instance's id); a later launch from another game's message in that channel binds it again. Bindings older than a week
are dropped as new ones are made (an instance lives as long as someone has it open); a server the bot forgets
takes its bindings with it (`privacy.py`).
"""

from __future__ import annotations

from bot.store.base import StoreBase, read_games
from bot.store.records import GameRecord
from bot.store.sql import Dialect, Tx, execute, value

KEEP_BINDINGS = 7 * 24 * 3600.0  # seconds


class ActivityMethods(StoreBase):
    """Activity instances and the games they show (see the module doc)."""

    async def bind_instance(self, instance_id: str, game_id: int, *, guild_id: int | None, channel_id: int) -> None:
        """Instance `instance_id` shows game `game_id` from now on."""
        now = self._clock()

        def bind(_: Dialect) -> Tx[None]:
            yield from execute(
                "INSERT INTO activity_instances (instance_id, game_id, guild_id, channel_id, bound_at) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT (instance_id) DO UPDATE SET game_id = excluded.game_id, "
                "guild_id = excluded.guild_id, channel_id = excluded.channel_id, bound_at = excluded.bound_at",
                instance_id,
                game_id,
                guild_id,
                channel_id,
                now,
            )
            yield from execute("DELETE FROM activity_instances WHERE bound_at < ?", now - KEEP_BINDINGS)

        await self._db.write(bind)

    async def instance_game(self, instance_id: str) -> int | None:
        """The game instance `instance_id` was bound to, if any."""
        found = await self._db.read(
            lambda _: value("SELECT game_id FROM activity_instances WHERE instance_id = ?", instance_id, alone=True)
        )
        return None if found is None else int(found)

    async def channel_games(self, channel_id: int, kinds: tuple[str, ...], since: float) -> list[GameRecord]:
        """The channel's games of `kinds` open now or closed since `since` (unix time), newest first, with seats."""
        if not kinds:
            return []
        marks = ",".join("?" * len(kinds))
        return await self._db.read(
            lambda _: read_games(
                f"channel_id = ? AND kind IN ({marks}) AND (status IN ('lobby', 'active') OR updated_at >= ?)",
                (channel_id, *kinds, since),
                order="id DESC",
                limit=20,
                alone=True,
            )
        )

    async def last_game_in_channel(self, channel_id: int, kinds: tuple[str, ...]) -> GameRecord | None:
        """The channel's most recent game of one of `kinds` (open or closed), with its seats, or None."""
        if not kinds:
            return None
        marks = ",".join("?" * len(kinds))
        found = await self._db.read(
            lambda _: read_games(
                f"channel_id = ? AND kind IN ({marks})", (channel_id, *kinds), order="id DESC", limit=1, alone=True
            )
        )
        return found[0] if found else None
