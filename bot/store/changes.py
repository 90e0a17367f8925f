"""Telling the other processes of the bot that a game changed (several processes on one PostgreSQL database: each runs
some of the shards, and any of them may serve the live board's pages).

After a change it saved, a process announces it (PostgreSQL's NOTIFY: the game, its revision, and which process
saved it); every process follows the announcements (LISTEN) and drops what it holds of that game, so that its next
read is the saved game, and its pages are sent their new frames. A notification can be lost (the listening
connection dropped): the callers also look at the saved revisions now and then (`revisions`). On SQLite (one
process) there is nobody to tell: both are no-ops.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable

from bot.store.base import StoreBase
from bot.store.sql import fetch

log = logging.getLogger(__name__)

CHANNEL = "yokai_game_changes"


class ChangeMethods(StoreBase):
    """Announcing and following the games' changes across processes (see the module doc)."""

    async def announce_change(self, origin: str, game_id: int, rev: int) -> None:
        """Process `origin` saved revision `rev` of game `game_id`."""
        await self._db.notify(CHANNEL, f"{origin}:{int(game_id)}:{int(rev)}")

    async def follow_changes(self, callback: Callable[[str, int, int], None]) -> None:
        """Call `callback(origin, game_id, rev)` for every change any process announces (this one's too)."""

        def parse(payload: str) -> None:
            origin, _, rest = payload.partition(":")
            game, _, rev = rest.partition(":")
            if game.isdigit() and rev.isdigit():
                callback(origin, int(game), int(rev))
            else:
                log.warning("a change announcement that does not parse was ignored")

        await self._db.listen(CHANNEL, parse)

    async def revisions(self, game_ids: Iterable[int]) -> dict[int, int]:
        """The saved revision of each of these games (a forgotten one is left out)."""
        ids = sorted({int(g) for g in game_ids})
        if not ids:
            return {}
        rows = await self._db.read(
            lambda _: fetch(f"SELECT id, rev FROM games WHERE id IN ({','.join('?' * len(ids))})", *ids, alone=True)
        )
        return {int(r["id"]): int(r["rev"]) for r in rows}
