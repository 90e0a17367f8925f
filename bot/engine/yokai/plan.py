"""Level 5 (Objective): how many moves a layout still is from a won layout, if the families were known.

A won layout at level 5 is the Objective's shape (up to translation and rotation) cut into four connected pieces of
four cells, one per family. `Planner(cells, objective)` lists, once per decision, the placements of the shape that
overlap the layout most and every way to cut the shape into four connected 4-cell pieces (`tilings`). On one family
assignment, the cards already on a cell of their family's piece can stay; every other card must move once at least:
`distance` is that count at its smallest over placements, cuttings and families-to-pieces. The hard bot averages it
over the layouts it thinks possible (`search.plan_move`). Told the true families (a diagnostic, not in the arena),
the same bots won 9 of 15 Stairs games with 3 players, where the honest ones won none of 18 (26 November 2026).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import permutations

from bot.engine.common import Cell
from bot.engine.yokai.data import CARD_COUNT, CARDS_PER_FAMILY, FAMILIES, OBJECTIVE_SHAPES, Objective
from bot.engine.yokai.layout import neighbours, rotations

PERMS: tuple[tuple[int, ...], ...] = tuple(permutations(range(len(FAMILIES))))
LOCKED_OFF = 8  # a locked card off its family's piece: this plan is as good as lost


@cache
def tilings(shape: frozenset[Cell]) -> tuple[tuple[frozenset[Cell], ...], ...]:
    """Every way to cut `shape` into connected pieces of four cells (each cutting once, pieces in a fixed order)."""
    out: list[tuple[frozenset[Cell], ...]] = []

    def pieces_from(start: Cell, free: frozenset[Cell]) -> set[frozenset[Cell]]:
        found: set[frozenset[Cell]] = set()
        todo = [frozenset([start])]
        while todo:
            piece = todo.pop()
            if len(piece) == CARDS_PER_FAMILY:
                found.add(piece)
                continue
            for c in piece:
                for n in neighbours(c):
                    if n in free and n not in piece:
                        todo.append(piece | {n})
        return found

    def cut(free: frozenset[Cell], done: tuple[frozenset[Cell], ...]) -> None:
        if not free:
            out.append(done)
            return
        start = min(free, key=lambda c: (c[1], c[0]))
        for piece in pieces_from(start, free):
            cut(free - piece, (*done, piece))

    cut(frozenset(shape), ())
    return tuple(out)


@cache
def shapes(objective: Objective) -> tuple[frozenset[Cell], ...]:
    return tuple(dict.fromkeys(rotations(OBJECTIVE_SHAPES[objective])))


def objective_gap(cells: Sequence[Cell], objective: Objective) -> int:
    """The fewest cards outside one placement of the Objective's shape (0 = the shape is made)."""
    occupied = set(cells)
    best = CARD_COUNT
    for shape in shapes(objective):
        anchor = min(shape)
        for cell in occupied:
            dx, dy = cell[0] - anchor[0], cell[1] - anchor[1]
            inside = sum((x + dx, y + dy) in occupied for x, y in shape)
            best = min(best, CARD_COUNT - inside)
    return best


class Planner:
    """The region maps (cell -> piece index) worth trying for this layout: the placements of the shape within
    `slack` cards of the best overlap, each with every cutting of the shape."""

    def __init__(self, cells: Sequence[Cell], objective: Objective, slack: int = 2) -> None:
        occupied = set(cells)
        placed: list[tuple[int, frozenset[Cell], tuple[int, int], frozenset[Cell]]] = []
        for shape in shapes(objective):
            seen: set[tuple[int, int]] = set()
            for cell in occupied:
                for sx, sy in shape:
                    d = (cell[0] - sx, cell[1] - sy)
                    if d in seen:
                        continue
                    seen.add(d)
                    moved = frozenset((x + d[0], y + d[1]) for x, y in shape)
                    placed.append((len(moved & occupied), shape, d, moved))
        best = max(p[0] for p in placed)
        self.gap = CARD_COUNT - best  # the fewest cards outside the shape (0 = the shape is made)
        self.maps: list[dict[Cell, int]] = []
        self.overlaps: list[int] = []
        for overlap, shape, (dx, dy), _ in placed:
            if overlap < best - slack:
                continue
            for tiling in tilings(shape):
                self.maps.append({(x + dx, y + dy): r for r, piece in enumerate(tiling) for x, y in piece})
                self.overlaps.append(overlap)

    def stays(self, cells: Sequence[Cell], fam: Sequence[int], locked: Sequence[int] = ()) -> int:
        """The most cards that may stay where they are in a won layout (over the planner's maps), minus a forfeit
        for each locked card that would have to move."""
        best = -CARD_COUNT
        for rmap, overlap in zip(self.maps, self.overlaps, strict=True):
            if overlap <= best:
                continue
            value = _stays(rmap, cells, fam, locked)
            if value > best:
                best = value
        return best

    def distance(self, cells: Sequence[Cell], fam: Sequence[int], locked: Sequence[int] = ()) -> int:
        """The fewest moves to a won layout (a lower bound: the order of the moves is not checked)."""
        return CARD_COUNT - self.stays(cells, fam, locked)


def _stays(rmap: dict[Cell, int], cells: Sequence[Cell], fam: Sequence[int], locked: Sequence[int]) -> int:
    return best_assignment(rmap, cells, fam, locked)[0]


def best_assignment(
    rmap: dict[Cell, int], cells: Sequence[Cell], fam: Sequence[int], locked: Sequence[int] = ()
) -> tuple[int, tuple[int, ...]]:
    """On one cutting: the most cards that stay, and the piece of each family (family index -> piece index)."""
    count = [[0, 0, 0, 0] for _ in FAMILIES]
    for i in range(CARD_COUNT):
        r = rmap.get(cells[i])
        if r is not None:
            count[fam[i]][r] += 1
    best, best_perm = -CARD_COUNT, PERMS[0]
    for perm in PERMS:
        value = count[0][perm[0]] + count[1][perm[1]] + count[2][perm[2]] + count[3][perm[3]]
        if value > best and locked:
            value -= LOCKED_OFF * sum(rmap.get(cells[c - 1]) != perm[fam[c - 1]] for c in locked)
        if value > best:
            best, best_perm = value, perm
    return best, best_perm
