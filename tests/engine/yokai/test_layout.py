"""Connectivity edge cases and the Objective shapes, from hand-built layouts, plus properties of the move rule."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.common import Cell
from bot.engine.yokai import OBJECTIVE_SHAPES, Move, Objective, Peek, Step, YokaiConfig, apply, legal_actions
from bot.engine.yokai.layout import (
    can_move_to,
    cut_cells,
    destinations_by_card,
    is_connected,
    legal_destinations,
    matches_shape,
    rotations,
)
from tests.engine.yokai.helpers import at_step, make_state, parse_layout

SPLIT = """
2143
5.67
8.9a
b.cd
e.fg
"""


def test_a_move_that_splits_and_reunites() -> None:
    # Card 1 bridges the left column and the right block; lifted, it leaves two groups. It may land only where
    # it touches both again: in the gap between them.
    cells = parse_layout(SPLIT)
    assert legal_destinations(cells, 0) == [(1, 1), (1, 2), (1, 3), (1, 4)]
    state = at_step(make_state(SPLIT), Step.MOVE)
    after = apply(state, Move(1, (1, 3)))
    assert is_connected(after.cells)
    assert {m.to for m in legal_actions(state) if m.card == 1} == {(1, 1), (1, 2), (1, 3), (1, 4)}


LINE = "123456789abcdefg"


def test_a_card_whose_only_neighbour_would_be_itself() -> None:
    # At the end of a line, card 16 may not go beyond it or beside itself: those cells touch only its own cell.
    cells = parse_layout(LINE)
    dests = legal_destinations(cells, 15)
    assert (16, 0) not in dests and (15, 1) not in dests and (15, -1) not in dests
    assert set(dests) == {(x, dy) for x in range(15) for dy in (-1, 1)} | {(-1, 0)}


def test_a_card_in_the_middle_of_a_line_cannot_move() -> None:
    assert legal_destinations(parse_layout(LINE), 7) == []


DOUBLE_CROSS = """
..1..2..
..3..4..
56789abc
..d..e..
..f..g..
"""


def test_decision_the_move_step_is_skipped_when_no_unlocked_card_can_move() -> None:
    # Cards 7, 8 and 9 are the only unlocked ones; each is a cut card whose groups no other cell reunites.
    unlocked = {7, 8, 9}
    locked = [n for n in range(1, 17) if n not in unlocked]
    config = YokaiConfig(hint_split=(4, 6, 4))
    state = make_state(
        DOUBLE_CROSS,
        config=config,
        hints=tuple(range(1, 15)),
        drawn=14,
        revealed=(14,),
        locks=tuple((card, i + 1) for i, card in enumerate(locked)),
    )
    assert {a for a in legal_actions(state) if isinstance(a, Peek)} == {Peek(7), Peek(8), Peek(9)}
    state = apply(apply(state, Peek(7)), Peek(9))
    assert state.step is Step.HINT  # no legal move: straight to the hint step
    assert legal_actions(state)  # the engine never offers no legal action in a live game
    assert all(legal_destinations(state.cells, n - 1) == [] for n in unlocked)


def test_frame_objective_under_translation_and_rotation() -> None:
    frame = OBJECTIVE_SHAPES[Objective.FRAME]
    shifted = {(x - 7, y + 3) for x, y in frame}
    assert matches_shape(shifted, frame)
    for turned in rotations(frame):
        assert matches_shape(turned, frame)
    # one corner moved inside: 16 cells, still connected, not the frame
    broken = (set(shifted) - {(-7, 3)}) | {(-6, 4)}
    assert len(broken) == 16 and not matches_shape(broken, frame)


@pytest.mark.parametrize("objective", list(Objective))
def test_every_rotation_of_every_objective_matches(objective: Objective) -> None:
    shape = OBJECTIVE_SHAPES[objective]
    for turned in rotations(shape):
        moved = {(x + 11, y - 5) for x, y in turned}
        assert matches_shape(moved, shape)


def test_band_turned_matches_but_a_mirrored_staircase_does_not() -> None:
    band = OBJECTIVE_SHAPES[Objective.BAND]
    assert matches_shape({(x, y) for x in range(2) for y in range(8)}, band)
    assert not matches_shape({(x, y) for x in range(4) for y in range(4)}, band)
    stairs = OBJECTIVE_SHAPES[Objective.STAIRS]
    mirrored = {(-x, y) for x, y in stairs}
    # 8 rows of 2 cells spanning 9 columns: its mirror image is no rotation of it, and the rules file allows
    # rotations only (not reflections).
    assert not matches_shape(mirrored, stairs)
    assert not matches_shape(OBJECTIVE_SHAPES[Objective.FRAME], stairs)


def test_the_start_grid_matches_no_objective() -> None:
    cells = parse_layout("1234\n5678\n9abc\ndefg")
    assert not any(matches_shape(cells, s) for s in OBJECTIVE_SHAPES.values())


# ------------------------------------------------------------------ properties of the move rule
def grown_layout(seed: int, size: int = 16) -> list[Cell]:
    """A random connected layout, grown one neighbour at a time (stringy and blobby ones alike)."""
    rng = random.Random(seed)
    cells = [(0, 0)]
    taken = {(0, 0)}
    while len(cells) < size:
        x, y = rng.choice(cells)
        n = rng.choice([(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)])
        if n not in taken:
            taken.add(n)
            cells.append(n)
    rng.shuffle(cells)
    return cells


def brute_force_destinations(cells: list[Cell], i: int) -> list[Cell]:
    rest = [c for j, c in enumerate(cells) if j != i]
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    out = []
    for y in range(min(ys) - 1, max(ys) + 2):
        for x in range(min(xs) - 1, max(xs) + 2):
            cell = (x, y)
            if cell in cells:
                continue
            touches_other = any(n in rest for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)))
            if touches_other and is_connected([*rest, cell]):
                out.append(cell)
    return out


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=10**9))
def test_fast_destinations_equal_the_rule_as_written(seed: int) -> None:
    cells = grown_layout(seed)
    fast = destinations_by_card(cells, range(16))
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    around = [(x, y) for y in range(min(ys) - 2, max(ys) + 3) for x in range(min(xs) - 2, max(xs) + 3)]
    for i in range(16):
        assert fast[i] == legal_destinations(cells, i) == brute_force_destinations(cells, i)
        assert [c for c in around if can_move_to(cells, i, c)] == fast[i]  # the one-destination check of `apply`


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=10**9))
def test_cut_cells_are_exactly_the_cards_whose_removal_splits_the_rest(seed: int) -> None:
    cells = grown_layout(seed)
    expected = {c for c in cells if not is_connected([d for d in cells if d != c])}
    assert cut_cells(cells) == expected


def test_every_legal_move_keeps_the_layout_connected_and_is_unique() -> None:
    for seed in range(40):
        cells = grown_layout(seed)
        state = at_step(replace(make_state(), cells=tuple(cells)), Step.MOVE)
        moves = legal_actions(state)
        assert len(moves) == len(set(moves))
        for move in moves:
            assert isinstance(move, Move)
            after = apply(state, move)
            assert is_connected(after.cells) and len(set(after.cells)) == 16
