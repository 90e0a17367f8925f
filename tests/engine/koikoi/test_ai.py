"""The CPU players: each returns one of the legal actions from its seat's view only, and the levels are ordered
(deterministic arena matches on fixed seeds, seats swapped on every seed)."""

from __future__ import annotations

import random

import pytest

from bot.engine.koikoi import CPU_POLICIES, ENGINE, KoikoiConfig, Step, apply, legal_actions, new_game, resample, view
from bot.engine.koikoi.arena import compare, play_match

LEVELS = ("easy", "normal", "hard")


@pytest.mark.parametrize("level", LEVELS)
def test_a_policy_always_answers_a_legal_action(level: str) -> None:
    policy = CPU_POLICIES[level]
    steps = set()
    for seed in range(3):
        state = new_game(KoikoiConfig(rounds=3), 2, seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            legal = legal_actions(state)
            action = policy(view(state, seat), legal, rng)
            assert action in legal
            steps.add(state.step)
            state = apply(state, action)
    assert Step.PLAY in steps and Step.DECIDE in steps


@pytest.mark.parametrize("level", LEVELS)
def test_a_policy_depends_on_its_view_only(level: str) -> None:
    """Two states the seat cannot tell apart get the same answer from the same generator."""
    policy = CPU_POLICIES[level]
    state = new_game(KoikoiConfig(rounds=1), 2, 11)
    for _ in range(6):
        seat = state.to_move
        assert seat is not None
        other = resample(state, seat, random.Random(3))
        assert other != state
        legal = legal_actions(state)
        first = policy(view(state, seat), legal, random.Random(9))
        assert policy(view(other, seat), legal_actions(other), random.Random(9)) == first
        state = apply(state, first)


def test_the_engine_lists_the_levels_easiest_first() -> None:
    assert tuple(ENGINE.cpu_policies) == LEVELS


def test_arena_matches_are_reproducible() -> None:
    policies = (CPU_POLICIES["normal"], CPU_POLICIES["easy"])
    first = play_match(policies, KoikoiConfig(rounds=1), 4)
    again = play_match(policies, KoikoiConfig(rounds=1), 4)
    assert first.actions == again.actions and first.state == again.state
    assert ENGINE.replay(KoikoiConfig(rounds=1), 2, 4, first.actions) == first.state


def test_normal_beats_easy() -> None:
    standing = compare(CPU_POLICIES["normal"], CPU_POLICIES["easy"], 40, KoikoiConfig(rounds=3))
    assert standing.matches == 40
    assert standing.wins >= 26 and standing.wins > 2 * standing.losses
    assert standing.points_for > standing.points_against


def test_hard_beats_easy() -> None:
    standing = compare(CPU_POLICIES["hard"], CPU_POLICIES["easy"], 40, KoikoiConfig(rounds=3))
    assert standing.matches == 40
    assert standing.wins >= 26 and standing.wins > 2 * standing.losses
    assert standing.points_for > standing.points_against


@pytest.mark.soak
def test_hard_beats_normal_over_many_matches() -> None:
    standing = compare(CPU_POLICIES["hard"], CPU_POLICIES["normal"], 400, KoikoiConfig(rounds=3))
    assert standing.wins > standing.losses and standing.points_for > standing.points_against
