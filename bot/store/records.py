"""What the store hands out and takes in: frozen dataclasses and string enums, no SQL.

A record is a snapshot read in one transaction; it never changes under the caller. JSON columns come back
as plain dicts (`options`, `action`, `details`).
"""

from __future__ import annotations

import dataclasses
import enum
import re
from dataclasses import dataclass, field
from typing import Any

JSONObject = dict[str, Any]


KIND = re.compile(r"[a-z]{1,16}")


def check_kind(kind: str) -> str:
    """A game kind as stored: 1 to 16 lowercase letters (the registry in `bot.games` says which exist)."""
    if not isinstance(kind, str) or not KIND.fullmatch(kind):
        raise ValueError(f"a game kind is 1 to 16 lowercase letters, not {kind!r}")
    return str(kind)


class GameKind(enum.StrEnum):
    """The games this bot ships (the store accepts any kind `check_kind` allows, e.g. a test's toy game)."""

    YOKAI = "yokai"
    SKETCH = "sketch"
    KOIKOI = "koikoi"


class GameStatus(enum.StrEnum):
    """A game's life: lobby -> active -> finished | abandoned, or cancelled from lobby or active."""

    LOBBY = "lobby"
    ACTIVE = "active"
    FINISHED = "finished"
    ABANDONED = "abandoned"
    CANCELLED = "cancelled"

    @property
    def is_open(self) -> bool:
        """Lobby or active: the game still holds its channel."""
        return self in OPEN_STATUSES


OPEN_STATUSES = frozenset({GameStatus.LOBBY, GameStatus.ACTIVE})
CLOSED_STATUSES = frozenset({GameStatus.FINISHED, GameStatus.ABANDONED, GameStatus.CANCELLED})


@dataclass(frozen=True)
class PlayerRecord:
    """One seat of a game. Seats are 0-based and contiguous. A CPU seat has a `cpu` level and a negative
    `user_id` (no Discord user has one)."""

    seat: int
    user_id: int
    display_name: str
    cpu: str | None = None

    @property
    def is_cpu(self) -> bool:
        return self.cpu is not None


@dataclass(frozen=True)
class ActionRecord:
    """One entry of the action log: `seq` N took the game from version N-1 to N."""

    seq: int
    seat: int | None
    user_id: int | None
    action: JSONObject
    created_at: float


@dataclass(frozen=True)
class GameRecord:
    """A game row with its seats in seat order: what every layer may read of a game. It never holds the game's seed
    (which decides every deal to come) nor its action log: those come only with `SavedGame`, for replaying."""

    id: int
    kind: str
    guild_id: int | None
    channel_id: int
    host_id: int
    lobby_message_id: int | None
    board_message_id: int | None
    options: JSONObject
    status: GameStatus
    version: int
    created_at: float
    updated_at: float
    last_action_at: float
    reminded_version: int | None
    players: tuple[PlayerRecord, ...] = ()
    rev: int = 0  # counts every change the public messages must show
    shown_rev: int = 0  # the revision the public messages show
    to_move: int | None = None  # the seat to move (active games)
    turn_version: int = 0  # the version at which the current turn (of `to_move`) began
    ping_turn: int | None = None  # the turn (its `turn_version`) the current turn ping is for
    ping_message_id: int | None = None
    ping_posting: str | None = None  # the nonce key of a turn ping being posted (its id not saved yet)
    reveal_message_id: int | None = None
    notice_message_id: int | None = None
    close_reason: str | None = None  # e.g. 'ended' (/end), 'idle' (the sweeper), 'resigned', 'channel' (deleted)
    closed_by: int | None = None  # who ended or resigned it

    @property
    def is_behind(self) -> bool:
        """The public messages do not show the latest saved change yet."""
        return self.shown_rev < self.rev

    @property
    def owes_ping(self) -> bool:
        """The person to move has not had this turn's ping, nor was one found unneeded (`ping_turn`; the start-up scan
        `owed_pings` finds the same games)."""
        seat = self.to_move if self.status is GameStatus.ACTIVE else None
        if seat is None or seat >= len(self.players) or self.ping_turn == self.turn_version:
            return False
        return not self.players[seat].is_cpu

    def seat_of(self, user_id: int) -> int | None:
        """The seat of `user_id`, or None for a spectator."""
        return next((p.seat for p in self.players if p.user_id == user_id), None)

    @property
    def user_ids(self) -> tuple[int, ...]:
        """The seated users in seat order."""
        return tuple(p.user_id for p in self.players)

    @property
    def humans(self) -> tuple[PlayerRecord, ...]:
        """The seats held by people (not CPUs)."""
        return tuple(p for p in self.players if not p.is_cpu)

    def player(self, seat: int) -> PlayerRecord:
        return self.players[seat]


@dataclass(frozen=True)
class SavedGame(GameRecord):
    """A game as `Store.load_game` reads it for replaying: its record, its seed (None in the lobby) and every action
    in order. Only the sessions hold one; what they hand out is the plain `GameRecord`."""

    seed: int | None = None
    actions: tuple[ActionRecord, ...] = ()

    @property
    def record(self) -> GameRecord:
        """The same game without its seed and its log."""
        fields = {f.name: getattr(self, f.name) for f in dataclasses.fields(GameRecord)}
        return GameRecord(**fields)


@dataclass(frozen=True, kw_only=True)
class ResultInput:
    """What the caller knows when a game ends, for the checklist and the stats.

    `won` is the table's result (co-op games: everyone's). For duels, `winners` lists the winning seats (an
    empty tuple is a draw); when `winners` is None every player shares `won`.
    """

    mode: str
    outcome: str
    won: bool
    level: int | None = None
    score: int | None = None
    tier: str | None = None
    details: JSONObject = field(default_factory=dict)
    winners: tuple[int, ...] | None = None
    rated: bool = False  # a duel's result: the two people's ratings move with it (bot/store/ratings.py)


@dataclass(frozen=True)
class Limits:
    """How many open (lobby or active) games a user may sit in and a server may hold at once; None: no limit."""

    per_user: int | None = None
    per_guild: int | None = None


@dataclass(frozen=True)
class PathRow:
    """One line of the checklist ("Your path"): finished games grouped by (mode, level, won, tier)."""

    mode: str
    level: int | None
    tier: str | None
    won: bool
    games: int
    best_score: int | None


@dataclass(frozen=True)
class DuelStats:
    """A player's duels of one game against one kind of opponent (`opponent`: "person", or a CPU level)."""

    opponent: str
    played: int
    won: int
    drawn: int
    lost: int
    abandoned: int
    points: int  # their own points, added up over the games (a game's `details.scores[seat]`)
    best: int | None  # their best `details.best[seat]` (e.g. Feli-Fuda's best round), or their best points


@dataclass(frozen=True)
class StatsRecord:
    """Counts over results: `played` counts finished and abandoned games, `won` only finished ones."""

    played: int
    won: int
    abandoned: int
