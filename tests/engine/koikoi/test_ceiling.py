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
    standing = cheat_compare("easy", 2, KoikoiConfig(rounds=1), 3, iterations=8)
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
    standing = cheat_compare("easy", 2, KoikoiConfig(rounds=1), 3, iterations=8, knows="hand")
    assert standing.matches == 2
