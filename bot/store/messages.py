"""The bookkeeping of public messages: which Discord messages show a game (their ids), the revision they show
(`shown_rev`), the one-time posts already made, the turn pings already sent, and the one being posted.

Public messages follow the saved game: the keeper reads these to bring each game's messages up to its saved state,
and records here each effect it made, so that none is made twice (across restarts too).
"""

from __future__ import annotations

import enum
from typing import Literal, NamedTuple

from bot.store.base import OPEN_SQL, StoreBase
from bot.store.errors import GameNotFound
from bot.store.scans import Shards, shard_filter
from bot.store.sql import Dialect, Tx, execute, fetch, value


class _Unset(enum.Enum):
    UNSET = "unset"


UNSET = _Unset.UNSET
"""Default of `set_messages` arguments: "leave this column as it is" (None clears it)."""

MessageId = int | None | Literal[_Unset.UNSET]


class StalePing(NamedTuple):
    """A turn ping whose turn has passed, to delete: the message, its game and where it is."""

    message_id: int
    game_id: int
    channel_id: int
    guild_id: int | None


class MessageMethods(StoreBase):
    """Message ids, the revision shown, one-time posts, turn pings."""

    async def set_messages(
        self,
        game_id: int,
        *,
        lobby_message_id: MessageId = UNSET,
        board_message_id: MessageId = UNSET,
        ping_message_id: MessageId = UNSET,
        reveal_message_id: MessageId = UNSET,
        notice_message_id: MessageId = UNSET,
        ping_turn: MessageId = UNSET,
    ) -> None:
        """Record the Discord message ids of a game; only the arguments given change (None clears one).

        Allowed in any status (a finished game's board is still edited). Raises GameNotFound.
        """
        given = {
            "lobby_message_id": lobby_message_id,
            "board_message_id": board_message_id,
            "ping_message_id": ping_message_id,
            "reveal_message_id": reveal_message_id,
            "notice_message_id": notice_message_id,
            "ping_turn": ping_turn,
        }
        changes = {column: v for column, v in given.items() if v is not UNSET}
        if not changes:
            return
        assignments = ", ".join(f"{column} = ?" for column in changes)

        def update(d: Dialect) -> Tx[None]:
            found = yield from value(
                f"UPDATE games SET {assignments} WHERE id = ? RETURNING id", *changes.values(), game_id, alone=True
            )
            if found is None:
                raise GameNotFound(game_id)

        await self._db.write(update)

    async def replace_ping(self, game_id: int, *, message_id: int | None, turn: int, stale: int | None) -> None:
        """The turn ping of `turn` is `message_id` (None: nobody was pinged); the ping it replaces (`stale`) is kept
        to be deleted later (`stale_pings`); no ping is being posted any more (`posting_ping`). Raises GameNotFound."""

        def replace(d: Dialect) -> Tx[None]:
            found = yield from value(
                "UPDATE games SET ping_message_id = ?, ping_turn = ?, ping_posting = NULL WHERE id = ? RETURNING id",
                message_id,
                turn,
                game_id,
            )
            if found is None:
                raise GameNotFound(game_id)
            if stale is not None and stale != message_id:
                yield from execute(
                    "INSERT INTO stale_pings (message_id, game_id) VALUES (?, ?) ON CONFLICT (message_id) DO NOTHING",
                    stale,
                    game_id,
                )

        await self._db.write(replace)

    async def posting_ping(self, game_id: int, key: str | None) -> None:
        """A turn ping is about to be posted under nonce `key` (None: the one being posted is settled): saved before
        the post, so that a ping whose id a kill kept from being saved is found again (`posting_pings`)."""
        await self._db.write(
            lambda d: execute("UPDATE games SET ping_posting = ? WHERE id = ?", key, game_id, alone=True)
        )

    async def posting_pings(self, *, shards: Shards | None = None) -> list[int]:
        """Ids of the games with a turn ping posted (or not) when the bot stopped, before its id was saved."""
        found = await self._db.read(
            lambda d: fetch(
                f"SELECT id FROM games WHERE ping_posting IS NOT NULL{shard_filter(shards)} ORDER BY id", alone=True
            )
        )
        return [int(r["id"]) for r in found]

    async def stale_pings(
        self, *, game_id: int | None = None, limit: int = 100, shards: Shards | None = None
    ) -> list[StalePing]:
        """Turn pings whose turn has passed, oldest first: of one game, or of every game (of `shards`' servers)."""
        where = "" if game_id is None else " AND g.id = ?"
        params = () if game_id is None else (game_id,)

        def stale(d: Dialect) -> Tx[list[StalePing]]:
            found = yield from fetch(
                "SELECT s.message_id, s.game_id, g.channel_id, g.guild_id FROM stale_pings s JOIN games g "
                f"ON g.id = s.game_id WHERE 1 = 1{where}{shard_filter(shards, 'g.guild_id')} "
                "ORDER BY s.message_id LIMIT ?",
                *params,
                limit,
                alone=True,
            )
            return [StalePing(r[0], r[1], r[2], r[3]) for r in found]

        return await self._db.read(stale)

    async def drop_stale_ping(self, message_id: int) -> None:
        """A stale ping was deleted (or is gone)."""
        await self._db.write(lambda d: execute("DELETE FROM stale_pings WHERE message_id = ?", message_id, alone=True))

    async def posted(self, game_id: int) -> set[str]:
        """The keys of the one-time public posts of a game already posted."""

        def keys(d: Dialect) -> Tx[set[str]]:
            found = yield from fetch("SELECT key FROM game_posts WHERE game_id = ?", game_id, alone=True)
            return {r["key"] for r in found}

        return await self._db.read(keys)

    async def record_post(self, game_id: int, key: str, message_id: int) -> None:
        """A one-time public post of a game was posted (posting it again later would be a duplicate)."""
        await self._db.write(
            lambda d: execute(
                "INSERT INTO game_posts (game_id, key, message_id) VALUES (?, ?, ?) "
                "ON CONFLICT (game_id, key) DO UPDATE SET message_id = excluded.message_id",
                game_id,
                key,
                message_id,
                alone=True,
            )
        )

    async def mark_shown(self, game_id: int, rev: int) -> bool:
        """Record that the public messages show revision `rev` (never moving backwards); True if it moved."""

        def mark(d: Dialect) -> Tx[bool]:
            moved = yield from value(
                "UPDATE games SET shown_rev = ? WHERE id = ? AND shown_rev < ? RETURNING id",
                rev,
                game_id,
                rev,
                alone=True,
            )
            return moved is not None

        return await self._db.write(mark)

    async def mark_reminded(self, game_id: int, version: int) -> bool:
        """Record that the player to move at `version` was pinged; True if this call recorded it.

        False (nothing written) when the game is gone or closed, has moved past `version`, or was already marked
        at it. Call it *before* pinging and ping only on True: at most one ping per turn, even across restarts or
        two sweepers.
        """

        def mark(d: Dialect) -> Tx[bool]:
            marked = yield from value(
                "UPDATE games SET reminded_version = ? "
                f"WHERE id = ? AND status IN {OPEN_SQL} AND version = ? "
                "AND (reminded_version IS NULL OR reminded_version <> ?) RETURNING id",
                version,
                game_id,
                version,
                version,
                alone=True,
            )
            return marked is not None

        return await self._db.write(mark)
