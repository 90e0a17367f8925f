"""Errors the store raises. Each is a `StoreError` and carries the ids the caller needs, never a token.

The sessions layer turns the expected ones (`ChannelBusy`, `AlreadySeated`, `GameFull`, `VersionConflict`, ...)
into polite ephemeral answers; anything else is a bug or a broken database.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.store.records import GameStatus


class StoreError(Exception):
    """Base class of every error raised on purpose by the store."""


class SchemaError(StoreError):
    """The migration files or the database's schema version cannot be used (e.g. a database from a newer bot)."""


class GameNotFound(StoreError):
    """No game has this id."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"game {game_id} does not exist")
        self.game_id = game_id


class ChannelBusy(StoreError):
    """The channel already holds an open (lobby or active) game: `game_id` is that game."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"the channel already has an open game ({game_id})")
        self.game_id = game_id


class WrongStatus(StoreError):
    """The game's status does not allow this operation."""

    def __init__(self, game_id: int, status: GameStatus, allowed: Iterable[GameStatus]) -> None:
        allowed = tuple(allowed)
        wanted = " or ".join(s.value for s in allowed)
        super().__init__(f"game {game_id} is {status.value}, not {wanted}")
        self.game_id = game_id
        self.status = status
        self.allowed = allowed


class GameNotInLobby(WrongStatus):
    """Seats change and games start only in the lobby."""


class GameNotActive(WrongStatus):
    """Actions are appended only to an active game."""


class GameClosed(WrongStatus):
    """The game is already finished, abandoned or cancelled (finishing twice raises this)."""


class AlreadySeated(StoreError):
    """The user already has a seat in this game."""

    def __init__(self, game_id: int, user_id: int) -> None:
        super().__init__(f"user {user_id} is already seated in game {game_id}")
        self.game_id = game_id
        self.user_id = user_id


class NotSeated(StoreError):
    """The user has no seat in this game."""

    def __init__(self, game_id: int, user_id: int) -> None:
        super().__init__(f"user {user_id} is not seated in game {game_id}")
        self.game_id = game_id
        self.user_id = user_id


class HostCannotLeave(StoreError):
    """The host leaves a lobby by cancelling the game, not by giving up the seat."""

    def __init__(self, game_id: int, user_id: int) -> None:
        super().__init__(f"user {user_id} hosts game {game_id} and cannot leave it")
        self.game_id = game_id
        self.user_id = user_id


class GameFull(StoreError):
    """Every seat the game allows is taken."""

    def __init__(self, game_id: int, max_players: int) -> None:
        super().__init__(f"game {game_id} is full ({max_players} players)")
        self.game_id = game_id
        self.max_players = max_players


class NotEnoughPlayers(StoreError):
    """The game cannot start with this few players."""

    def __init__(self, game_id: int, players: int, min_players: int) -> None:
        super().__init__(f"game {game_id} has {players} players, it needs at least {min_players}")
        self.game_id = game_id
        self.players = players
        self.min_players = min_players


class VersionConflict(StoreError):
    """Another action was committed first: the caller's `expected` version is stale (the game is at `actual`)."""

    def __init__(self, game_id: int, expected: int, actual: int) -> None:
        super().__init__(f"game {game_id} is at version {actual}, not {expected}")
        self.game_id = game_id
        self.expected = expected
        self.actual = actual


class LimitReached(StoreError):
    """A limit of open games: `scope` is 'user' or 'guild', `limit` the number allowed."""

    def __init__(self, scope: str, limit: int) -> None:
        super().__init__(f"the {scope} already has {limit} open game(s)")
        self.scope = scope
        self.limit = limit
