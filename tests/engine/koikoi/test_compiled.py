"""The hard CPU's compiled search (compiled.py) plays as the interpreted one (search.py, playout.py): the same
judgement of every pair of piles, the same base scores, and every candidate of real decisions played out on the
same imagined rounds to the same end and points; a decision is a function of its seed; the time guard stops it
between two chunks of deals."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import numpy as np
import pytest
from numba import njit

from bot.engine.koikoi import KoikoiConfig, KoikoiState, Shobu, apply, legal_actions, new_game
from bot.engine.koikoi.ai import DEFAULT, HARD_SETTINGS, compiled_tables, hard_hooks
from bot.engine.koikoi.compiled import CHUNKS, OPTIONS, CompiledSearch, base_of, deals, judge
from bot.engine.koikoi.signature import base_of_signature, signature
from bot.engine.koikoi.state import Action
from bot.engine.koikoi.view import KoikoiView, view


def decisions(seed: int, rounds: int, rules_version: int = 2) -> list[tuple[KoikoiView, list[Action]]]:
    """Every decision with a choice (plays, a drawn card's capture, Shobu / Koi-Koi) of a match played at random."""
    rng = random.Random(seed)
    state: KoikoiState = new_game(KoikoiConfig(rounds=rounds, rules_version=rules_version), 2, seed)
    found = []
    while not state.is_over:
        legal = legal_actions(state)
        assert state.to_move is not None
        if len(legal) > 1:
            found.append((view(state, state.to_move), legal))
        state = apply(state, rng.choice(legal))
    return found


def search(v: KoikoiView, seed: int, **settings: object) -> CompiledSearch:
    chosen = replace(HARD_SETTINGS, **settings)  # type: ignore[arg-type]
    return CompiledSearch(hard_hooks(DEFAULT), chosen, v, random.Random(seed), compiled_tables(DEFAULT))


def test_the_judgement_and_the_base_scores_are_the_evaluators() -> None:
    """Random piles of real captures (disjoint, as in a round): the compiled judgement is the Evaluator's to the
    last bit, both ways round, and so is each pile's base score."""
    tables = compiled_tables(DEFAULT)
    rng = random.Random(7)
    cards = list(range(48))
    for _ in range(3000):
        rng.shuffle(cards)
        a, b = rng.randrange(0, 25), rng.randrange(0, 20)
        mine, theirs = signature(sum(1 << c for c in cards[:a])), signature(sum(1 << c for c in cards[a : a + b]))
        assert judge(tables, mine, theirs) == DEFAULT.judge(mine, theirs)
        assert judge(tables, theirs, mine) == DEFAULT.judge(theirs, mine)
        assert base_of(tables, mine) == base_of_signature(mine)


MATCHES = [(s, (1, 3, 6)[s % 3], 1 + (s % 5 > 0)) for s in range(24)]  # (seed, rounds, rules version)


@pytest.mark.parametrize(("seed", "rounds", "rules_version"), MATCHES)
def test_every_candidate_plays_out_as_the_interpreted_search(seed: int, rounds: int, rules_version: int) -> None:
    """Each candidate of a match's decisions (the last round's stop rule too, the drawn card's captures, Koi-Koi)
    on two imagined rounds: the compiled playout ends the round as HardSearch.simulate does, with the same points."""
    checked = 0
    for index, (v, legal) in enumerate(decisions(seed, rounds, rules_version)[::3]):
        hard = search(v, seed * 1000 + index)
        for action in hard.ai.candidates(v, legal):
            if isinstance(action, Shobu):
                continue  # valued exactly, not played out
            for _ in range(2):
                game = hard.deal()
                expected = game.copy()
                hard.simulate(action, expected)
                assert hard.play_round(action, game) == expected.result, (seed, index, action)
                checked += 1
    assert checked > 20


def test_a_decision_is_a_function_of_its_seed() -> None:
    """The same view and seed choose the same, with the same values; the decisions of a match are not all the
    first candidate (the search decides)."""
    differs = 0
    for v, legal in decisions(11, 6)[:40]:
        first, second = search(v, 5), search(v, 5)
        choice = first.choose(legal)
        assert second.choose(legal) == choice and first.values == second.values
        differs += choice != first.ai.candidates(v, legal)[0]
    assert differs > 0


def test_the_time_guard_stops_between_two_chunks() -> None:
    """With no time at all the search plays its first chunk of deals and chooses from it; with no guard, every
    deal it was asked for."""
    v, legal = next((v, legal) for v, legal in decisions(3, 6) if len(legal) >= 3)
    hurried = search(v, 1, budget=0.0, iterations=800)
    assert hurried.choose(legal) in legal
    wanted = 800 // len(legal)
    assert hurried.deals_played == wanted // CHUNKS
    unhurried = search(v, 1, budget=None, iterations=800)
    unhurried.choose(legal)
    assert unhurried.deals_played == wanted


@pytest.mark.parametrize("counted", [True, False])
def test_the_compiled_code_counts_no_references(counted: bool) -> None:
    """The compiled search runs without numba's reference counting (compiled.OPTIONS: `_nrt`, a private option of
    numba's that a new version could drop or change): counting every array passed between two compiled functions
    took three quarters of a playout's time. Checked on a small function compiled afresh (numba shows no code it
    loaded from its cache); with the counting on, the same code calls it (the check can fail)."""
    options = {**OPTIONS, "_nrt": counted}
    passes = njit(**options)(lambda values: float(values[0]))

    def calls_with_an_array(values: Any) -> float:
        return passes(values) + 1.0

    caller = njit(**options)(calls_with_an_array)
    assert caller(np.array([2.0])) == 3.0
    (code,) = caller.inspect_llvm().values()
    assert ("NRT_incref" in code) is counted
    assert deals.targetoptions["_nrt"] is False
