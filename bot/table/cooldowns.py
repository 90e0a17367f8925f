"""Cooldowns: at most one use per `seconds` per key (a person opening tables, a game's board being reposted), on
discord.py's own cooldown buckets (`commands.CooldownMapping`), which forget a key once its window has passed."""

from __future__ import annotations

from discord.ext import commands

from bot.sessions import SessionError


def _key(key: int) -> int:
    return key


class Cooldowns:
    """`check(key)` refuses (saying how long to wait) a second use of `key` within `seconds`; 0 means no cooldown."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self._buckets: commands.CooldownMapping[int] | None = (
            commands.CooldownMapping(commands.Cooldown(1, seconds), _key) if seconds > 0 else None
        )

    def check(self, key: int) -> None:
        if self._buckets is None:
            return
        retry_after = self._buckets.update_rate_limit(key)
        if retry_after is not None:
            raise SessionError("session.cooldown", seconds=max(1, round(retry_after)))
