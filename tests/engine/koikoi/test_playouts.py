"""Random playouts checking the invariants of the rules after every action (OpenSpiel's random_sim_test, for
Feli-Fuda): cards conserved, `apply` accepts exactly `legal_actions`, JSON round trips, replay, resample keeps
the views, the same seed gives the same game."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot.engine.common import IllegalAction, from_json, to_json
from bot.engine.koikoi import (
    ENGINE,
    Action,
    KoiKoi,
    KoikoiConfig,
    KoikoiState,
    Play,
    RoundEnd,
    Shobu,
    Step,
    TakeDrawn,
    apply,
    legal_actions,
    new_game,
    resample,
    result,
    view,
)

SEEDS = 300
CHUNKS = 4
DEEP_EVERY = 9  # every 9th position also checks apply() against a universe of candidate actions


def candidates(state: KoikoiState, rng: random.Random) -> list[object]:
    """Legal and illegal actions alike: every card played with no named capture or a random one, and the rest."""
    out: list[object] = [Shobu(), KoiKoi(), Play(48, None), Play(-1, None), Play(True, None), Play(1.0, None)]
    for card_id in range(48):
        out.append(Play(card_id, None))
        out.append(Play(card_id, rng.choice([*state.river, rng.randrange(48)])))
    out += [TakeDrawn(c) for c in rng.sample(range(48), 6)] + [TakeDrawn(c) for c in state.river]
    return out


def check_state(state: KoikoiState, legal: list[Action]) -> None:
    assert sorted(state.all_cards()) == list(range(48))
    assert state.to_move == (None if state.is_over else state.seat)
    assert (legal == []) is state.is_over
    assert (state.drawn is not None) is (state.step is Step.TAKE_DRAWN)
    assert state.hands == (tuple(sorted(state.hands[0])), tuple(sorted(state.hands[1])))
    if not state.is_over:
        assert state.round_number == len(state.history) + 1
        oya_size, other_size = len(state.hands[state.oya]), len(state.hands[1 - state.oya])
        assert oya_size - other_size in (0, -1)  # the Oya plays first, then turns alternate
        assert len(state.river) or not state.pile  # an empty river is refilled at once
    else:
        assert len(state.history) == state.config.rounds
    totals = [0, 0]
    for before, after in zip(state.history, state.history[1:], strict=False):
        assert after.oya == (before.winner if before.winner is not None else 1 - before.oya)  # Oya rotation
    for record in state.history:
        assert (record.winner is None) is record.end.is_void
        if record.winner is not None:
            totals[record.winner] += record.points
            assert record.points == record.base << len(record.multipliers)
    assert tuple(totals) == state.scores


def check_hidden(state: KoikoiState, rng: random.Random) -> None:
    for seat in (0, 1, None):
        other = resample(state, seat, rng)
        assert view(other, seat) == view(state, seat)
        if seat is not None and seat == state.to_move:
            assert legal_actions(other) == legal_actions(state)
        if seat is not None:
            assert view(state, seat).hand == state.hands[seat]
    if state.config.last_turn_shobu and view(state, None).last_turn:
        assert state.step is not Step.DECIDE
    assert view(state, None).hand == ()


def pick(rng: random.Random, legal: list[Action]) -> Action:
    if legal == [Shobu(), KoiKoi()]:
        return Shobu() if rng.random() < 0.6 else KoiKoi()
    return rng.choice(legal)


def play(seed: int, rounds: int, rules_version: int = 2) -> tuple[KoikoiState, list[Action]]:
    rng = random.Random(seed)
    state = new_game(KoikoiConfig(rounds, rules_version), 2, seed)
    log: list[Action] = []
    legal = legal_actions(state)
    check_state(state, legal)
    while not state.is_over:
        if len(log) % DEEP_EVERY == seed % DEEP_EVERY:
            shown = {repr(a) for a in legal}
            for candidate in candidates(state, rng):
                try:
                    apply(state, candidate)  # type: ignore[arg-type]
                    accepted = True
                except IllegalAction:
                    accepted = False
                assert accepted is (repr(candidate) in shown), candidate  # repr: Play(True) == Play(1) otherwise
            check_hidden(state, rng)
            assert from_json(KoikoiState, to_json(state)) == state
        action = pick(rng, legal)
        state = apply(state, action)
        log.append(action)
        legal = legal_actions(state)
        check_state(state, legal)
    return state, log


def check_match(seed: int, rounds: int, ends: Counter[RoundEnd], rules_version: int = 2) -> None:
    state, log = play(seed, rounds, rules_version)
    ends.update(r.end for r in state.history)
    assert ENGINE.replay(state.config, 2, seed, log) == state
    assert from_json(KoikoiState, to_json(state)) == state
    assert [ENGINE.decode_action(ENGINE.encode_action(a)) for a in log] == log
    res = result(state)
    assert res.rounds_played == rounds and res.scores == state.scores
    assert res.winner == (None if state.scores[0] == state.scores[1] else int(state.scores[1] > state.scores[0]))
    assert view(state, None).result == res


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_playouts_keep_every_invariant(chunk: int) -> None:
    ends: Counter[RoundEnd] = Counter()
    for seed in range(chunk, SEEDS, CHUNKS):
        check_match(seed, (1, 3, 6)[seed % 3], ends, rules_version=(2, 1)[seed // 3 % 2])
    assert {RoundEnd.SHOBU, RoundEnd.SEKAI_NO_SUTA, RoundEnd.LAST_KOIKOI, RoundEnd.HANDS_EMPTY} <= set(ends)


def test_same_seed_same_game() -> None:
    for seed in (0, 1, 2, 77, 1234):
        assert play(seed, 3) == play(seed, 3)
    assert new_game(KoikoiConfig(), 2, 5) == new_game(KoikoiConfig(), 2, 5)
    assert new_game(KoikoiConfig(), 2, 5) != new_game(KoikoiConfig(), 2, 6)


@pytest.mark.parametrize("rounds", [1, 3, 6, 12])
def test_a_match_lasts_its_rounds(rounds: int) -> None:
    state, _ = play(rounds * 101, rounds)
    assert state.is_over and len(state.history) == rounds and state.to_move is None


@pytest.mark.sweep
@pytest.mark.parametrize("chunk", range(8))
def test_many_random_playouts(chunk: int) -> None:
    ends: Counter[RoundEnd] = Counter()
    for seed in range(10_000 + chunk, 13_000, 8):
        check_match(seed, (1, 3, 6, 12)[seed // 8 % 4], ends)
    assert {RoundEnd.SHOBU, RoundEnd.SEKAI_NO_SUTA, RoundEnd.LAST_KOIKOI, RoundEnd.HANDS_EMPTY} <= set(ends)
    assert {RoundEnd.TESHI, RoundEnd.KUTTSUKI, RoundEnd.RIVER_VOID} & set(ends)  # the rare deals occur too
