"""Round scores ("Base score", "Multipliers": four cumulative doublings) and the match result ("A match")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.koikoi import KoikoiConfig, Multiplier, Step, multipliers_for, new_game, result, score_round
from tests.engine.koikoi.helpers import (
    BLUE,
    CURTAIN,
    KYOTO,
    MICROPHONE,
    OSAKA,
    OSAKA_CASTLE,
    POETRY,
    SAKE,
    TOKYO,
    WHITE_MOON,
)

L7, K, C7, CK = (
    Multiplier.LUCKY_SEVEN,
    Multiplier.KOIKOI,
    Multiplier.COUNTER_LUCKY_SEVEN,
    Multiplier.COUNTER_KOIKOI,
)

# (base, opponent's base, winner called Koi-Koi, opponent called Koi-Koi) -> multipliers, points
MULTIPLIER_CASES = [
    pytest.param(5, 0, False, False, (), 5, id="none"),
    pytest.param(6, 6, False, False, (), 6, id="six-is-not-lucky"),
    pytest.param(7, 0, False, False, (L7,), 14, id="lucky-seven"),
    pytest.param(5, 0, True, False, (K,), 10, id="koikoi"),
    pytest.param(5, 7, False, False, (C7,), 10, id="counter-lucky-seven"),
    pytest.param(5, 0, False, True, (CK,), 10, id="counter-koikoi"),
    pytest.param(8, 0, True, False, (L7, K), 32, id="lucky-and-koikoi"),
    pytest.param(5, 9, False, True, (C7, CK), 20, id="both-counters"),
    pytest.param(10, 7, True, True, (L7, K, C7, CK), 160, id="all-four"),
]


@pytest.mark.parametrize(("base", "other", "called", "other_called", "multipliers", "points"), MULTIPLIER_CASES)
def test_multipliers(
    base: int, other: int, called: bool, other_called: bool, multipliers: tuple[Multiplier, ...], points: int
) -> None:
    found = multipliers_for(base, other, called, other_called)
    assert found == multipliers
    assert base * 2 ** len(found) == points


def test_score_round_adds_the_yaku_and_applies_every_multiplier() -> None:
    winner = (MICROPHONE, OSAKA_CASTLE, SAKE, WHITE_MOON)  # Ongaku no joou 5 + Tsukimi-zake 5 + Sanko 5 = 15
    loser = (TOKYO, KYOTO, OSAKA)  # Nihon'isshū 8: the loser's own base, for countering a lucky seven
    score = score_round(winner, loser, 0, (1, 0, 0))  # both called Koi-Koi (the winner twice: counted once)
    assert {y.yaku for y in score.yaku} == {"ongaku_no_joou", "tsukimi_zake", "sanko"}
    assert (score.base, score.opponent_base) == (15, 8)
    assert score.multipliers == (L7, K, C7, CK)
    assert score.points == 15 * 16


def test_score_round_without_multiplier() -> None:
    score = score_round((CURTAIN, SAKE), (*POETRY[:2], BLUE[0]), 1, ())
    assert (score.base, score.opponent_base, score.multipliers, score.points) == (5, 0, (), 5)


@pytest.mark.parametrize(("scores", "winner"), [((10, 3), 0), ((3, 10), 1), ((7, 7), None), ((0, 0), None)])
def test_match_result(scores: tuple[int, int], winner: int | None) -> None:
    state = replace(new_game(KoikoiConfig(rounds=1), 2, 0), scores=scores, step=Step.OVER)
    res = result(state)
    assert res.scores == scores and res.winner == winner


def test_no_winner_while_the_match_goes_on() -> None:
    state = replace(new_game(KoikoiConfig(rounds=1), 2, 0), scores=(9, 0))
    assert not state.is_over and result(state).winner is None
