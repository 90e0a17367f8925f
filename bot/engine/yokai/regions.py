"""Level 5 (Objective), hard bots: convention 8, the region (see `ai`'s module doc).

Every bot computes the same target from public information only: `target(objective)`, one placement of the
Objective's shape and one cutting of it into four pieces of four cells, chosen on the layout after the deal (the
4×4 grid every deal starts from): the placement that covers most of the grid, nearest the grid's centre; the cutting
whose pieces share the grid's cells most evenly (so that every piece has room for a card from the start); remaining
ties by a fixed order of the cells.

A piece takes the family of the first card moved into it, its claim (`claims`). Then a card moved into a piece
(from outside that piece) says "this card is of the piece's family", and a claim says "my family is none of the
families claimed before" (`belief.read_table` reads both, weighted by how often the mover's signals held). A bot
makes such a move only when it peeked the card and believes the piece's family, or that no earlier claim took the
card's family, with at least `SURE` confidence (`is_honest`). A card moved within a piece or out of it says
nothing; a card that has stood in the shape since the deal says nothing until someone peeks it or places a hint on
it. The hard bot plans on the target only (`stays`: the cards that may stay, the families of claimed pieces fixed).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from bot.engine.common import Cell
from bot.engine.yokai.data import CARD_COUNT, Objective
from bot.engine.yokai.layout import start_cells
from bot.engine.yokai.plan import LOCKED_OFF, PERMS, Planner, best_assignment
from bot.engine.yokai.state import Action, Move

SURE = 0.9  # how sure a bot must be that a card is of a piece's family to move it in


@dataclass(frozen=True, eq=False)
class Target:
    """One placement of the Objective's shape cut into four pieces: cell -> piece index (0-3)."""

    piece_of: Mapping[Cell, int]

    def pieces(self) -> list[frozenset[Cell]]:
        return [frozenset(c for c, r in self.piece_of.items() if r == k) for k in range(4)]


@cache
def target(objective: Objective) -> Target:
    """The region every bot aims at for this Objective (deterministic, from the layout after the deal)."""
    grid = start_cells()
    inside = set(grid)
    cx = sum(x for x, _ in grid) / len(grid)
    cy = sum(y for _, y in grid) / len(grid)

    def key(rmap: Mapping[Cell, int]) -> tuple[float, int, list[Cell]]:
        xs, ys = [x for x, _ in rmap], [y for _, y in rmap]
        off_centre = abs((min(xs) + max(xs)) / 2 - cx) + abs((min(ys) + max(ys)) / 2 - cy)
        per_piece = [sum(c in inside for c, r in rmap.items() if r == k) for k in range(4)]
        order = sorted(sorted(c for c, r in rmap.items() if r == k) for k in range(4))
        return off_centre, max(per_piece) - min(per_piece), [c for piece in order for c in piece]

    return Target(min(Planner(grid, objective, slack=0).maps, key=key))


@dataclass(frozen=True)
class Entry:
    """A move into a piece (from outside it), in the order of play: the first entry of a piece is its claim."""

    seat: int
    card: int
    piece: int


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


def claims(moved_in: Sequence[Entry]) -> list[tuple[int, int]]:
    """(piece, claim card) in the order the pieces were claimed."""
    out: dict[int, int] = {}
    for e in moved_in:
        out.setdefault(e.piece, e.card)
    return list(out.items())


def piece_families(claimed: Sequence[tuple[int, int]], fam: Sequence[int]) -> dict[int, int]:
    """On one family assignment: piece -> family. A claim whose family an earlier claim took claims nothing."""
    out: dict[int, int] = {}
    for piece, card in claimed:
        if fam[card - 1] not in out.values():
            out[piece] = fam[card - 1]
    return out


@cache
def _perms(fixed: frozenset[tuple[int, int]]) -> tuple[tuple[int, ...], ...]:
    return tuple(p for p in PERMS if all(p[f] == r for r, f in fixed))


