"""YokaiConfig: defaults, every variant as an option, and clear errors for combinations that cannot be played."""

from __future__ import annotations

import pytest

from bot.engine.common import ConfigError
from bot.engine.yokai import Edition, Objective, YokaiConfig, easier_split, harder_split
from tests.engine.sentences import refused


def test_defaults_are_current_edition_level_1_rulebook_split() -> None:
    config = YokaiConfig()
    assert (config.edition, config.level) == (Edition.CURRENT, 1)
    assert [config.split_for(p) for p in (2, 3, 4)] == [(2, 3, 2), (2, 4, 3), (3, 4, 3)]
    assert not (config.is_stacked or config.is_colourless or config.has_objective)
    assert (config.n_public_affinities, config.n_secret_affinities) == (0, 0)


@pytest.mark.parametrize(
    ("options", "fragment"),
    [
        ({"level": 0}, "levels 1 to 5"),
        ({"level": 6}, "levels 1 to 5"),
        ({"edition": Edition.FIRST, "level": 5}, "levels 1 to 4"),
        ({"hint_split": (5, 0, 0)}, "There are 4 one-family hints"),
        ({"hint_split": (0, 7, 0)}, "There are 6 two-family hints"),
        ({"hint_split": (0, 0, 5)}, "There are 4 three-family hints"),
        ({"hint_split": (-1, 3, 3)}, "one-family"),
        ({"hint_split": (0, 0, 0)}, "at least one hint"),
        ({"hint_split": (1, 1)}, "three counts"),
        ({"level": 2, "secret_affinities": 0}, "already has 1 secret"),
        ({"edition": Edition.FIRST, "level": 2, "public_affinities": 0}, "already has 1 public"),
        ({"public_affinities": 3, "secret_affinities": 4}, "only 6 Affinity cards"),
        ({"secret_affinities": 5, "public_affinities": 0}, "one secret Affinity card per player"),
        ({"secret_affinities": 2, "affinity_holders": (0,)}, "one holder per secret"),
        ({"secret_affinities": 2, "affinity_holders": (1, 1)}, "at most one secret"),
        ({"secret_affinities": 1, "affinity_holders": (4,)}, "seats 0 to 3"),
        ({"objective": Objective.BAND}, "has no Objective"),
        ({"edition": Edition.FIRST, "level": 4, "objective": Objective.BAND}, "at random"),
    ],
)
def test_invalid_combinations_raise_a_clear_error(options: dict[str, object], fragment: str) -> None:
    with refused("yokai", fragment, ConfigError):
        YokaiConfig(**options)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("players", "options", "fragment"),
    [
        (1, {}, "2 to 4 players"),
        (5, {}, "2 to 4 players"),
        (2, {"secret_affinities": 3}, "3 secret Affinity cards need as many players"),
        (3, {"secret_affinities": 1, "affinity_holders": (3,)}, "seats 0 to 2"),
    ],
)
def test_player_dependent_checks(players: int, options: dict[str, object], fragment: str) -> None:
    config = YokaiConfig(**options)  # type: ignore[arg-type]
    with refused("yokai", fragment, ConfigError):
        config.check_players(players)


@pytest.mark.parametrize(
    ("options", "stacked", "colourless", "objective", "public", "secret"),
    [
        ({"level": 3}, True, False, False, 0, 0),
        ({"level": 1, "stacked": True}, True, False, False, 0, 0),
        ({"level": 4}, False, True, False, 0, 0),
        ({"level": 2, "colourless": True}, False, True, False, 0, 1),
        ({"level": 5, "objective": Objective.FRAME}, False, False, True, 0, 0),
        ({"level": 1, "with_objective": True}, False, False, True, 0, 0),
        ({"level": 3, "with_objective": True, "objective": Objective.STAIRS}, True, False, True, 0, 0),
        ({"level": 2, "secret_affinities": 4}, False, False, False, 0, 4),
        ({"public_affinities": 2, "secret_affinities": 4}, False, False, False, 2, 4),
        ({"edition": Edition.FIRST, "level": 2}, False, False, False, 1, 0),
        ({"edition": Edition.FIRST, "level": 3}, False, False, False, 0, 1),
        ({"edition": Edition.FIRST, "level": 4}, False, False, True, 0, 0),
        ({"edition": Edition.FIRST, "level": 1, "colourless": True}, False, True, False, 0, 0),
    ],
)
def test_levels_and_variants_combine(
    options: dict[str, object], stacked: bool, colourless: bool, objective: bool, public: int, secret: int
) -> None:
    config = YokaiConfig(**options)  # type: ignore[arg-type]
    assert config.is_stacked is stacked
    assert config.is_colourless is colourless
    assert config.has_objective is objective
    assert (config.n_public_affinities, config.n_secret_affinities) == (public, secret)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_easier_and_harder_splits_keep_the_total(players: int) -> None:
    base = YokaiConfig().split_for(players)
    for split in (easier_split(players), harder_split(players)):
        assert sum(split) == sum(base)
        YokaiConfig(hint_split=split)  # valid
    assert easier_split(players)[0] == base[0] + 1
    assert harder_split(players)[2] == base[2] + 1


@pytest.mark.parametrize("split", [(1, 0, 0), (4, 6, 4), (0, 6, 0), (4, 0, 0), (2, 2, 2)])
def test_more_or_fewer_hints_in_all(split: tuple[int, int, int]) -> None:
    assert YokaiConfig(hint_split=split).split_for(3) == split


@pytest.mark.parametrize(
    ("players", "shift", "split"),
    [
        (2, 1, (3, 3, 1)),
        (2, 2, (4, 3, 0)),
        (2, -2, (0, 3, 4)),
        (3, 1, (3, 4, 2)),
        (4, 1, (4, 4, 2)),
        (4, -1, (2, 4, 4)),
    ],
)
def test_hint_shift_swaps_three_and_one_family_hints_once_the_players_are_known(
    players: int, shift: int, split: tuple[int, int, int]
) -> None:
    config = YokaiConfig(hint_shift=shift)
    config.check_players(players)
    assert config.split_for(players) == split


@pytest.mark.parametrize(("players", "shift"), [(4, 2), (4, -2), (3, -3), (2, 3)])
def test_a_shift_beyond_the_catalogue_is_refused_for_that_table(players: int, shift: int) -> None:
    with refused("yokai", "can't be made", ConfigError):
        YokaiConfig(hint_shift=shift).check_players(players)


def test_a_shift_applies_to_a_custom_split_too() -> None:
    assert YokaiConfig(hint_split=(1, 2, 2), hint_shift=1).split_for(3) == (2, 2, 1)
