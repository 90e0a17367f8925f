"""Forgetting a person on request, or a server the bot left: games still open with them are closed first through the
one path (a lobby cancelled, a game abandoned: the table says so, the result is recorded, not rated), then the store
forgets them in one transaction (`bot/store/privacy.py`), and the cached games that named them are dropped. A
person's request is saved before the first closing and deleted by the forgetting: start-up finishes any request a
kill cut off (`resume_forgetting`)."""

from __future__ import annotations

import logging

from bot.sessions.play import PlayOps
from bot.sessions.types import SessionError
from bot.store import StoreError

log = logging.getLogger(__name__)


class PrivacyOps(PlayOps):
    """A person's or a server's data, forgotten."""

    async def _close_all(self, game_ids: list[int], reason: str, closed_by: int | None) -> None:
        for game_id in game_ids:
            try:
                await self.abandon(game_id, reason=reason, closed_by=closed_by)
            except (SessionError, StoreError) as exc:  # it closed meanwhile
                log.info("game %d not closed for %s (%s)", game_id, reason, type(exc).__name__)

    async def request_forget(self, user_id: int) -> None:
        """Save that `user_id` confirmed they want to be forgotten: from here on the forgetting completes, a kill
        notwithstanding (`resume_forgetting` at start-up)."""
        await self.store.request_forget(user_id)

    async def forget_person(self, user_id: int) -> int:
        """Close the open games of `user_id` as abandoned (by them, unrated), then remove them from every game and
        result and delete their ratings. Returns how many games named them. The request is saved first."""
        await self.store.request_forget(user_id)
        await self._close_all(await self.store.open_games_with(user_id), "deleted", user_id)
        touched = await self.store.forget_person(user_id)
        for game_id in touched:
            self.forget(game_id)
        log.info("a person asked to be forgotten: %d game(s) no longer name them", len(touched))
        return len(touched)

    async def resume_forgetting(self) -> int:
        """At start-up: finish every forgetting a kill cut off (closing games, then forgetting). Returns how many."""
        waiting = await self.store.forget_requests()
        for user_id in waiting:
            await self.forget_person(user_id)
        if waiting:
            log.warning("%d request(s) to be forgotten cut off by a stop: finished now", len(waiting))
        return len(waiting)

    async def forget_guild(self, guild_id: int) -> int:
        """Close a server's open games, then remove every person from its games and results and delete its ratings
        and settings (the bot left it and the grace period passed). Returns how many games it had."""
        await self._close_all(await self.store.open_games_in(guild_id), "removed", None)
        touched = await self.store.forget_guild(guild_id)
        for game_id in touched:
            self.forget(game_id)
        log.info("server %d forgotten: %d game(s)", guild_id, len(touched))
        return len(touched)
