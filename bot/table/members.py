"""Whether a person is still a member of a server: asked of Discord when it matters (the bot does not hold member lists:
it has no members intent). A click of a game's panel in the person's direct messages with the bot needs it (the
router's `from_dm`): one who left the server, or was removed from it, plays no more of its games from there. A yes is
remembered for a minute (a turn is several clicks); a no is never remembered (one who comes back plays again)."""

from __future__ import annotations

import time
from collections.abc import Callable

import discord

KNOWN_FOR = 60.0  # seconds a yes is remembered
KEPT = 4096  # remembered people at most (the oldest go first)


class Members:
    """`await members.of(guild_id, user_id)`: whether that person is a member of that server (see the module doc)."""

    def __init__(self, http: Callable[[], discord.http.HTTPClient], clock: Callable[[], float] = time.monotonic):
        self.http = http
        self.clock = clock
        self.known: dict[tuple[int, int], float] = {}  # (server, person) -> when they were last found a member

    async def of(self, guild_id: int, user_id: int) -> bool:
        key, now = (guild_id, user_id), self.clock()
        seen = self.known.get(key)
        if seen is not None and now - seen < KNOWN_FOR:
            return True
        try:
            await self.http().get_member(guild_id, user_id)
        except discord.NotFound:  # 10007 Unknown Member (or 10004 Unknown Guild: the bot left it)
            self.known.pop(key, None)
            return False
        self.known.pop(key, None)
        self.known[key] = now
        while len(self.known) > KEPT:
            del self.known[next(iter(self.known))]
        return True
