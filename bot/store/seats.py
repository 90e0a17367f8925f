"""Lobbies and seats: opening a lobby, joining and leaving it (people and CPU seats), the limits of open games,
starting the game (the seat order, the seed, the final options).

Every operation is one transaction written as a generator of queries (see `bot.store.base`).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from typing import Any

from bot.store.base import OPEN_SQL, StoreBase, require_game
from bot.store.db import dump_json
from bot.store.errors import (
    AlreadySeated,
    ChannelBusy,
    GameFull,
    GameNotInLobby,
    HostCannotLeave,
    LimitReached,
    NotEnoughPlayers,
    NotSeated,
)
from bot.store.games import close_game
from bot.store.records import GameRecord, GameStatus, Limits, PlayerRecord, ResultInput, check_kind
from bot.store.sql import Dialect, Tx, execute, execute_many, value

log = logging.getLogger(__name__)

INT64 = range(-(2**63), 2**63)


def rewrite_seats(game_id: int, players: Iterable[PlayerRecord]) -> Tx[None]:
    """Replace a game's seats by `players` seated 0..n-1 in the given order."""
    yield from execute("DELETE FROM game_players WHERE game_id = ?", game_id)
    yield from execute_many(
        "INSERT INTO game_players (game_id, seat, user_id, display_name, cpu) VALUES (?, ?, ?, ?, ?)",
        [(game_id, seat, p.user_id, p.display_name, p.cpu) for seat, p in enumerate(players)],
    )


def open_games_of_user(user_id: int, *, alone: bool = False) -> Tx[int]:
    count = yield from value(
        "SELECT COUNT(*) FROM game_players p JOIN games g ON g.id = p.game_id "
        f"WHERE p.user_id = ? AND g.status IN {OPEN_SQL}",
        user_id,
        alone=alone,
    )
    return int(count)


def check_user_limit(user_id: int, limits: Limits | None) -> Tx[None]:
    if limits is not None and limits.per_user is not None:
        count = yield from open_games_of_user(user_id)
        if count >= limits.per_user:
            raise LimitReached("user", limits.per_user)


def touch(game_id: int, now: float) -> Tx[None]:
    yield from execute(
        "UPDATE games SET updated_at = ?, last_action_at = ?, rev = rev + 1 WHERE id = ?", now, now, game_id
    )


