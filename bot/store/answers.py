"""Answers still to come: an interaction answered "thinking..." (deferred) is saved here before it is deferred and
deleted once answered, so that start-up can complete (or remove) the answers a kill cut off while their interaction
token lives (`bot/table/answers.py`).

The interaction token is kept only for its life (Discord's 15 minutes): rows past it are deleted unread. A row names a
person only in `user_id` (the person the answer will name: forgetting them makes it name nobody, and a kind no
finisher has, `bot/store/privacy.py`: then start-up only removes it).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.store.base import StoreBase
from bot.store.db import dump_json, load_json
from bot.store.records import JSONObject
from bot.store.scans import Shards, shard_filter
from bot.store.sql import Dialect, Tx, execute, fetch


@dataclass(frozen=True)
class OpenAnswer:
    """A deferred answer to complete: its interaction's webhook (application id, token), what it is (`kind`: the
    cog's finisher) and what the finisher needs (`details`), the server it is in, the person it names, and until when
    the token lives (unix seconds)."""

    token: str
    application_id: int
    kind: str
    guild_id: int | None
    user_id: int | None
    details: JSONObject
    expires_at: float

    def __repr__(self) -> str:  # never the token (a secret for 15 minutes)
        return f"OpenAnswer({self.kind!r}, guild={self.guild_id}, details={self.details!r})"


class AnswerMethods(StoreBase):
    """Deferred answers still to come (see the module doc)."""

    async def open_answer(self, answer: OpenAnswer) -> None:
        """Save an answer about to be deferred."""
        await self._db.write(
            lambda d: execute(
                "INSERT INTO open_answers (token, application_id, kind, guild_id, user_id, details, expires_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (token) DO NOTHING",
                answer.token,
                answer.application_id,
                answer.kind,
                answer.guild_id,
                answer.user_id,
                dump_json(answer.details, "details"),
                answer.expires_at,
                alone=True,
            )
        )

    async def close_answer(self, token: str) -> None:
        """The answer was given (or given up)."""
        await self._db.write(lambda d: execute("DELETE FROM open_answers WHERE token = ?", token, alone=True))

    async def open_answers(self, *, shards: Shards | None = None) -> list[OpenAnswer]:
        """The answers still to come whose token lives (of `shards`' servers when given; answers outside a server
        count as shard 0's), oldest first; the ones past their token's life are deleted."""
        now = self._clock()

        def due(d: Dialect) -> Tx[list[OpenAnswer]]:
            yield from execute("DELETE FROM open_answers WHERE expires_at <= ?", now)
            found = yield from fetch(
                "SELECT token, application_id, kind, guild_id, user_id, details, expires_at FROM open_answers "
                f"WHERE 1 = 1{shard_filter(shards)} ORDER BY expires_at",
            )
            return [
                OpenAnswer(
                    r["token"],
                    r["application_id"],
                    r["kind"],
                    r["guild_id"],
                    r["user_id"],
                    load_json(r["details"]),
                    r["expires_at"],
                )
                for r in found
            ]

        return await self._db.write(due)
