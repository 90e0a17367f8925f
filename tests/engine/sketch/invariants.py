"""Yokai Sketch's own invariants, checked after every action of the conformance suite's random playouts
(tests/conformance; OpenSpiel's random_sim_test).

The suite checks what every game shares (legal actions, apply, JSON, replay, same seed, resample and views, every
game ends); this module adds Yokai Sketch's rules: cards conserved, piles and their sides, hands, the turn's
plays and abilities, apply against a universe of candidates and malformed actions, who sees which hand, results."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine.common import IllegalAction
from bot.engine.sketch import (
    COLOURS,
    Action,
    DecidedBy,
    EndTurn,
    Play,
    SketchConfig,
    SketchState,
    SkipAbility,
    UseAbility,
    apply,
    is_complete,
    result,
    sketch_card,
    view,
)
from tests.conformance.checks import GameChecks

HANDS_EVERY = 11  # who sees which hand: every 11th action (every action in the deep games)


def check_state(state: SketchState, actions: list[Action]) -> None:
    # 20 Yokai and 36 Sketch cards, each exactly once
    yokai = [*(c for pile in state.piles for c in pile), *state.notebooks[0], *state.notebooks[1]]
    assert sorted(yokai) == list(range(1, 21))
    on_piles = [c for pile in state.sides for side in pile for c in side]
    sketches = [*state.hands[0], *state.hands[1], *state.draw_pile, *state.discard, *on_piles]
    assert sorted(sketches) == list(range(1, 37))
    # every Sketch card next to a pile shows that pile's colour; no pile is left complete once an action is done
    for colour, sides in zip(COLOURS, state.sides, strict=True):
        assert all(colour in sketch_card(c).colours for side in sides for c in side)
        assert not is_complete(state, colour)
    assert all(len(hand) <= 4 for hand in state.hands) and all(h == tuple(sorted(h)) for h in state.hands)
    assert 0 <= state.played <= 3
    if state.is_over:
        assert actions == [] and state.to_move is None and any(not pile for pile in state.piles)
        return
    assert actions and state.to_move == state.seat and (state.played < 3 or state.pending is not None)
    assert all(state.piles)
    if state.pending is not None:
        assert all(isinstance(a, UseAbility | SkipAbility) for a in actions)
    else:
        assert (EndTurn() in actions) is (not state.must_play or state.played > 0)
        assert {a.card for a in actions if isinstance(a, Play)} == set(state.hands[state.seat])


def candidates(state: SketchState, rng: random.Random) -> list[object]:
    """Legal and illegal actions alike: cards of the hand, of the other hand, of the piles, no card at all."""
    cards = [*state.hands[state.seat], *rng.sample(range(0, 38), 4)]
    out: list[object] = [Play(card, colour) for card in cards for colour in COLOURS]
    return out + [UseAbility(colour) for colour in COLOURS] + [UseAbility(None), SkipAbility(), EndTurn()]


# Equal to legal actions (True == 1 == 1.0) but of the wrong types: always refused.
MALFORMED: list[object] = [Play(True, COLOURS[0]), Play(1.0, COLOURS[0]), UseAbility("blue"), None]  # type: ignore[arg-type]


def check_apply_accepts_exactly_the_legal_actions(
    state: SketchState, actions: list[Action], rng: random.Random
) -> None:
    legal = set(actions)  # every legal action is applied by the suite itself, in its deep games
    for candidate in candidates(state, rng):
        try:
            apply(state, candidate)  # type: ignore[arg-type]
            accepted = True
        except IllegalAction as refused:
            accepted = False
            assert refused.key.startswith("illegal.")
        assert accepted is (candidate in legal), candidate
    for malformed in MALFORMED:
        with pytest.raises(IllegalAction) as refused:
            apply(state, malformed)  # type: ignore[arg-type]
        assert refused.value.key == "illegal.bad_action"


def check_hands(state: SketchState) -> None:
    """The public view holds no hand; a seat's view holds its own hand, exactly."""
    assert view(state, None).hand == ()
    for seat in (0, 1):
        assert {c.id for c in view(state, seat).hand} == set(state.hands[seat])


def setup(rng: random.Random, seed: int) -> tuple[SketchConfig, int]:
    return SketchConfig(), 2


def after(
    before: SketchState | None,
    action: Any,
    state: SketchState,
    actions: list[Action],
    memo: dict[str, Any],
    rng: random.Random,
) -> None:
    check_state(state, actions)
    memo["steps"] = steps = memo.get("steps", -1) + 1
    if memo["deep"] or (steps and steps % HANDS_EVERY == 0):
        check_hands(state)


def end(state: SketchState, log: list[Action]) -> DecidedBy:
    res = result(state)
    assert res.scores == (view(state, None).seats[0].score, view(state, None).seats[1].score)
    return res.decided_by


CHECKS = GameChecks(
    deep_every=15,
    setup=setup,
    after=after,
    deep=check_apply_accepts_exactly_the_legal_actions,
    end=end,
    games=40,
    sweep_games=3000,
    sweep_endings=frozenset(DecidedBy),  # both tie-breaks and the draw happen
)