def allowed_perms(claimed: Sequence[tuple[int, int]], fam: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """The ways to give the families their pieces (family -> piece) that keep the claimed pieces' families."""
    return _perms(frozenset(piece_families(claimed, fam).items()))


def stays(
    tgt: Target, cells: Sequence[Cell], fam: Sequence[int], claimed: Sequence[tuple[int, int]], locked: Sequence[int]
) -> tuple[int, tuple[int, ...]]:
    """The most cards that may stay where they are on the target, and the pieces of the families (as in
    `plan.best_assignment`, the claimed pieces' families fixed)."""
    return best_assignment(dict(tgt.piece_of), cells, fam, locked, allowed_perms(claimed, fam))


def sure_entries(claimed: Sequence[tuple[int, int]], samples: Sequence[tuple[int, ...]]) -> set[tuple[int, int]]:
    """Convention 8, for the mover: the (piece, family) pairs I may signal, where at least `SURE` of the layouts I
    think possible give the piece that family, or, for a piece not (yet) claimed there, no other piece has it."""
    agree = [[0] * 4 for _ in range(4)]
    for fam in samples:
        families = piece_families(claimed, fam)
        taken = set(families.values())
        for piece in range(4):
            if piece in families:
                agree[piece][families[piece]] += 1
            else:
                for f in range(4):
                    agree[piece][f] += f not in taken
    return {(p, f) for p in range(4) for f in range(4) if samples and agree[p][f] >= SURE * len(samples)}


def is_honest(
    tgt: Target, cells: Sequence[Cell], move: Move, known: Mapping[int, int], sure: set[tuple[int, int]]
) -> bool:
    """Convention 8, for the mover: a move into a piece (from outside it) only of a card I peeked, into a piece I
    believe to be of its family (`sure_entries`). Other moves say nothing and are always honest."""
    piece = tgt.piece_of.get(move.to)
    if piece is None or piece == tgt.piece_of.get(cells[move.card - 1]):
        return True
    return move.card in known and (piece, known[move.card]) in sure


def keeps(
    tgt: Target,
    cells: Sequence[Cell],
    claimed: Sequence[tuple[int, int]],
    locked: Sequence[int],
    samples: Sequence[tuple[int, ...]],
) -> list[float]:
    """By card - 1, the share of the layouts in which the card stands on its family's piece (so a hint may lock
    it)."""
    keep = [0.0] * CARD_COUNT
    for fam in samples:
        _, perm = stays(tgt, cells, fam, claimed, locked)
        for i in range(CARD_COUNT):
            if tgt.piece_of.get(cells[i]) == perm[fam[i]]:
                keep[i] += 1 / len(samples)
    return keep


FREE_BONUS = 0.3  # a card taken off a piece it does not belong to frees a cell for one that does


def move_values(
    tgt: Target,
    cells: Sequence[Cell],
    fam: Sequence[int],
    claimed: Sequence[tuple[int, int]],
    locked: Sequence[int],
    moves: Sequence[Move],
) -> list[float]:
    """On one family assignment: for each move, the cards that may stay on the target after it (as `stays`), plus
    `FREE_BONUS` when it takes a card off a piece that is not its family's (in the best plan before the move)."""
    piece_of = tgt.piece_of
    count = [[0] * 4 for _ in range(4)]  # family -> piece -> cards standing there
    for i in range(CARD_COUNT):
        r = piece_of.get(cells[i])
        if r is not None:
            count[fam[i]][r] += 1
    lock_of = [(piece_of.get(cells[c - 1]), fam[c - 1]) for c in locked]
    best_with = [[-(10**6)] * 4 for _ in range(4)]  # family -> piece it gets -> the best plan's stays
    top, top_perm = -(10**6), PERMS[0]
    for perm in allowed_perms(claimed, fam):
        value = count[0][perm[0]] + count[1][perm[1]] + count[2][perm[2]] + count[3][perm[3]]
        value -= LOCKED_OFF * sum(r != perm[f] for r, f in lock_of)
        for f in range(4):
            if value > best_with[f][perm[f]]:
                best_with[f][perm[f]] = value
        if value > top:
            top, top_perm = value, perm
    out: list[float] = []
    for mv in moves:
        f = fam[mv.card - 1]
        a, b = piece_of.get(cells[mv.card - 1]), piece_of.get(mv.to)
        row = best_with[f]
        worth: float = max(row[r] + (r == b) - (r == a) for r in range(4))
        if a is not None and b is None and top_perm[f] != a:
            worth += FREE_BONUS
        out.append(worth)
    return out