class SeatMethods(StoreBase):
    """Lobbies, seats and starting."""

    async def create_game(
        self,
        kind: str,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        options: dict[str, Any],
        host_name: str,
        limits: Limits | None = None,
    ) -> GameRecord:
        """Open a lobby in `channel_id` with the host at seat 0 (status lobby, version 0, no seed yet).

        Raises ChannelBusy(id of the open game) when the channel already holds a lobby or active game, and
        LimitReached when the host or the server already has as many open games as `limits` allow.
        """
        kind = check_kind(kind)
        options_text = dump_json(options, "options")
        now = self._clock()

        def create(d: Dialect) -> Tx[GameRecord]:
            busy = yield from value(f"SELECT id FROM games WHERE channel_id = ? AND status IN {OPEN_SQL}", channel_id)
            if busy is not None:
                raise ChannelBusy(busy)
            yield from check_user_limit(host_id, limits)
            if limits is not None and limits.per_guild is not None and guild_id is not None:
                count = yield from value(
                    f"SELECT COUNT(*) FROM games WHERE guild_id = ? AND status IN {OPEN_SQL}", guild_id
                )
                if count >= limits.per_guild:
                    raise LimitReached("guild", limits.per_guild)
            game_id = yield from value(
                "INSERT INTO games (kind, guild_id, channel_id, host_id, options, status, version, rev, "
                "created_at, updated_at, last_action_at) VALUES (?, ?, ?, ?, ?, 'lobby', 0, 1, ?, ?, ?) RETURNING id",
                kind,
                guild_id,
                channel_id,
                host_id,
                options_text,
                now,
                now,
                now,
            )
            yield from rewrite_seats(game_id, [PlayerRecord(0, host_id, host_name)])
            return (yield from require_game(d, game_id))

        game = await self._db.write(create)
        log.info("created %s game %d in channel %d", kind, game.id, channel_id)
        return game

    async def add_player(
        self,
        game_id: int,
        user_id: int,
        display_name: str,
        *,
        max_players: int | None = None,
        cpu: str | None = None,
        limits: Limits | None = None,
    ) -> GameRecord:
        """Seat `user_id` at the next free seat of a lobby and return the game. A CPU seat passes its level as `cpu`
        and a negative `user_id` unique in the game.

        Raises GameNotFound, GameNotInLobby, AlreadySeated, GameFull when `max_players` seats are taken, and
        LimitReached when the user already sits in as many open games as `limits` allow.
        """
        now = self._clock()

        def add(d: Dialect) -> Tx[GameRecord]:
            game = yield from require_game(d, game_id)
            if game.status is not GameStatus.LOBBY:
                raise GameNotInLobby(game_id, game.status, [GameStatus.LOBBY])
            if game.seat_of(user_id) is not None:
                raise AlreadySeated(game_id, user_id)
            if max_players is not None and len(game.players) >= max_players:
                raise GameFull(game_id, max_players)
            if cpu is None:
                yield from check_user_limit(user_id, limits)
            yield from execute(
                "INSERT INTO game_players (game_id, seat, user_id, display_name, cpu) VALUES (?, ?, ?, ?, ?)",
                game_id,
                len(game.players),
                user_id,
                display_name,
                cpu,
            )
            yield from touch(game_id, now)
            return (yield from require_game(d, game_id))

        return await self._db.write(add)

    async def remove_player(self, game_id: int, user_id: int) -> GameRecord:
        """Free the seat of `user_id` in a lobby; the seats after it move down, keeping 0..n-1 in join order.

        Raises GameNotFound, GameNotInLobby, HostCannotLeave (the host cancels the game instead), NotSeated.
        """
        now = self._clock()

        def remove(d: Dialect) -> Tx[GameRecord]:
            game = yield from require_game(d, game_id)
            if game.status is not GameStatus.LOBBY:
                raise GameNotInLobby(game_id, game.status, [GameStatus.LOBBY])
            if user_id == game.host_id:
                raise HostCannotLeave(game_id, user_id)
            if game.seat_of(user_id) is None:
                raise NotSeated(game_id, user_id)
            yield from rewrite_seats(game_id, [p for p in game.players if p.user_id != user_id])
            yield from touch(game_id, now)
            return (yield from require_game(d, game_id))

        return await self._db.write(remove)

    async def start_game(
        self,
        game_id: int,
        *,
        seed: int,
        options: dict[str, Any],
        seat_order: Sequence[int] | None = None,
        min_players: int | None = None,
        to_move: int | None = None,
        finish: ResultInput | None = None,
    ) -> GameRecord:
        """Turn a lobby into an active game at version 0 with its seed, final options and the seat to move; with
        `finish` (a game over as soon as it is dealt: a one-round match won at the deal), finished at once in the
        same transaction, with that result.

        `seat_order[i]` is the lobby seat that plays as seat i (a permutation of the seats; None keeps join
        order). Raises GameNotFound, GameNotInLobby, NotEnoughPlayers (fewer than `min_players`), and
        ValueError for a bad seat order or a seed outside 64-bit integers.
        """
        if seed not in INT64:
            raise ValueError("the seed must fit in a signed 64-bit integer")
        options_text = dump_json(options, "options")
        now = self._clock()

        def start(d: Dialect) -> Tx[GameRecord]:
            game = yield from require_game(d, game_id)
            if game.status is not GameStatus.LOBBY:
                raise GameNotInLobby(game_id, game.status, [GameStatus.LOBBY])
            count = len(game.players)
            if min_players is not None and count < min_players:
                raise NotEnoughPlayers(game_id, count, min_players)
            if seat_order is not None:
                if sorted(seat_order) != list(range(count)):
                    raise ValueError(f"seat_order must be a permutation of 0..{count - 1}, got {list(seat_order)}")
                yield from rewrite_seats(game_id, [game.players[old] for old in seat_order])
            yield from execute(
                "UPDATE games SET status = 'active', seed = ?, options = ?, version = 0, reminded_version = NULL, "
                "to_move = ?, turn_version = 0, rev = rev + 1, updated_at = ?, last_action_at = ? WHERE id = ?",
                seed,
                options_text,
                to_move,
                now,
                now,
                game_id,
            )
            if finish is not None:
                game = yield from require_game(d, game_id)
                yield from close_game(d, self.rating_rules, game, GameStatus.FINISHED, finish, now, revised=True)
            return (yield from require_game(d, game_id))

        game = await self._db.write(start)
        log.info("started game %d with %d players", game_id, len(game.players))
        return game

    async def open_games_of(self, user_id: int) -> int:
        """How many open games `user_id` sits in."""
        return await self._db.read(lambda d: open_games_of_user(user_id, alone=True))
