"""Yōkai bots: how far a layout is from won on one family assignment (a layout a bot thinks possible).

`cost` is what the bots' moves lower: per family, the cards outside the group that can stay (a family's locked
cards cannot move, so its group is the one holding them), plus 2 per known Affinity that does not hold; a family
whose locked cards can no longer be joined (`locks_joinable`) costs `DOOMED`. `rollout_cost` is what is left of it
after a few greedy moves of a mover who knew the families (the hard bot's look-ahead).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import lru_cache

from bot.engine.common import Cell
from bot.engine.yokai.belief import FAMILY_INDEX
from bot.engine.yokai.data import CARD_COUNT, CARDS_PER_FAMILY, FAMILIES
from bot.engine.yokai.layout import components, is_connected, neighbours
from bot.engine.yokai.plan import objective_gap
from bot.engine.yokai.state import Move
from bot.engine.yokai.view import YokaiView

DOOMED = 8  # the cost of a family whose locked cards can no longer be joined: the game is lost


def spread(cells: Sequence[Cell], fam: Sequence[int], locked: Collection[int] = ()) -> int:
    """How far a layout is from appeased: per family, the cards outside the group that can stay (its largest
    connected group, or the largest holding one of its locked cards, since those cannot move), plus
    `DOOMED` for a family whose locked cards can no longer be joined (`locks_joinable`)."""
    groups: list[list[Cell]] = [[] for _ in FAMILIES]
    for i in range(CARD_COUNT):
        groups[fam[i]].append(cells[i])
    pinned: list[set[Cell]] = [set() for _ in FAMILIES]
    for card in locked:
        pinned[fam[card - 1]].add(cells[card - 1])
    total = sum(CARDS_PER_FAMILY - largest_group(g, pinned[f]) for f, g in enumerate(groups))
    if any(len(p) > 1 for p in pinned) and not locks_joinable(cells, fam, locked):
        total += DOOMED
    return total


def largest_group(group: Sequence[Cell], pinned: Collection[Cell] = ()) -> int:
    """The size of the largest orthogonally connected part of a few cells (a small flood fill); when some cells are
    `pinned` (locked cards), only the parts holding one count."""
    left = list(group)
    best = 0
    while left:
        todo = [left.pop()]
        size = 0
        holds = not pinned
        while todo:
            x, y = todo.pop()
            size += 1
            holds = holds or (x, y) in pinned
            near = [c for c in left if abs(c[0] - x) + abs(c[1] - y) == 1]
            for c in near:
                left.remove(c)
            todo.extend(near)
        if holds:
            best = max(best, size)
    return best


def locks_joinable(cells: Sequence[Cell], fam: Sequence[int], locked: Collection[int]) -> bool:
    """Can every family still be joined, its locked cards staying where they are? For each family, its locked cards
    must fit in one connected set of at most four cells that no other family's locked card occupies."""
    return _joinable(tuple(sorted((cells[card - 1], fam[card - 1]) for card in locked)))


@lru_cache(maxsize=4096)
def _joinable(pins: tuple[tuple[Cell, int], ...]) -> bool:
    """`locks_joinable` on the locked cards' (cell, family) pairs (they never move: many layouts share them)."""
    walls = {cell for cell, _ in pins}
    by_family: dict[int, set[Cell]] = {}
    for cell, f in pins:
        by_family.setdefault(f, set()).add(cell)
    return all(len(p) < 2 or _fits(frozenset(p), walls - p) for p in by_family.values())


def _fits(part: frozenset[Cell], walls: set[Cell]) -> bool:
    """Can `part` grow, one free neighbouring cell at a time, into a connected set of at most `CARDS_PER_FAMILY`
    cells that holds no wall?"""
    if is_connected(part):
        return True
    room = CARDS_PER_FAMILY - len(part)
    xs, ys = [c[0] for c in part], [c[1] for c in part]
    if room <= 0 or (max(xs) - min(xs)) + (max(ys) - min(ys)) > CARDS_PER_FAMILY - 1:
        return False  # a connected set of four cells spans at most three steps
    return any(_fits(part | {n}, walls) for c in part for n in neighbours(c) if n not in part and n not in walls)


def touches(cells: Sequence[Cell], fam: Sequence[int], a: int, b: int) -> bool:
    b_cells = {cells[i] for i in range(CARD_COUNT) if fam[i] == b}
    return any(n in b_cells for i in range(CARD_COUNT) if fam[i] == a for n in neighbours(cells[i]))


def known_affinities(view: YokaiView) -> list[tuple[int, int]]:
    return [(FAMILY_INDEX[a], FAMILY_INDEX[b]) for a, b in (*view.public_affinities, *view.my_affinities)]


def shape_gap(cells: Sequence[Cell], view: YokaiView) -> int:
    """Level 5 (Objective): the fewest cards outside one placement of the shape (0 = the shape is made)."""
    return 0 if view.objective is None else objective_gap(cells, view.objective)


def cost(
    cells: Sequence[Cell], fam: Sequence[int], affinities: Sequence[tuple[int, int]], locked: Collection[int] = ()
) -> float:
    """The spread plus 2 per Affinity I know of that does not hold."""
    return spread(cells, fam, locked) + 2 * sum(not touches(cells, fam, a, b) for a, b in affinities)


def is_won(cells: Sequence[Cell], fam: Sequence[int], affinities: Sequence[tuple[int, int]], gap: int) -> bool:
    return gap == 0 and cost(cells, fam, affinities) == 0


def moved(cells: Sequence[Cell], move: Move) -> list[Cell]:
    after = list(cells)
    after[move.card - 1] = move.to
    return after


def rollout_cost(
    cells: list[Cell],
    fam: Sequence[int],
    affinities: Sequence[tuple[int, int]],
    moves: int,
    locked: Collection[int] = (),
) -> float:
    """The cost left after `moves` greedy moves on a known layout: each move takes an unlocked card outside its
    family's group (the largest, or the one holding its locked cards) to a free cell next to that group, if that
    lowers the cost (what the team could still do)."""
    current = cost(cells, fam, affinities, locked)
    for _ in range(moves):
        if current == 0:
            break
        occupied = {c: i for i, c in enumerate(cells)}
        best: tuple[float, int, Cell] | None = None
        for f in range(len(FAMILIES)):
            idx = [i for i in range(CARD_COUNT) if fam[i] == f]
            groups = components([cells[i] for i in idx])
            if len(groups) <= 1:
                continue
            pinned = {cells[i] for i in idx if i + 1 in locked}
            main = max(groups, key=lambda g: (not pinned or bool(g & pinned), len(g)))
            strays = [i for i in idx if cells[i] not in main and i + 1 not in locked]
            spots = {n for c in main for n in neighbours(c) if n not in occupied}
            for i in strays[:2]:
                for spot in spots:
                    after = list(cells)
                    after[i] = spot
                    if len(components(after)) != 1:
                        continue
                    value = cost(after, fam, affinities, locked)
                    if best is None or value < best[0]:
                        best = (value, i, spot)
        if best is None or best[0] >= current:
            break
        current, i, spot = best
        cells = list(cells)
        cells[i] = spot
    return current
