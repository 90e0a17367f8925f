"""The ceiling's cheat (issue 19): it searches the true deal, and it is never a CPU level."""

from __future__ import annotations

import random

from bot.engine.koikoi import CPU_POLICIES, KoikoiConfig, apply, legal_actions, new_game
from bot.engine.koikoi.ai import DEFAULT, HARD_SETTINGS, hard_hooks
from bot.engine.koikoi.arena import PLAYER_NAMES
from bot.engine.koikoi.ceiling import HandCheatSearch, cheat_compare, true_round
from bot.engine.koikoi.view import view
from bot.engine.koikoi.yaku import mask_of


def test_the_true_round_is_the_state() -> None:
    state = new_game(KoikoiConfig(rounds=1), 2, 7)
    for _ in range(5):
        game = true_round(state)
        assert game.hands == [mask_of(state.hands[0]), mask_of(state.hands[1])]
        assert game.river == mask_of(state.river)
        assert game.pile[-1] == state.pile[0]  # the Round draws from the end of its list
        assert game.seat == state.to_move
        state = apply(state, legal_actions(state)[0])


def test_the_cheat_is_no_player_of_the_table() -> None:
    assert "cheat" not in CPU_POLICIES and "cheat" not in PLAYER_NAMES


def test_the_cheat_plays_whole_matches() -> None:
    standing = cheat_compare("easy", 2, KoikoiConfig(rounds=1), 3, iterations=8, compiled=False)
    assert standing.matches == 2 and standing.think_seconds


def test_the_hand_cheat_knows_the_hand_not_the_pile() -> None:
    state = new_game(KoikoiConfig(rounds=1), 2, 11)
    search = HandCheatSearch(hard_hooks(DEFAULT), HARD_SETTINGS, view(state, state.seat), random.Random(1))
    search.state = state
    piles = set()
    for _ in range(5):
        game = search.deal()
        assert game.hands == [mask_of(state.hands[0]), mask_of(state.hands[1])]
        assert game.river == mask_of(state.river)
        assert sorted(game.pile) == sorted(state.pile)
        piles.add(tuple(game.pile))
    assert len(piles) > 1  # the pile's order is imagined anew


def test_the_hand_cheat_plays_whole_matches() -> None:
    standing = cheat_compare("easy", 2, KoikoiConfig(rounds=1), 3, iterations=8, knows="hand", compiled=False)
    assert standing.matches == 2


def test_a_deal_keeps_the_cards_it_is_told_in_place() -> None:
    import numpy as np

    from bot.engine.koikoi.compiled import shuffle_from

    generator = np.array([12345], np.uint64)
    orders = set()
    for fixed in (0, 3, 3, 3, 10):
        cards = np.arange(10, dtype=np.int64)
        shuffle_from(cards, fixed, generator)
        assert sorted(cards) == list(range(10))
        assert list(cards[:fixed]) == list(range(fixed))
        if fixed == 3:
            orders.add(tuple(cards))
    assert len(orders) == 3  # the rest is shuffled anew each time


def test_the_compiled_cheat_searches_exactly_as_the_interpreted_one() -> None:
    """Told every card, a deal is the true round: the compiled cheat's value of every candidate is the interpreted
    cheat's (the same round every deal: the mean of 16 equal values, to the last bits), on the decisions of a match
    (Shobu, valued without playouts, aside)."""
    from dataclasses import replace

    from bot.engine.koikoi.ai import compiled_tables
    from bot.engine.koikoi.ceiling import CheatSearch, CompiledCheat

    hooks, settings = hard_hooks(DEFAULT), replace(HARD_SETTINGS, iterations=16, budget=None)
    state, rng, checked = new_game(KoikoiConfig(rounds=1), 2, 5), random.Random(5), 0
    while not state.is_over:
        legal = legal_actions(state)
        if len(legal) > 1:
            seen = view(state, state.seat)
            interpreted = CheatSearch(hooks, settings, seen, random.Random(1))
            interpreted.state = state
            candidates = hooks.candidates(seen, legal)
            exact = interpreted.exact_values(candidates)
            compiled = CompiledCheat(hooks, settings, seen, random.Random(1), compiled_tables(DEFAULT))
            compiled.state = state
            compiled.choose(legal)
            for i, action in enumerate(candidates):
                if i not in exact:
                    value = interpreted.simulate(action, interpreted.deal())
                    assert abs(compiled.values[i] - value) < 1e-12
                    checked += 1
        state = apply(state, rng.choice(legal))
    assert checked > 20


def test_the_compiled_hand_cheat_is_told_the_hand_and_not_the_pile() -> None:
    from bot.engine.koikoi.ai import compiled_tables
    from bot.engine.koikoi.ceiling import CompiledCheat

    state = new_game(KoikoiConfig(rounds=1), 2, 11)
    hand = state.hands[1 - state.seat]
    for knows in ("hand", "all"):
        search = CompiledCheat(
            hard_hooks(DEFAULT), HARD_SETTINGS, view(state, state.seat), random.Random(1), compiled_tables(DEFAULT)
        )
        search.state, search.knows = state, knows
        cards = list(search.unknown())
        assert cards == [*hand, *reversed(state.pile)]  # the pile's top drawn first (last)
        assert search.fixed == (len(hand) if knows == "hand" else len(cards))
    standing = cheat_compare("easy", 2, KoikoiConfig(rounds=1), 3, iterations=80, knows="hand")
    assert standing.matches == 2
