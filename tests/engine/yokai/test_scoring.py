"""End of the game ("End of the game", "Scoring", "Levels"): won or lost and why, points per hint, tiers."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.yokai import (
    Edition,
    EndReason,
    Family,
    HintFate,
    LossReason,
    Objective,
    Step,
    Tier,
    YokaiConfig,
    result,
    tier_for,
)
from bot.engine.yokai.state import YokaiState
from tests.engine.yokai.helpers import make_state

ROWS = "KKKKPPPPRRRROOOO"  # with the start grid, one family per row: appeased
K, P, R, ONI = Family.KITSUNE, Family.KAPPA, Family.ROKUROKUBI, Family.ONI


def ended(state: YokaiState, how: EndReason = EndReason.DECLARED) -> YokaiState:
    return replace(state, step=Step.OVER, ended=how)


# `hints` are catalogue ids in draw order (1 K, 2 P, 3 R, 4 O, 5 KP, 6 KR, 7 KO, 8 PR, ...); revealed and locks
# name hints by their draw order (1 = the first drawn).
#            (hints in draw order, drawn, revealed, locks (card, hint)),                       fates,           score
HINT_TABLE = [
    ((1, 2, 3), 0, (), (), [HintFate.HIDDEN] * 3, 15),
    ((1, 2, 3), 3, (1, 2, 3), (), [HintFate.REVEALED] * 3, 6),
    ((1, 2, 3), 3, (), ((1, 1), (5, 2), (9, 3)), [HintFate.PLACED_RIGHT] * 3, 3),
    ((1, 2, 3), 3, (), ((5, 1), (9, 2), (1, 3)), [HintFate.PLACED_WRONG] * 3, -3),
    # one of each: a two-family hint on a card of either family is right
    (
        (5, 8, 3, 4),
        3,
        (3,),
        ((6, 1), (13, 2)),
        [HintFate.PLACED_RIGHT, HintFate.PLACED_WRONG, HintFate.REVEALED, HintFate.HIDDEN],
        7,
    ),
]


@pytest.mark.parametrize(("hints", "drawn", "revealed", "locks", "fates", "score"), HINT_TABLE)
def test_points_per_hint(
    hints: tuple[int, ...],
    drawn: int,
    revealed: tuple[int, ...],
    locks: tuple[tuple[int, int], ...],
    fates: list[HintFate],
    score: int,
) -> None:
    config = YokaiConfig(hint_split=(1, 1, 1))
    state = ended(make_state(families=ROWS, config=config, hints=hints, drawn=drawn, revealed=revealed, locks=locks))
    res = result(state)
    assert res.won and res.appeased and res.reasons == ()
    assert [h.fate for h in res.breakdown] == fates
    assert [h.points for h in res.breakdown] == [
        {"placed_right": 1, "placed_wrong": -1, "revealed": 2, "hidden": 5}[f.value] for f in fates
    ]
    assert res.score == res.hint_points == score


def test_colourless_every_placed_hint_counts_as_right_and_set_aside_ones_as_revealed() -> None:
    config = YokaiConfig(level=4)
    state = ended(
        make_state(families=ROWS, config=config, hints=(1, 2, 3), drawn=3, revealed=(3,), locks=((5, 1), (9, 2)))
    )
    res = result(state)
    assert [h.fate for h in res.breakdown] == [HintFate.PLACED_RIGHT, HintFate.PLACED_RIGHT, HintFate.REVEALED]
    assert res.score == 4


def test_a_lost_game_scores_nothing() -> None:
    state = ended(make_state(families="KKKPPPPKRRRROOOO", hints=(1, 2), drawn=0))
    res = result(state)
    assert not res.won and res.reasons == (LossReason.NOT_APPEASED,)
    assert res.unappeased == (K, P)
    assert res.score == 0 and res.tier is None and res.hint_points == 10


@pytest.mark.parametrize(
    ("edition", "players", "score", "tier"),
    [
        (Edition.CURRENT, 2, 0, Tier.HONORABLE),
        (Edition.CURRENT, 2, 7, Tier.HONORABLE),
        (Edition.CURRENT, 2, 8, Tier.GLORIOUS),
        (Edition.CURRENT, 2, 11, Tier.GLORIOUS),
        (Edition.CURRENT, 2, 12, Tier.LEGENDARY),
        (Edition.CURRENT, 3, 9, Tier.HONORABLE),
        (Edition.CURRENT, 3, 10, Tier.GLORIOUS),
        (Edition.CURRENT, 3, 15, Tier.GLORIOUS),
        (Edition.CURRENT, 3, 16, Tier.LEGENDARY),
        (Edition.CURRENT, 4, 10, Tier.HONORABLE),
        (Edition.CURRENT, 4, 11, Tier.GLORIOUS),
        (Edition.CURRENT, 4, 18, Tier.GLORIOUS),
        (Edition.CURRENT, 4, 19, Tier.LEGENDARY),
        (Edition.FIRST, 2, 7, Tier.HONORABLE),
        (Edition.FIRST, 2, 8, Tier.GLORIOUS),
        (Edition.FIRST, 2, 12, Tier.LEGENDARY),
        (Edition.FIRST, 3, 13, Tier.GLORIOUS),
        (Edition.FIRST, 3, 14, Tier.LEGENDARY),
        (Edition.FIRST, 4, 14, Tier.GLORIOUS),
        (Edition.FIRST, 4, 15, Tier.LEGENDARY),
        # Decision: a win with a negative total counts as Honorable
        (Edition.CURRENT, 3, -4, Tier.HONORABLE),
        (Edition.FIRST, 2, -1, Tier.HONORABLE),
    ],
)
def test_victory_tiers(edition: Edition, players: int, score: int, tier: Tier) -> None:
    assert tier_for(edition, players, score) is tier


def test_a_negative_win_is_recorded_honorable() -> None:
    state = ended(
        make_state(
            families=ROWS, config=YokaiConfig(hint_split=(1, 1, 0)), hints=(1, 2), drawn=2, locks=((5, 1), (1, 2))
        )
    )
    res = result(state)
    assert res.won and res.score == -2 and res.tier is Tier.HONORABLE


# ------------------------------------------------------------------ Affinity and Objective conditions
@pytest.mark.parametrize(
    ("public", "secret", "won", "reasons"),
    [
        (((K, P),), (), True, ()),  # rows 0 and 1 touch
        (((K, R),), (), False, (LossReason.AFFINITY_FAILED,)),  # rows 0 and 2 don't
        ((), ((1, (P, R)),), True, ()),
        ((), ((1, (K, ONI)),), False, (LossReason.AFFINITY_FAILED,)),
        ((), ((0, (K, P)), (1, (R, ONI))), True, ()),  # every dealt card must hold
        ((), ((0, (K, P)), (1, (K, ONI))), False, (LossReason.AFFINITY_FAILED,)),
    ],
)
def test_affinity_cards(public: tuple, secret: tuple, won: bool, reasons: tuple) -> None:
    state = ended(make_state(families=ROWS, public_affinities=public, secret_affinities=secret))
    res = result(state)
    assert res.won is won and res.reasons == reasons
    assert [c.holder for c in res.affinities] == [None] * len(public) + [s for s, _ in secret]
    if not won:
        assert res.score == 0 and res.tier is None


BAND = "12345678\n9abcdefg"  # cards 1-4 K, 5-8 P on the first row, 9-12 R, 13-16 O on the second: appeased


def test_objective_met_and_failed() -> None:
    met = ended(make_state(BAND, ROWS, objective=Objective.BAND))
    assert result(met).won and result(met).objective_met is True
    failed = ended(make_state(families=ROWS, objective=Objective.BAND))
    res = result(failed)
    assert not res.won and res.reasons == (LossReason.OBJECTIVE_FAILED,) and res.objective_met is False


def test_every_failed_condition_is_reported() -> None:
    state = ended(make_state(families="KKKPPPPKRRRROOOO", objective=Objective.FRAME, public_affinities=((K, ONI),)))
    assert result(state).reasons == (
        LossReason.NOT_APPEASED,
        LossReason.AFFINITY_FAILED,
        LossReason.OBJECTIVE_FAILED,
    )


def test_result_needs_a_finished_game() -> None:
    with pytest.raises(ValueError, match="not over"):
        result(make_state())


def test_ending_by_the_last_hint_is_reported() -> None:
    state = ended(make_state(families=ROWS), EndReason.HINTS_USED)
    assert result(state).ended is EndReason.HINTS_USED
