"""Feli-Fuda's random playouts run in tests/conformance, with invariants.py; here what they cannot show."""

from __future__ import annotations

import random

import pytest

from bot.engine.koikoi import KoikoiConfig, apply, legal_actions, new_game
from tests.engine.koikoi.invariants import check_state, pick


def test_another_seed_another_game() -> None:
    assert new_game(KoikoiConfig(), 2, 5) == new_game(KoikoiConfig(), 2, 5)
    assert new_game(KoikoiConfig(), 2, 5) != new_game(KoikoiConfig(), 2, 6)


@pytest.mark.parametrize("rounds", [1, 3, 6, 12])
def test_a_match_lasts_its_rounds(rounds: int) -> None:
    """Twelve rounds too, which the random playouts (1, 3 or 6 rounds) never play."""
    seed = rounds * 101
    rng = random.Random(seed)
    state = new_game(KoikoiConfig(rounds), 2, seed)
    while not state.is_over:
        state = apply(state, pick(rng, legal_actions(state)))
        check_state(state, legal_actions(state))
    assert state.is_over and len(state.history) == rounds and state.to_move is None
