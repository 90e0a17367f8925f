"""Geometry of the layout: adjacency, connectivity, legal destinations, families grouped, shapes.

Cells are integer (x, y) on an unbounded plane ("the play area is unbounded"); two cells touch when they
share a side (orthogonal adjacency), never by a corner.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from bot.engine.common import Cell
from bot.engine.yokai.data import CARD_COUNT, START_GRID, Family


def neighbours(cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """The four orthogonal neighbours of a cell."""
    x, y = cell
    return ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))


def start_cells() -> list[Cell]:
    """Card n's cell at the start ("Setup": a 4×4 grid), as `rules.new_game` lays them out."""
    return [(i % START_GRID, i // START_GRID) for i in range(CARD_COUNT)]


def components(cells: Collection[Cell]) -> list[set[Cell]]:
    """The orthogonally connected groups of `cells`."""
    remaining = set(cells)
    groups: list[set[Cell]] = []
    while remaining:
        group = [remaining.pop()]
        i = 0
        while i < len(group):
            x, y = group[i]
            i += 1
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in remaining:
                    remaining.remove(n)
                    group.append(n)
        groups.append(set(group))
    return groups


def is_connected(cells: Collection[Cell]) -> bool:
    """True when the cells form one orthogonally connected group (an empty set counts as connected)."""
    return len(components(cells)) <= 1


def legal_destinations(cells: Sequence[Cell], index: int) -> list[Cell]:
    """Where the card at `cells[index]` may move ("Move one Yōkai").

    The destination is an empty cell, different from the origin (Decision: a move is compulsory), orthogonally
    adjacent to at least one *other* card, and after the move all cards form one connected group (they may be
    split during the move). Removing the card leaves one or more groups; a destination is legal exactly when it
    touches every one of them. Sorted by (y, x) for a stable order.
    """
    origin = cells[index]
    group_of: dict[Cell, int] = {}
    groups = components([c for i, c in enumerate(cells) if i != index])
    for number, group in enumerate(groups):
        for cell in group:
            group_of[cell] = number
    legal: list[Cell] = []
    seen = {origin}
    for cell in group_of:
        for n in neighbours(cell):
            if n in seen or n in group_of:
                continue
            seen.add(n)
            x, y = n
            touched = {group_of[m] for m in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if m in group_of}
            if len(touched) == len(groups):
                legal.append(n)
    return sorted(legal, key=lambda c: (c[1], c[0]))


def can_move_to(cells: Sequence[Cell], index: int, to: Cell) -> bool:
    """Whether `to` is among `legal_destinations(cells, index)`, for one destination (what `apply` checks): an empty
    cell next to another card, from which every card is one connected group."""
    origin = cells[index]
    occupied = set(cells)
    if to in occupied:
        return False
    occupied.discard(origin)
    x, y = to
    if not any(n in occupied for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))):
        return False
    occupied.add(to)
    return len(components(occupied)) == 1


def cut_cells(cells: Collection[Cell]) -> set[Cell]:
    """The articulation points of the layout: cards whose removal splits the others into several groups
    (Tarjan's low-link, iterative)."""
    occupied = set(cells)
    if not occupied:
        return set()
    order: dict[Cell, int] = {}
    low: dict[Cell, int] = {}
    cut: set[Cell] = set()
    root = next(iter(occupied))
    order[root] = low[root] = 0
    root_children = 0
    stack: list[tuple[Cell, Cell | None, int]] = [(root, None, 0)]
    while stack:
        cell, parent, k = stack[-1]
        nbrs = neighbours(cell)
        if k < 4:
            stack[-1] = (cell, parent, k + 1)
            n = nbrs[k]
            if n not in occupied or n == parent:
                continue
            if n in order:
                low[cell] = min(low[cell], order[n])
            else:
                order[n] = low[n] = len(order)
                if cell == root:
                    root_children += 1
                stack.append((n, cell, 0))
            continue
        stack.pop()
        if parent is not None:
            low[parent] = min(low[parent], low[cell])
            if parent != root and low[cell] >= order[parent]:
                cut.add(parent)
    if root_children > 1:
        cut.add(root)
    return cut


def destinations_by_card(cells: Sequence[Cell], indices: Iterable[int]) -> dict[int, list[Cell]]:
    """`legal_destinations` for several cards at once, fast: a card whose removal keeps the others connected may
    go to any empty cell next to another card (the layout's frontier, minus cells touching only that card); only
    cut cards need the general rule."""
    occupied = set(cells)
    frontier: dict[Cell, list[Cell]] = {}
    for cell in cells:
        for n in neighbours(cell):
            if n not in occupied:
                frontier.setdefault(n, []).append(cell)
    ordered = sorted(frontier, key=lambda c: (c[1], c[0]))
    cut = cut_cells(cells)
    out: dict[int, list[Cell]] = {}
    for i in indices:
        origin = cells[i]
        if origin in cut:
            out[i] = legal_destinations(cells, i)
        else:
            out[i] = [e for e in ordered if any(a != origin for a in frontier[e])]
    return out


def family_groups_connected(families: Sequence[Family], cells: Sequence[Cell]) -> dict[Family, bool]:
    """For each family, whether its cards form one orthogonally connected group."""
    by_family: dict[Family, list[Cell]] = {}
    for family, cell in zip(families, cells, strict=True):
        by_family.setdefault(family, []).append(cell)
    return {family: is_connected(group) for family, group in by_family.items()}


def is_appeased(families: Sequence[Family], cells: Sequence[Cell]) -> bool:
    """ "Appeased": for every family, its 4 cards form one orthogonally connected group."""
    return all(family_groups_connected(families, cells).values())


def families_touch(families: Sequence[Family], cells: Sequence[Cell], a: Family, b: Family) -> bool:
    """An Affinity card holds: some card of family `a` is orthogonally adjacent to some card of family `b`."""
    b_cells = {c for f, c in zip(families, cells, strict=True) if f is b}
    return any(n in b_cells for f, c in zip(families, cells, strict=True) if f is a for n in neighbours(c))


def normalise(cells: Iterable[Cell]) -> frozenset[Cell]:
    """Translate cells so that the smallest x and the smallest y are 0."""
    cells = list(cells)
    min_x = min(x for x, _ in cells)
    min_y = min(y for _, y in cells)
    return frozenset((x - min_x, y - min_y) for x, y in cells)


def rotations(shape: Iterable[Cell]) -> list[frozenset[Cell]]:
    """The shape turned by 0°, 90°, 180° and 270°, each normalised."""
    current = normalise(shape)
    out = []
    for _ in range(4):
        out.append(current)
        current = normalise((-y, x) for x, y in current)
    return out


def matches_shape(cells: Iterable[Cell], shape: frozenset[Cell]) -> bool:
    """An Objective card holds: the layout equals the shape up to translation and rotation (not reflection)."""
    layout = normalise(cells)
    return any(layout == r for r in rotations(shape))
