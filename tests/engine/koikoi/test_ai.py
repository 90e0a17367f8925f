"""The CPU players: each returns one of the legal actions from its seat's view only, and the levels are ordered
(deterministic arena matches on fixed seeds, seats swapped on every seed)."""

from __future__ import annotations

import random

import pytest

from bot.engine.koikoi import (
    CPU_POLICIES,
    ENGINE,
    KoikoiConfig,
    Play,
    Shobu,
    Step,
    apply,
    legal_actions,
    new_game,
    resample,
    view,
)
from bot.engine.koikoi.arena import compare, play_match
from bot.engine.koikoi.rules import matches_in

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


def test_easy_plays_any_legal_card() -> None:
    """The beginner does not always capture: over a few matches it sometimes discards while a capture is offered."""
    policy = CPU_POLICIES["easy"]
    passed_up = 0
    for seed in range(4):
        state = new_game(KoikoiConfig(rounds=1), 2, seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            legal = legal_actions(state)
            action = policy(view(state, seat), legal, rng)
            if state.step is Step.PLAY and isinstance(action, Play) and not matches_in(state.river, action.card):
                passed_up += any(isinstance(a, Play) and matches_in(state.river, a.card) for a in legal)
            state = apply(state, action)
    assert passed_up > 0


def test_normal_always_calls_shobu() -> None:
    state = new_game(KoikoiConfig(rounds=3), 2, 5)
    rng = random.Random(5)
    decided = 0
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        action = CPU_POLICIES["normal"](view(state, seat), legal_actions(state), rng)
        if state.step is Step.DECIDE:
            assert action == Shobu()
            decided += 1
        state = apply(state, action)
    assert decided > 0


def test_normal_beats_easy() -> None:
    standing = compare(CPU_POLICIES["normal"], CPU_POLICIES["easy"], 60, KoikoiConfig(rounds=6))
    assert standing.matches == 60
    assert standing.wins >= 40 and standing.wins > 2 * standing.losses
    assert standing.points_for > standing.points_against


def test_hard_beats_easy() -> None:
    standing = compare(CPU_POLICIES["hard"], CPU_POLICIES["easy"], 12, KoikoiConfig(rounds=6))
    assert standing.matches == 12
    assert standing.wins >= 9
    assert standing.points_for > 2 * standing.points_against


def test_hard_beats_normal() -> None:
    standing = compare(CPU_POLICIES["hard"], CPU_POLICIES["normal"], 30, KoikoiConfig(rounds=6))
    assert standing.wins > standing.losses and standing.points_for > standing.points_against


@pytest.mark.sweep
def test_hard_meets_the_arena_targets() -> None:
    """The targets of the issue: hard wins 90 % of 6-round matches against easy and 65 % against normal (500 each;
    the asserted bounds leave room for the interval)."""
    easy = compare(CPU_POLICIES["hard"], CPU_POLICIES["easy"], 500, KoikoiConfig(rounds=6))
    normal = compare(CPU_POLICIES["hard"], CPU_POLICIES["normal"], 500, KoikoiConfig(rounds=6))
    assert easy.wins >= 0.88 * easy.matches
    assert normal.wins >= 0.62 * normal.matches
