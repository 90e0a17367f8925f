"""Discarding a table whose start failed: the lobby (or a game against the CPU started in the same answer) is deleted
with its seats, as if it had never been opened, so that a failed `/start` leaves nothing behind."""

from __future__ import annotations

from bot.store.base import StoreBase
from bot.store.sql import Dialect, Tx, execute, value


class DiscardMethods(StoreBase):
    async def discard_game(self, game_id: int) -> bool:
        """Delete a game nobody has played yet (a lobby, or a game with no action and no result) with its seats and
        posts. False when it is not one (it was played, or it is gone): then nothing changes."""

        def discard(d: Dialect) -> Tx[bool]:
            status = yield from value("SELECT status FROM games WHERE id = ? AND version = 0" + d.lock, game_id)
            if status not in ("lobby", "active", "cancelled"):
                return False
            if (yield from value("SELECT 1 FROM results WHERE game_id = ?", game_id)) is not None:
                return False
            if (yield from value("SELECT 1 FROM game_actions WHERE game_id = ? LIMIT 1", game_id)) is not None:
                return False
            for table in ("game_posts", "stale_pings", "game_players", "daily_plays"):
                yield from execute(f"DELETE FROM {table} WHERE game_id = ?", game_id)
            yield from execute("DELETE FROM games WHERE id = ?", game_id)
            return True

        return await self._db.write(discard)
