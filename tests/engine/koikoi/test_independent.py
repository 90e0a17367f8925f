"""The independent Monte-Carlo sparring partner (bench/koikoi_independent.py): legal, deterministic, consistent
determinizations, and a round simulator that agrees with the rules engine."""

from __future__ import annotations

import random
from collections import Counter

from bot.engine.koikoi.data import CARD_IDS
from bot.engine.koikoi.independent import _Sim, base_score, determinize, hidden_cards, independent, simulate
from bot.engine.koikoi.rules import apply, legal_actions, new_game
from bot.engine.koikoi.state import KoikoiConfig, KoikoiState
from bot.engine.koikoi.view import view
from bot.engine.koikoi.yaku import base_score_of_mask


def positions(count: int, seed: int) -> list[KoikoiState]:
    """States met in random 3-round matches, every step kind included."""
    rng = random.Random(seed)
    found: list[KoikoiState] = []
    game = 0
    while len(found) < count:
        state = new_game(KoikoiConfig(rounds=3), 2, seed * 1000 + game)
        game += 1
        while not state.is_over and len(found) < count:
            legal = legal_actions(state)
            if len(legal) > 1 or rng.random() < 0.2:
                found.append(state)
            state = apply(state, rng.choice(legal))
    return found


def test_plays_legal_actions() -> None:
    policy = independent(2)
    for state in positions(60, 1):
        assert state.to_move is not None
        legal = legal_actions(state)
        assert policy(view(state, state.to_move), legal, random.Random(7)) in legal


def test_same_seed_same_choice() -> None:
    policy = independent(3)
    for state in positions(25, 2):
        assert state.to_move is not None
        seen = view(state, state.to_move)
        legal = legal_actions(state)
        assert policy(seen, legal, random.Random(11)) == policy(seen, legal, random.Random(11))


def test_determinized_state_matches_the_view() -> None:
    rng = random.Random(3)
    for state in positions(120, 3):
        seat = state.to_move
        assert seat is not None
        seen = view(state, seat)
        dealt = determinize(seen, rng)
        assert view(dealt, seat) == seen  # field, own hand, captures, counts, step, drawn card, new Yaku...
        assert dealt.river == state.river and dealt.hands[seat] == state.hands[seat]
        assert dealt.captured == state.captured and dealt.turn_start_captures == state.turn_start_captures
        assert len(dealt.hands[1 - seat]) == len(state.hands[1 - seat]) and len(dealt.pile) == len(state.pile)
        cards = dealt.all_cards()
        assert Counter(cards) == Counter(CARD_IDS)  # no card twice, the union is the deck
        assert sorted(dealt.hands[1 - seat] + dealt.pile) == sorted(hidden_cards(seen))


def test_base_score_is_the_rules() -> None:
    rng = random.Random(4)
    for _ in range(3000):
        mask = rng.getrandbits(48) & rng.getrandbits(48)
        assert base_score(mask) == base_score_of_mask(mask)


def test_round_simulator_agrees_with_the_engine() -> None:
    rng = random.Random(5)
    for state in positions(80, 5):
        seat = state.to_move
        assert seat is not None
        dealt = determinize(view(state, seat), rng)
        action = rng.choice(legal_actions(dealt))
        sim = _Sim(dealt)
        sim.trace = []
        winner, points = simulate(sim, action, dealt.drawn)
        engine = apply(dealt, action)
        for step in sim.trace:
            assert len(engine.history) == len(dealt.history)
            engine = apply(engine, step)
        assert len(engine.history) > len(dealt.history)  # (the next round may be won at once at its deal)
        record = engine.history[len(dealt.history)]
        assert (record.winner, record.points) == (winner, points)
