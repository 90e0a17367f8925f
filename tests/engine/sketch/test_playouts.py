"""Random playouts checking the invariants of the rules after every action (OpenSpiel's random_sim_test, for Yokai
Sketch): cards conserved, `apply` accepts exactly the legal actions, JSON round trip, replay, resample, same seed
same game, every game ends. The long run is marked `soak`."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot.engine.common import IllegalAction, from_json, to_json
from bot.engine.sketch import (
    COLOURS,
    ENGINE,
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
    legal_actions,
    new_game,
    resample,
    result,
    sketch_card,
    view,
)

SEEDS = 240
SOAK_SEEDS = 3000
DEEP_EVERY = 15  # every 15th game checks apply() against every legal action and a universe of candidates, each step
MAX_ACTIONS = 3000


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
    legal = set(actions)
    for action in actions:
        apply(state, action)
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


def check_hidden(state: SketchState, rng: random.Random) -> None:
    for seat in (None, 0, 1):
        other = resample(state, seat, rng)
        assert view(other, seat) == view(state, seat)
        if seat is not None and seat == state.to_move:
            assert legal_actions(other) == legal_actions(state)
    public = view(state, None)
    assert public.hand == ()
    for seat in (0, 1):
        assert {c.id for c in view(state, seat).hand} == set(state.hands[seat])


def play(seed: int, deep: bool = False) -> tuple[SketchState, list[Action]]:
    rng = random.Random(seed)
    state = new_game(SketchConfig(), 2, seed)
    log: list[Action] = []
    actions = legal_actions(state)
    check_state(state, actions)
    while not state.is_over:
        assert len(log) < MAX_ACTIONS, f"seed {seed}: the game does not end"
        if deep:
            check_apply_accepts_exactly_the_legal_actions(state, actions, rng)
        action = actions[rng.randrange(len(actions))]
        state = apply(state, action)
        log.append(action)
        actions = legal_actions(state)
        check_state(state, actions)
        if deep or len(log) % 11 == 0:
            assert from_json(SketchState, to_json(state)) == state
            check_hidden(state, rng)
    return state, log


def check_game(seed: int, deep: bool) -> DecidedBy:
    state, log = play(seed, deep)
    assert ENGINE.replay(SketchConfig(), 2, seed, log) == state
    assert from_json(SketchState, to_json(state)) == state
    assert [ENGINE.decode_action(ENGINE.encode_action(a)) for a in log] == log
    res = result(state)
    assert res.scores == (view(state, None).seats[0].score, view(state, None).seats[1].score)
    return res.decided_by


@pytest.mark.parametrize("chunk", range(4))
def test_random_playouts_keep_every_invariant(chunk: int) -> None:
    for seed in range(chunk, SEEDS, 4):
        check_game(seed, deep=seed % DEEP_EVERY == 0)


def test_same_seed_same_game() -> None:
    for seed in (0, 1, 77):
        assert play(seed) == play(seed)
    assert play(0)[0] != play(1)[0]


@pytest.mark.sweep
def test_soak_random_playouts() -> None:
    ends: Counter[DecidedBy] = Counter()
    for seed in range(SEEDS, SEEDS + SOAK_SEEDS):
        ends[check_game(seed, deep=seed % DEEP_EVERY == 0)] += 1
    assert set(ends) == set(DecidedBy)  # both tie-breaks and the draw happen
