"""Games, seats and the action log: lobbies, joining and leaving, starting, appending actions, reading games."""

from __future__ import annotations

import dataclasses
import enum
import logging
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Literal

import aiosqlite

from bot.store.db import Database, dump_json, load_json
from bot.store.errors import (
    AlreadySeated,
    ChannelBusy,
    GameFull,
    GameNotActive,
    GameNotFound,
    GameNotInLobby,
    HostCannotLeave,
    NotEnoughPlayers,
    NotSeated,
    VersionConflict,
)
from bot.store.records import ActionRecord, GameKind, GameRecord, GameStatus, PlayerRecord

log = logging.getLogger(__name__)

GAME_COLUMNS = (
    "id, kind, guild_id, channel_id, host_id, lobby_message_id, board_message_id, seed, options, status, "
    "version, created_at, updated_at, last_action_at, reminded_version"
)
OPEN_SQL = "('lobby', 'active')"
INT64 = range(-(2**63), 2**63)


class _Unset(enum.Enum):
    UNSET = "unset"


UNSET = _Unset.UNSET
"""Default of `set_messages` arguments: "leave this column as it is" (None clears it)."""

MessageId = int | None | Literal[_Unset.UNSET]


async def fetch_rows(conn: aiosqlite.Connection, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
    """Run one query and return every row."""
    return list(await conn.execute_fetchall(sql, params))


def game_from_row(
    row: sqlite3.Row, players: tuple[PlayerRecord, ...], actions: tuple[ActionRecord, ...] = ()
) -> GameRecord:
    """Build the record of one `games` row."""
    return GameRecord(
        id=row["id"],
        kind=GameKind(row["kind"]),
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        host_id=row["host_id"],
        lobby_message_id=row["lobby_message_id"],
        board_message_id=row["board_message_id"],
        seed=row["seed"],
        options=load_json(row["options"]),
        status=GameStatus(row["status"]),
        version=row["version"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        last_action_at=row["last_action_at"],
        reminded_version=row["reminded_version"],
        players=players,
        actions=actions,
    )


async def read_games(
    conn: aiosqlite.Connection, where: str, params: Sequence[Any] = (), order: str = "id"
) -> list[GameRecord]:
    """The games matching `where` (a fixed SQL fragment, values go in `params`) with their seats."""
    games = await fetch_rows(conn, f"SELECT {GAME_COLUMNS} FROM games WHERE {where} ORDER BY {order}", params)
    seats = await fetch_rows(
        conn,
        "SELECT game_id, seat, user_id, display_name FROM game_players "
        f"WHERE game_id IN (SELECT id FROM games WHERE {where}) ORDER BY game_id, seat",
        params,
    )
    by_game: dict[int, list[PlayerRecord]] = {}
    for s in seats:
        by_game.setdefault(s["game_id"], []).append(PlayerRecord(s["seat"], s["user_id"], s["display_name"]))
    return [game_from_row(g, tuple(by_game.get(g["id"], ()))) for g in games]


async def read_game(conn: aiosqlite.Connection, game_id: int, *, with_actions: bool = False) -> GameRecord | None:
    """One game with its seats (and its whole action log when asked), or None."""
    found = await read_games(conn, "id = ?", (game_id,))
    if not found:
        return None
    game = found[0]
    if not with_actions:
        return game
    rows = await fetch_rows(
        conn,
        "SELECT seq, seat, user_id, action, created_at FROM game_actions WHERE game_id = ? ORDER BY seq",
        (game_id,),
    )
    actions = tuple(
        ActionRecord(r["seq"], r["seat"], r["user_id"], load_json(r["action"]), r["created_at"]) for r in rows
    )
    return dataclasses.replace(game, actions=actions)


async def require_game(conn: aiosqlite.Connection, game_id: int) -> GameRecord:
    """One game with its seats; GameNotFound when there is none."""
    game = await read_game(conn, game_id)
    if game is None:
        raise GameNotFound(game_id)
    return game


async def rewrite_seats(conn: aiosqlite.Connection, game_id: int, players: Iterable[PlayerRecord]) -> None:
    """Replace a game's seats by `players` seated 0..n-1 in the given order."""
    await conn.execute("DELETE FROM game_players WHERE game_id = ?", (game_id,))
    await conn.executemany(
        "INSERT INTO game_players (game_id, seat, user_id, display_name) VALUES (?, ?, ?, ?)",
        [(game_id, seat, p.user_id, p.display_name) for seat, p in enumerate(players)],
    )


class StoreBase:
    """What the method groups of `Store` share: the database and the clock."""

    def __init__(self, db: Database, clock: Callable[[], float]) -> None:
        self._db = db
        self._clock = clock


class GameMethods(StoreBase):
    """Lobby, seats, start, the action log and reading games."""

    async def create_game(
        self,
        kind: GameKind | str,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        options: dict[str, Any],
        host_name: str,
    ) -> GameRecord:
        """Open a lobby in `channel_id` with the host at seat 0 (status lobby, version 0, no seed yet).

        Raises ChannelBusy(id of the open game) when the channel already holds a lobby or active game.
        """
        kind = GameKind(kind)
        options_text = dump_json(options, "options")
        now = self._clock()
        async with self._db.transaction() as conn:
            busy = await fetch_rows(
                conn, f"SELECT id FROM games WHERE channel_id = ? AND status IN {OPEN_SQL}", (channel_id,)
            )
            if busy:
                raise ChannelBusy(busy[0]["id"])
            inserted = await fetch_rows(
                conn,
                "INSERT INTO games (kind, guild_id, channel_id, host_id, options, status, version, "
                "created_at, updated_at, last_action_at) VALUES (?, ?, ?, ?, ?, 'lobby', 0, ?, ?, ?) RETURNING id",
                (kind.value, guild_id, channel_id, host_id, options_text, now, now, now),
            )
            game_id = inserted[0]["id"]
            await rewrite_seats(conn, game_id, [PlayerRecord(0, host_id, host_name)])
            game = await require_game(conn, game_id)
        log.info("created %s game %d in channel %d", kind.value, game_id, channel_id)
        return game

    async def add_player(
        self, game_id: int, user_id: int, display_name: str, *, max_players: int | None = None
    ) -> GameRecord:
        """Seat `user_id` at the next free seat of a lobby and return the game.

        Raises GameNotFound, GameNotInLobby, AlreadySeated, or GameFull when `max_players` seats are taken.
        """
        now = self._clock()
        async with self._db.transaction() as conn:
            game = await require_game(conn, game_id)
            if game.status is not GameStatus.LOBBY:
                raise GameNotInLobby(game_id, game.status, [GameStatus.LOBBY])
            if game.seat_of(user_id) is not None:
                raise AlreadySeated(game_id, user_id)
            if max_players is not None and len(game.players) >= max_players:
                raise GameFull(game_id, max_players)
            await conn.execute(
                "INSERT INTO game_players (game_id, seat, user_id, display_name) VALUES (?, ?, ?, ?)",
                (game_id, len(game.players), user_id, display_name),
            )
            await self._touch(conn, game_id, now)
            return await require_game(conn, game_id)

    async def remove_player(self, game_id: int, user_id: int) -> GameRecord:
        """Free the seat of `user_id` in a lobby; the seats after it move down, keeping 0..n-1 in join order.

        Raises GameNotFound, GameNotInLobby, HostCannotLeave (the host cancels the game instead), NotSeated.
        """
        now = self._clock()
        async with self._db.transaction() as conn:
            game = await require_game(conn, game_id)
            if game.status is not GameStatus.LOBBY:
                raise GameNotInLobby(game_id, game.status, [GameStatus.LOBBY])
            if user_id == game.host_id:
                raise HostCannotLeave(game_id, user_id)
            if game.seat_of(user_id) is None:
                raise NotSeated(game_id, user_id)
            await rewrite_seats(conn, game_id, [p for p in game.players if p.user_id != user_id])
            await self._touch(conn, game_id, now)
            return await require_game(conn, game_id)

    async def start_game(
        self,
        game_id: int,
        *,
        seed: int,
        options: dict[str, Any],
        seat_order: Sequence[int] | None = None,
        min_players: int | None = None,
    ) -> GameRecord:
        """Turn a lobby into an active game at version 0 with its seed and final options.

        `seat_order[i]` is the lobby seat that plays as seat i (a permutation of the seats; None keeps join
        order). Raises GameNotFound, GameNotInLobby, NotEnoughPlayers (fewer than `min_players`), and
        ValueError for a bad seat order or a seed outside SQLite's 64-bit integers.
        """
        if seed not in INT64:
            raise ValueError("the seed must fit in a signed 64-bit integer")
        options_text = dump_json(options, "options")
        now = self._clock()
        async with self._db.transaction() as conn:
            game = await require_game(conn, game_id)
            if game.status is not GameStatus.LOBBY:
                raise GameNotInLobby(game_id, game.status, [GameStatus.LOBBY])
            count = len(game.players)
            if min_players is not None and count < min_players:
                raise NotEnoughPlayers(game_id, count, min_players)
            if seat_order is not None:
                if sorted(seat_order) != list(range(count)):
                    raise ValueError(f"seat_order must be a permutation of 0..{count - 1}, got {list(seat_order)}")
                await rewrite_seats(conn, game_id, [game.players[old] for old in seat_order])
            await conn.execute(
                "UPDATE games SET status = 'active', seed = ?, options = ?, version = 0, reminded_version = NULL, "
                "updated_at = ?, last_action_at = ? WHERE id = ?",
                (seed, options_text, now, now, game_id),
            )
            game = await require_game(conn, game_id)
        log.info("started game %d with %d players", game_id, count)
        return game

    async def set_messages(
        self, game_id: int, *, lobby_message_id: MessageId = UNSET, board_message_id: MessageId = UNSET
    ) -> None:
        """Record the Discord message ids of a game; only the arguments given change (None clears one).

        Allowed in any status (a finished game's board is still edited). Raises GameNotFound.
        """
        changes = {
            column: value
            for column, value in (("lobby_message_id", lobby_message_id), ("board_message_id", board_message_id))
            if value is not UNSET
        }
        if not changes:
            return
        assignments = ", ".join(f"{column} = ?" for column in changes)
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                f"UPDATE games SET {assignments}, updated_at = ? WHERE id = ?",
                (*changes.values(), self._clock(), game_id),
            )
            if cursor.rowcount == 0:
                raise GameNotFound(game_id)

    async def get_game(self, game_id: int) -> GameRecord | None:
        """A game with its seats (no actions), or None."""
        async with self._db.transaction(write=False) as conn:
            return await read_game(conn, game_id)

    async def load_game(self, game_id: int) -> GameRecord:
        """A game with its seats and every action in seq order, read in one snapshot, for replaying.

        Raises GameNotFound.
        """
        async with self._db.transaction(write=False) as conn:
            game = await read_game(conn, game_id, with_actions=True)
        if game is None:
            raise GameNotFound(game_id)
        return game

    async def channel_game(self, channel_id: int) -> GameRecord | None:
        """The channel's open (lobby or active) game with its seats, or None."""
        async with self._db.transaction(write=False) as conn:
            found = await read_games(conn, f"channel_id = ? AND status IN {OPEN_SQL}", (channel_id,))
        return found[0] if found else None

    async def append_action(
        self, game_id: int, *, expected_version: int, seat: int | None, user_id: int | None, action: dict[str, Any]
    ) -> int:
        """Log one action of an active game and return the new version (= expected_version + 1).

        In one transaction: the version moves from `expected_version` to +1 and the action becomes seq
        `expected_version + 1`. Raises VersionConflict when another action got there first (nothing is
        written), GameNotActive, GameNotFound. Committed (and synced) before this returns.
        """
        action_text = dump_json(action, "action")
        now = self._clock()
        async with self._db.transaction() as conn:
            bumped = await fetch_rows(
                conn,
                "UPDATE games SET version = version + 1, updated_at = ?, last_action_at = ? "
                "WHERE id = ? AND status = 'active' AND version = ? RETURNING version",
                (now, now, game_id, expected_version),
            )
            if not bumped:
                game = await require_game(conn, game_id)
                if game.status is not GameStatus.ACTIVE:
                    raise GameNotActive(game_id, game.status, [GameStatus.ACTIVE])
                raise VersionConflict(game_id, expected_version, game.version)
            version: int = bumped[0]["version"]
            await conn.execute(
                "INSERT INTO game_actions (game_id, seq, seat, user_id, action, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, version, seat, user_id, action_text, now),
            )
        log.debug("game %d: action %d committed", game_id, version)
        return version

    async def mark_reminded(self, game_id: int, version: int) -> bool:
        """Record that the player to move at `version` was pinged; True if this call recorded it.

        False (nothing written) when the game is gone or closed, has moved past `version`, or was already
        marked at it. Call it *before* pinging and ping only on True: at most one ping per turn, even across
        restarts or two sweepers.
        """
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                "UPDATE games SET reminded_version = ?, updated_at = ? "
                f"WHERE id = ? AND status IN {OPEN_SQL} AND version = ? "
                "AND (reminded_version IS NULL OR reminded_version <> ?)",
                (version, self._clock(), game_id, version, version),
            )
            return cursor.rowcount == 1

    async def active_games(self) -> list[GameRecord]:
        """Every open (lobby or active) game with its seats, by id: for restarts and the sweeper."""
        async with self._db.transaction(write=False) as conn:
            return await read_games(conn, f"status IN {OPEN_SQL}")

    async def idle_games(self, older_than: float) -> list[GameRecord]:
        """Open games whose last player activity (create, join, leave, start, action) is before `older_than`.

        Oldest first. `older_than` is a unix time, e.g. `now - abandon_after`.
        """
        async with self._db.transaction(write=False) as conn:
            return await read_games(
                conn, f"status IN {OPEN_SQL} AND last_action_at < ?", (older_than,), order="last_action_at, id"
            )

    async def _touch(self, conn: aiosqlite.Connection, game_id: int, now: float) -> None:
        await conn.execute("UPDATE games SET updated_at = ?, last_action_at = ? WHERE id = ?", (now, now, game_id))
