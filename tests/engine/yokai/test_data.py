"""The rule tables: components, hint split, scoring tiers, level constraints (and their Decisions)."""

from __future__ import annotations

from itertools import combinations

import pytest

from bot.engine.yokai import AFFINITY_CARDS, FAMILIES, HINT_CATALOGUE, HINT_SPLIT, LEVELS, OBJECTIVE_SHAPES, Edition
from bot.engine.yokai.data import TIER_FLOORS, Objective
from bot.engine.yokai.layout import is_connected


def test_sixteen_cards_four_families() -> None:
    assert [f.value for f in FAMILIES] == ["kitsune", "kappa", "rokurokubi", "oni"]


def test_decision_hint_catalogue_is_4_one_6_two_4_three_family() -> None:
    kinds = [h.kind for h in HINT_CATALOGUE]
    assert len(HINT_CATALOGUE) == 14
    assert (kinds.count(1), kinds.count(2), kinds.count(3)) == (4, 6, 4)
    sets = [frozenset(h.families) for h in HINT_CATALOGUE]
    assert len(set(sets)) == 14  # every family, every pair, every triple, once
    for size in (1, 2, 3):
        assert {s for s in sets if len(s) == size} == {frozenset(c) for c in combinations(FAMILIES, size)}
    assert [h.id for h in HINT_CATALOGUE] == list(range(1, 15))


def test_six_affinity_cards_one_per_pair() -> None:
    assert len(AFFINITY_CARDS) == 6
    assert {frozenset(a) for a in AFFINITY_CARDS} == {frozenset(c) for c in combinations(FAMILIES, 2)}


@pytest.mark.parametrize(("players", "split"), [(2, (2, 3, 2)), (3, (2, 4, 3)), (4, (3, 4, 3))])
def test_hint_split_by_player_count(players: int, split: tuple[int, int, int]) -> None:
    assert HINT_SPLIT[players] == split
    assert sum(split) == {2: 7, 3: 9, 4: 10}[players]


@pytest.mark.parametrize("objective", list(Objective))
def test_decision_objective_shapes_have_16_connected_cells(objective: Objective) -> None:
    shape = OBJECTIVE_SHAPES[objective]
    assert len(shape) == 16
    assert is_connected(shape)


def test_decision_objective_shapes_as_drawn() -> None:
    assert OBJECTIVE_SHAPES[Objective.BAND] == {(x, y) for x in range(8) for y in range(2)}
    frame = {(x, y) for x in range(5) for y in range(5) if x in (0, 4) or y in (0, 4)}
    assert OBJECTIVE_SHAPES[Objective.FRAME] == frame
    assert OBJECTIVE_SHAPES[Objective.STAIRS] == {(i, i) for i in range(8)} | {(i + 1, i) for i in range(8)}


@pytest.mark.parametrize(
    ("edition", "players", "glorious", "legendary"),
    [
        (Edition.CURRENT, 2, 8, 12),
        (Edition.CURRENT, 3, 10, 16),
        (Edition.CURRENT, 4, 11, 19),
        (Edition.FIRST, 2, 8, 12),
        (Edition.FIRST, 3, 10, 14),
        (Edition.FIRST, 4, 11, 15),
    ],
)
def test_tier_floors(edition: Edition, players: int, glorious: int, legendary: int) -> None:
    assert TIER_FLOORS[(edition, players)] == (glorious, legendary)


#                 edition          level  secret public stacked colourless objective chosen
LEVEL_TABLE = [
    (Edition.CURRENT, 1, 0, 0, False, False, False, False),
    (Edition.CURRENT, 2, 1, 0, False, False, False, False),
    (Edition.CURRENT, 3, 0, 0, True, False, False, False),
    (Edition.CURRENT, 4, 0, 0, False, True, False, False),
    (Edition.CURRENT, 5, 0, 0, False, False, True, True),
    (Edition.FIRST, 1, 0, 0, False, False, False, False),
    (Edition.FIRST, 2, 0, 1, False, False, False, False),
    (Edition.FIRST, 3, 1, 0, False, False, False, False),
    (Edition.FIRST, 4, 0, 0, False, False, True, False),
]


@pytest.mark.parametrize(
    ("edition", "level", "secret", "public", "stacked", "colourless", "objective", "chosen"), LEVEL_TABLE
)
def test_levels(
    edition: Edition,
    level: int,
    secret: int,
    public: int,
    stacked: bool,
    colourless: bool,
    objective: bool,
    chosen: bool,
) -> None:
    rules = LEVELS[edition][level]
    assert (rules.secret_affinities, rules.public_affinities) == (secret, public)
    assert (rules.stacked, rules.colourless, rules.objective, rules.objective_chosen) == (
        stacked,
        colourless,
        objective,
        chosen,
    )


def test_level_counts_per_edition() -> None:
    assert sorted(LEVELS[Edition.CURRENT]) == [1, 2, 3, 4, 5]
    assert sorted(LEVELS[Edition.FIRST]) == [1, 2, 3, 4]
