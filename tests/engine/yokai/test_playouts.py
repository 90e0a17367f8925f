"""The random playouts' set-up for Yōkai (the playouts themselves run in tests/conformance, with invariants.py)."""

from __future__ import annotations

import random
from collections import Counter

from bot.engine.yokai import LEVELS
from tests.engine.yokai.invariants import SEEDS, random_config


def test_the_playout_seeds_cover_every_level_of_both_editions_with_every_player_count() -> None:
    covered = set()
    variants: Counter[str] = Counter()
    for seed in range(SEEDS):
        players = 2 + seed % 3
        config = random_config(random.Random(seed), players)
        covered.add((config.edition, config.level, players))
        variants.update(
            {
                "colourless": config.is_colourless,
                "stacked": config.is_stacked,
                "objective": config.has_objective,
                "secret": config.n_secret_affinities > 1,
                "public": config.n_public_affinities > 0,
                "split": config.hint_split is not None,
            }
        )
    assert len(covered) == sum(len(levels) for levels in LEVELS.values()) * 3
    assert all(variants[name] > 50 for name in ("colourless", "stacked", "objective", "secret", "public", "split"))
