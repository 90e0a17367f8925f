"""The Yōkai game state and actions: frozen dataclasses, replayable from seed + action log."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import cached_property

from bot.engine.common import Cell
from bot.engine.yokai.config import YokaiConfig
from bot.engine.yokai.data import HINT_CATALOGUE, Affinity, Family, HintCard, Objective

# ---------------------------------------------------------------------------------------------- actions
# Cards keep a stable number 1–16 for the whole game. Hints are named by their draw order: hint 1 is the first
# card drawn from the pile, and so on, so a hint's number says nothing about its families.


@dataclass(frozen=True)
class Peek:
    """Step 1: look at one unlocked card (twice a turn, two different cards)."""

    card: int


@dataclass(frozen=True)
class Move:
    """Step 2: move one unlocked card to a legal empty cell."""

    card: int
    to: Cell


@dataclass(frozen=True)
class RevealHint:
    """Step 3: flip the top hint of the pile (colourless: set it aside face down)."""


@dataclass(frozen=True)
class PlaceHint:
    """Step 3: lay a revealed hint on an unlocked card, locking it."""

    hint: int
    card: int


@dataclass(frozen=True)
class Declare:
    """Instead of a whole turn: declare the Yōkai appeased. The game ends at once."""


Action = Peek | Move | RevealHint | PlaceHint | Declare
ACTION_TYPES: tuple[type, ...] = (Peek, Move, RevealHint, PlaceHint, Declare)


# ---------------------------------------------------------------------------------------------- state


class Step(enum.Enum):
    """Where the player to move is in their turn ("A turn": peek, peek, move, hint)."""

    PEEK = "peek"  # first or second peek (before the first one, declaring is also allowed)
    MOVE = "move"
    HINT = "hint"
    OVER = "over"


class EndReason(enum.Enum):
    DECLARED = "declared"  # a player declared the Yōkai appeased
    HINTS_USED = "hints_used"  # the last hint was placed on a Yōkai


@dataclass(frozen=True)
class LastMove:
    """The most recent move, public: it is marked on the board."""

    seat: int
    card: int
    origin: Cell
    to: Cell


@dataclass(frozen=True)
class LogEntry:
    """One action as the whole table saw it: which cards were lifted, moved and where, which hint was revealed or
    placed on which card; never a card's family. The game's public log (`/yokai log`, the last turn's recap)."""

    turn: int
    seat: int
    action: str  # "peek", "move", "reveal", "place" or "declare"
    card: int | None = None
    to: Cell | None = None
    hint: int | None = None  # the hint's number (draw order)


@dataclass(frozen=True)
class YokaiState:
    config: YokaiConfig
    players: int
    seed: int
    families: tuple[Family, ...]  # families[n - 1] is card n's family: hidden until the end
    cells: tuple[Cell, ...]  # cells[n - 1] is card n's cell: public
    hints: tuple[int, ...]  # catalogue ids in draw order: hint r is hints[r - 1]; hidden until revealed
    drawn: int  # hints 1..drawn have left the pile
    revealed: tuple[int, ...]  # hints revealed (or set aside face down) and not placed, in reveal order
    locks: tuple[tuple[int, int], ...]  # (card, hint) in placement order
    first_player: int
    seat: int  # whose turn it is (the last player to act once the game is over)
    turn: int  # 1-based, counts every player's turn
    step: Step
    peeked: tuple[int, ...]  # cards peeked by `seat` this turn: secret to that seat
    public_affinities: tuple[Affinity, ...]
    secret_affinities: tuple[tuple[int, Affinity], ...]  # (holder seat, card): secret to the holder
    objective: Objective | None
    ended: EndReason | None = None
    last_move: LastMove | None = None
    # Every action applied so far, with the seat that played it: what the table saw happen (peeks by card number
    # only). Views show it to everyone; a peek's family is known to its seat only (`YokaiView.seen`).
    history: tuple[tuple[int, Action], ...] = ()

    # ------------------------------------------------------------------ protocol
    @property
    def to_move(self) -> int | None:
        """The seat whose turn it is; None once the game is over."""
        return None if self.ended is not None else self.seat

    @property
    def is_over(self) -> bool:
        return self.ended is not None

    # ------------------------------------------------------------------ derived
    @cached_property
    def lock_by_card(self) -> dict[int, int]:
        """Card number -> the hint locking it."""
        return dict(self.locks)

    def is_locked(self, card: int) -> bool:
        return card in self.lock_by_card

    @property
    def pile_size(self) -> int:
        return len(self.hints) - self.drawn

    def hint_card(self, hint: int) -> HintCard:
        """The catalogue card behind hint number `hint` (draw order)."""
        return HINT_CATALOGUE[self.hints[hint - 1] - 1]

    def family_of(self, card: int) -> Family:
        return self.families[card - 1]

    def cell_of(self, card: int) -> Cell:
        return self.cells[card - 1]

    def card_at(self, cell: Cell) -> int | None:
        try:
            return self.cells.index(cell) + 1
        except ValueError:
            return None

    def placeable_hints(self) -> tuple[int, ...]:
        """The revealed hints that may be placed now: all of them, only the top of the stack (stacked hints),
        or only the oldest face-down one (colourless, Decision), the stack rule winning when both apply."""
        if not self.revealed:
            return ()
        if self.config.is_stacked:
            return (self.revealed[-1],)
        if self.config.is_colourless:
            return (self.revealed[0],)
        return self.revealed
