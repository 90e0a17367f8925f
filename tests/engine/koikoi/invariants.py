"""Feli-Fuda's own invariants, checked after every action of the conformance suite's random playouts
(tests/conformance; OpenSpiel's random_sim_test).

The suite checks what every game shares (legal actions, apply, JSON, replay, same seed, resample and views); this
module adds Feli-Fuda's rules: 48 cards conserved, hands, the river, the Oya's rotation, rounds and their points,
apply against a universe of candidates (with equal-but-mistyped cards), who sees which hand, results."""

from __future__ import annotations

import random
from typing import Any

from bot.engine.common import IllegalAction
from bot.engine.koikoi import (
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
    result,
    view,
)
from tests.conformance.checks import GameChecks

DEEP_EVERY = 9  # every 9th position of every game also checks apply() against a universe of candidate actions


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


def check_hands(state: KoikoiState) -> None:
    """A seat's view holds its own hand, exactly; the public view none."""
    for seat in (0, 1):
        assert view(state, seat).hand == state.hands[seat]
    assert view(state, None).hand == ()
    if state.config.last_turn_shobu and view(state, None).last_turn:  # issue 22: no choice on the round's last turn
        assert state.step is not Step.DECIDE


def check_candidates(state: KoikoiState, legal: list[Action], rng: random.Random) -> None:
    shown = {repr(a) for a in legal}
    for candidate in candidates(state, rng):
        try:
            apply(state, candidate)  # type: ignore[arg-type]
            accepted = True
        except IllegalAction:
            accepted = False
        assert accepted is (repr(candidate) in shown), candidate  # repr: Play(True) == Play(1) otherwise


def pick(rng: random.Random, legal: list[Action]) -> Action:
    if legal == [Shobu(), KoiKoi()]:
        return Shobu() if rng.random() < 0.6 else KoiKoi()
    return rng.choice(legal)


GAMES = 40  # `make test`'s games: 1, 3 or 6 rounds; the sweep's (later seeds) 12 as well


def setup(rng: random.Random, seed: int) -> tuple[KoikoiConfig, int]:
    rounds = (1, 3, 6)[seed % 3] if seed < GAMES else (1, 3, 6, 12)[seed % 4]
    return KoikoiConfig(rounds, rules_version=(2, 1)[seed // 3 % 2]), 2  # today's rules and the old last turn


def after(
    before: KoikoiState | None,
    action: Any,
    state: KoikoiState,
    legal: list[Action],
    memo: dict[str, Any],
    rng: random.Random,
) -> None:
    check_state(state, legal)
    memo["steps"] = steps = memo.get("steps", -1) + 1
    if not state.is_over and not memo["deep"] and steps % DEEP_EVERY == memo["seed"] % DEEP_EVERY:
        check_candidates(state, legal, rng)
        check_hands(state)


def deep(state: KoikoiState, legal: list[Action], rng: random.Random) -> None:
    check_candidates(state, legal, rng)
    check_hands(state)


def end(state: KoikoiState, log: list[Action]) -> frozenset[RoundEnd]:
    res = result(state)
    assert res.rounds_played == state.config.rounds and len(state.history) == state.config.rounds
    assert res.scores == state.scores
    assert res.winner == (None if state.scores[0] == state.scores[1] else int(state.scores[1] > state.scores[0]))
    assert view(state, None).result == res
    return frozenset(r.end for r in state.history)


CHECKS = GameChecks(
    deep_every=7,
    setup=setup,
    after=after,
    deep=deep,
    end=end,
    pick=pick,
    games=GAMES,
    sweep_games=3000,
    endings=frozenset({RoundEnd.SHOBU, RoundEnd.SEKAI_NO_SUTA, RoundEnd.LAST_KOIKOI, RoundEnd.HANDS_EMPTY}),
    sweep_endings=frozenset({RoundEnd.SHOBU, RoundEnd.SEKAI_NO_SUTA, RoundEnd.LAST_KOIKOI, RoundEnd.HANDS_EMPTY}),
    rare_endings=frozenset({RoundEnd.TESHI, RoundEnd.KUTTSUKI, RoundEnd.RIVER_VOID}),  # the rare deals occur too
)
