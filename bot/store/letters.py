"""Turns that find their players (migration 0008): a person's choice of a direct message when their turn has waited
a while (`/settings turns`), and which turn of which game each was last written about (one message at most a
turn, whichever process sends it: `claim_letter` is one atomic statement)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.store.base import StoreBase
from bot.store.scans import Shards, shard_filter
from bot.store.sql import Dialect, Tx, execute, fetch, first


@dataclass(frozen=True)
class LetterSetting:
    """A person's choice: a message after `minutes` (None: never), in `locale`; `refused`: Discord refused one."""

    minutes: int | None
    locale: str
    refused: bool


@dataclass(frozen=True)
class DueLetter:
    """A person whose turn has waited as long as they asked: the game (where it is) and the turn."""

    game_id: int
    kind: str
    guild_id: int | None
    channel_id: int
    board_message_id: int | None
    user_id: int
    turn_version: int
    locale: str


class LetterMethods(StoreBase):
    """The turn letters' settings and bookkeeping (see the module doc)."""

    async def set_turn_letters(self, user_id: int, minutes: int | None, locale: str) -> None:
        """`user_id` wants a message after `minutes` of their turn waiting (None: never); a refusal by Discord is
        forgotten (the person may have opened their direct messages since)."""
        now = self._clock()
        await self._db.write(
            lambda _: execute(
                "INSERT INTO person_settings (user_id, turn_letters, locale, dms_refused, updated_at) "
                "VALUES (?, ?, ?, 0, ?) ON CONFLICT (user_id) DO UPDATE SET turn_letters = excluded.turn_letters, "
                "locale = excluded.locale, dms_refused = 0, updated_at = excluded.updated_at",
                user_id,
                minutes,
                locale[:16],
                now,
                alone=True,
            )
        )

    async def turn_letters_of(self, user_id: int) -> LetterSetting:
        row = await self._db.read(
            lambda _: first(
                "SELECT turn_letters, locale, dms_refused FROM person_settings WHERE user_id = ?", user_id, alone=True
            )
        )
        if row is None:
            return LetterSetting(None, "en-US", False)
        return LetterSetting(row["turn_letters"], row["locale"], bool(row["dms_refused"]))

    async def letters_due(self, now: float, *, shards: Shards | None = None, limit: int = 200) -> list[DueLetter]:
        """The active games whose person to move asked for a message and has waited that long since the game's last
        action, and was not written to about this turn yet (nor refused messages)."""

        def due(d: Dialect) -> Tx[list[DueLetter]]:
            rows = yield from fetch(
                "SELECT g.id, g.kind, g.guild_id, g.channel_id, g.board_message_id, g.turn_version, p.user_id, "
                "s.locale FROM games g "
                "JOIN game_players p ON p.game_id = g.id AND p.seat = g.to_move AND p.cpu IS NULL "
                "JOIN person_settings s ON s.user_id = p.user_id AND s.turn_letters IS NOT NULL AND s.dms_refused = 0 "
                "LEFT JOIN turn_letters l ON l.game_id = g.id AND l.user_id = p.user_id "
                "WHERE g.status = 'active' AND g.last_action_at + s.turn_letters * 60 <= ? "
                f"AND (l.turn_version IS NULL OR l.turn_version <> g.turn_version){shard_filter(shards, 'g.guild_id')} "
                f"ORDER BY g.last_action_at LIMIT {int(limit)}",
                now,
                alone=True,
            )
            return [
                DueLetter(
                    r["id"],
                    r["kind"],
                    r["guild_id"],
                    r["channel_id"],
                    r["board_message_id"],
                    r["user_id"],
                    r["turn_version"],
                    r["locale"],
                )
                for r in rows
            ]

        return await self._db.read(due)

    async def claim_letter(self, game_id: int, user_id: int, turn_version: int) -> bool:
        """This turn's letter is this caller's to send (True), or someone wrote it already (False)."""
        now = self._clock()
        row = await self._db.write(
            lambda _: first(
                "INSERT INTO turn_letters (game_id, user_id, turn_version, sent_at) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (game_id, user_id) DO UPDATE SET turn_version = excluded.turn_version, "
                "sent_at = excluded.sent_at WHERE turn_letters.turn_version <> excluded.turn_version "
                "RETURNING game_id",
                game_id,
                user_id,
                turn_version,
                now,
                alone=True,
            )
        )
        return row is not None

    async def refuse_letters(self, user_id: int) -> None:
        """Discord refused a direct message to `user_id`: none is sent again until they choose again."""
        await self._db.write(
            lambda _: execute("UPDATE person_settings SET dms_refused = 1 WHERE user_id = ?", user_id, alone=True)
        )
