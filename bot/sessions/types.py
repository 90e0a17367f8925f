"""What the session layer's users see: the registry entry of a game (`GameDef`), the objects the cogs receive (`Seen`,
`Outcome`), the game as the sessions hold it (`Live`), and the refusal every check raises (`SessionError`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from bot.engine.common import EngineSpec
from bot.store import GameRecord, GameStatus, PlayerRecord, ResultInput
from bot.text.common import CpuName, FormerName

C = TypeVar("C")
S = TypeVar("S")
A = TypeVar("A")
V = TypeVar("V")
R = TypeVar("R")


class SessionError(Exception):
    """A refusal the user should read. `key` names a message of the common catalogue; `values` fill it."""

    def __init__(self, key: str, **values: Any) -> None:
        super().__init__(key)
        self.key = key
        self.values = values


def cpu_number(player: PlayerRecord, players: Sequence[PlayerRecord]) -> int | None:
    """Which CPU of the table `player` is (1, 2, ... in seat order) when `players` hold several (a Yōkai table with
    bots); None for a person or a table's only CPU (a duel's)."""
    cpus = [p.seat for p in players if p.is_cpu]
    return cpus.index(player.seat) + 1 if len(cpus) > 1 and player.seat in cpus else None


def player_name(player: PlayerRecord, players: Sequence[PlayerRecord] = ()) -> str:
    """A seat's name for messages: a person's display name, or a CPU's name in the reader's language (numbered when
    the table's `players` hold several CPUs); a person the bot was asked to forget (an empty name) is "a former
    player"."""
    if player.cpu is None and not player.display_name:
        return FormerName()
    if player.cpu is None or isinstance(player.display_name, CpuName):
        return player.display_name
    return CpuName.of(player.cpu, cpu_number(player, players))


@dataclass(frozen=True)
class GameDef(Generic[C, S, A, V, R]):
    """How the session layer hosts one game: its engine and how a closed game becomes a store result."""

    kind: str
    engine: EngineSpec[C, S, A, V, R]
    result_input: Callable[[S, GameRecord], ResultInput]  # (finished state, game) -> result row
    abandoned_input: Callable[[S | None, GameRecord], ResultInput]  # (state, or None in the lobby; game)
    # Duels: the result when `seat` resigns (None: the game cannot be resigned, e.g. a cooperative game).
    resigned_input: Callable[[S, GameRecord, int], ResultInput] | None = None
    # The extension that puts the game on Discord (its cog, loaded for every hosted game); "" for none yet.
    cog: str = ""
    # A step with exactly one legal action is played for the player right after the action before it, whatever the
    # action came from (a panel, a slash command, the Activity): Yōkai's hint step when revealing the top hint is all
    # that is left to do (`Sessions.play_forced`).
    plays_forced: bool = False

    @property
    def min_players(self) -> int:
        return self.engine.min_players

    @property
    def max_players(self) -> int:
        return self.engine.max_players

    def config(self, record: GameRecord) -> C:
        return self.engine.decode_config(record.options["config"])


@dataclass(frozen=True)
class Live(Generic[S]):
    """A game as the session layer holds it: the stored record and the rebuilt state (None in the lobby)."""

    record: GameRecord
    state: S | None
    # The seed the state was dealt from (None in the lobby): for the CPU runner's own random generator. It stays in
    # the session layer: what the cogs receive (`Seen`, `GameRecord`) never holds it.
    seed: int | None = field(default=None, compare=False, repr=False)
    # What is worked out from this state (each seat's view, the legal actions to move): once per move, as a panel,
    # its answer, the keeper and the autocompletes of one step all ask. A new Live (a move, `replace`) starts afresh.
    derived: dict[object, Any] = field(default_factory=dict, init=False, compare=False, repr=False)

    @property
    def id(self) -> int:
        return self.record.id

    @property
    def version(self) -> int:
        return self.record.version

    @property
    def status(self) -> GameStatus:
        return self.record.status


@dataclass(frozen=True)
class Seen(Generic[V, A]):
    """A game as one seat (or, with `seat` None, the public) may see it: the cogs' only window on a game.

    `view` is the engine's view for that seat (None in the lobby); `legal` the actions that seat may take now
    (empty unless it is to move in an active game)."""

    record: GameRecord
    seat: int | None
    view: V | None
    legal: tuple[A, ...]
    to_move: int | None

    @property
    def id(self) -> int:
        return self.record.id

    @property
    def version(self) -> int:
        return self.record.version

    @property
    def status(self) -> GameStatus:
        return self.record.status

    @property
    def names(self) -> list[str]:
        """The players' names; a CPU's is said in each message's language (`CpuName`), whatever the store holds."""
        return [player_name(p, self.record.players) for p in self.record.players]

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and self.seat == self.to_move and self.status is GameStatus.ACTIVE


@dataclass(frozen=True)
class Outcome(Generic[A]):
    """What one accepted action did: the game before and after (as records), who acted, what."""

    before: GameRecord
    after: GameRecord
    seat: int
    action: A

    @property
    def finished(self) -> bool:
        return self.after.status is GameStatus.FINISHED


Listener = Callable[[GameRecord], None]
