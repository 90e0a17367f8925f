"""Level 5 (Objective), hard bots: convention 8, the region (see `ai`'s module doc).

Every bot computes the same target from public information only: `target(objective)`, one placement of the
Objective's shape cut into four pieces of four cells, chosen on the layout after the deal (the 4×4 grid every deal
starts from): the placement that covers most of the grid, nearest the grid's centre; then the cutting whose pieces
share the grid's cells most evenly; remaining ties by a fixed order of the cells. The pieces go to the families in
reading order: the piece whose first cell comes first (top row, then leftmost) is Kitsune's, then Kappa's,
Rokurokubi's and Oni's (the order of `FAMILIES`).

A card moved into a piece (from outside that piece) says "this card is of the piece's family" (`belief` reads it,
weighted by how often the mover's signals held): the bot makes such a move only with a card it peeked of that
family (`is_honest`). A card moved within a piece, out of one or outside the shape says nothing; a card that has
stood in the shape since the deal says nothing until someone peeks it or places a hint on it. The hard bot's moves
bring cards to their family's piece (`move_value`), and take cards off a piece that is not theirs.

Measured (tuning seeds, 60 games a cell, hard bots): a piece whose family was set by the first card moved into it
(so partners had to peek that card to learn the piece's family) won 12 of 60 games with 3 players; the fixed
families 42 of 60, 48 with the look-ahead of `search.region_move` (convention 7 before: 18); 4 players 51 of 60
(15). With 2 players (14 moves, where a won layout is 8-12 moves away and the fixed families need about 14) it won
46 of 180 against 32 for convention 7 (seeds 9300-9479), and over the report seeds 700000-700999 22.5 % of 1,000
games against 15.3 % (intervals 20.0-25.2 and 13.2-17.7): every table plays by it.
On those 1,000 deals the target is 15-16 moves away (the cards off their family's piece) in 43.8 % of them, so no
2-player team wins more than 56.2 % by it; told every card, the hard team won 43.5 %, told only the team's peeks 23.1 %.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from bot.engine.common import Cell
from bot.engine.yokai.data import FAMILIES, Family, Objective
from bot.engine.yokai.layout import start_cells
from bot.engine.yokai.plan import Planner
from bot.engine.yokai.state import Action, Move

FREE_BONUS = 0.3  # a card taken off a piece that is not its family's frees a cell for one that is


@dataclass(frozen=True, eq=False)
class Target:
    """One placement of the Objective's shape cut into four pieces: cell -> piece, which is its family's index."""

    piece_of: Mapping[Cell, int]

    def piece(self, family: int) -> frozenset[Cell]:
        return frozenset(c for c, k in self.piece_of.items() if k == family)


@cache
def target(objective: Objective) -> Target:
    """The region every bot aims at for this Objective (deterministic, from the layout after the deal)."""
    grid = start_cells()
    inside = set(grid)
    cx = sum(x for x, _ in grid) / len(grid)
    cy = sum(y for _, y in grid) / len(grid)

    def pieces(rmap: Mapping[Cell, int]) -> list[list[Cell]]:  # in reading order: by their top row, then left
        return sorted(sorted((c for c, k in rmap.items() if k == n), key=lambda c: (c[1], c[0])) for n in range(4))

    def key(rmap: Mapping[Cell, int]) -> tuple[float, int, list[tuple[int, int]]]:
        xs, ys = [x for x, _ in rmap], [y for _, y in rmap]
        off_centre = abs((min(xs) + max(xs)) / 2 - cx) + abs((min(ys) + max(ys)) / 2 - cy)
        per_piece = [sum(c in inside for c in piece) for piece in pieces(rmap)]
        return off_centre, max(per_piece) - min(per_piece), [(y, x) for piece in pieces(rmap) for x, y in piece]

    best = min(Planner(grid, objective, slack=0).maps, key=key)
    return Target({c: k for k, piece in enumerate(pieces(best)) for c in piece})


def family_cells(objective: Objective) -> dict[Cell, Family]:
    """The target's cells by the family of their piece (what the board draws under the cards, and `/yokai rules`
    shows, where hard bots play by convention 8)."""
    return {cell: FAMILIES[index] for cell, index in target(objective).piece_of.items()}


@dataclass(frozen=True)
class Entry:
    """A move into a piece from outside it: it says the card is of the piece's family."""

    seat: int
    card: int
    family: int


def entries(history: Iterable[tuple[int, Action]], objective: Objective) -> list[Entry]:
    """Replay the public moves from the deal and list the moves into a piece of the target."""
    piece_of = target(objective).piece_of
    cells = start_cells()
    out: list[Entry] = []
    for seat, action in history:
        if isinstance(action, Move):
            piece = piece_of.get(action.to)
            if piece is not None and piece != piece_of.get(cells[action.card - 1]):
                out.append(Entry(seat, action.card, piece))
            cells[action.card - 1] = action.to
    return out


def is_honest(tgt: Target, cells: Sequence[Cell], move: Move, known: Mapping[int, int]) -> bool:
    """Convention 8, for the mover: a move into a piece (from outside it) only of a card I peeked of the piece's
    family. Other moves say nothing and are always honest."""
    piece = tgt.piece_of.get(move.to)
    if piece is None or piece == tgt.piece_of.get(cells[move.card - 1]):
        return True
    return known.get(move.card) == piece


def move_value(tgt: Target, cells: Sequence[Cell], move: Move, probs: Sequence[float]) -> float:
    """The expected change of the cards standing on their family's piece, with `probs` the chances of the moved
    card's families, plus `FREE_BONUS` times the chance that it leaves a piece that is not its family's."""
    origin, to = tgt.piece_of.get(cells[move.card - 1]), tgt.piece_of.get(move.to)
    value = 0.0
    if to is not None:
        value += probs[to]
    if origin is not None:
        value -= probs[origin] - FREE_BONUS * (1.0 - probs[origin])
    return value


def stays(tgt: Target, cells: Sequence[Cell], fam: Sequence[int]) -> int:
    """On one family assignment: the cards standing on their family's piece (16: the target is made)."""
    return sum(tgt.piece_of.get(cell) == f for cell, f in zip(cells, fam, strict=True))
