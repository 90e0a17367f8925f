"""Setup ("Setup" and the first-turn Decision): the deal, the Yokai piles, a random first player who draws."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.engine.common import ConfigError
from bot.engine.sketch import COLOURS, ENGINE, EndTurn, SketchConfig, legal_actions, new_game, yokai_card


def test_deal_three_each_and_the_rest_is_the_draw_pile() -> None:
    state = new_game(SketchConfig(), 2, 7)
    first, second = state.first_player, 1 - state.first_player
    assert len(state.hands[second]) == 3
    assert len(state.hands[first]) == 4  # dealt 3, then the first turn's draw
    assert len(state.draw_pile) == 36 - 7 and state.discard == ()
    cards = [*state.hands[0], *state.hands[1], *state.draw_pile]
    assert sorted(cards) == list(range(1, 37))
    assert all(hand == tuple(sorted(hand)) for hand in state.hands)


def test_yokai_sorted_by_colour_each_pile_shuffled_top_face_up() -> None:
    tops = Counter()
    for seed in range(40):
        state = new_game(SketchConfig(), 2, seed)
        for colour, pile in zip(COLOURS, state.piles, strict=True):
            assert len(pile) == 5 and {yokai_card(c).colour for c in pile} == {colour}
            assert sorted(yokai_card(c).value for c in pile) == [3, 4, 5, 6, 7]
            tops[(colour, yokai_card(pile[0]).value)] += 1
        assert state.sides == (((), ()),) * 4 and state.notebooks == ((), ())
    assert len(tops) == 20  # every Yokai shows up on top for some seed


def test_random_first_player() -> None:
    firsts = Counter(new_game(SketchConfig(), 2, seed).first_player for seed in range(60))
    assert set(firsts) == {0, 1} and min(firsts.values()) > 15
    state = new_game(SketchConfig(), 2, 3)
    assert state.to_move == state.first_player == state.seat and state.turn == 1


def test_decision_the_first_player_draws_on_the_first_turn() -> None:
    state = new_game(SketchConfig(), 2, 11)
    assert state.this_turn.drew and state.this_turn.seat == state.first_player
    assert state.must_play  # 4 cards: at least one must be played
    assert EndTurn() not in legal_actions(state)


def test_same_seed_same_game_other_seed_other_game() -> None:
    assert new_game(SketchConfig(), 2, 5) == new_game(SketchConfig(), 2, 5)
    assert new_game(SketchConfig(), 2, 5) != new_game(SketchConfig(), 2, 6)


@pytest.mark.parametrize("players", [0, 1, 3, 4])
def test_exactly_two_players(players: int) -> None:
    with pytest.raises(ConfigError):
        new_game(SketchConfig(), players, 1)
    assert (ENGINE.min_players, ENGINE.max_players) == (2, 2)


def test_config_has_no_options_and_round_trips() -> None:
    assert ENGINE.decode_config(ENGINE.encode_config(SketchConfig())) == SketchConfig()
    with pytest.raises(ConfigError):
        new_game(object(), 2, 1)  # type: ignore[arg-type]


def test_the_tutorials_short_piles_hold_that_many_of_each_colours_yokai() -> None:
    """`/sketch tutorial`'s piles (`pile_size`, never a choice of `/sketch start`): each pile holds that many of its
    colour's Yokai, drawn from the same shuffle; the game ends as usual when one is empty. Out of 1-5 is refused."""
    full = new_game(SketchConfig(), 2, 104)
    short = new_game(SketchConfig(pile_size=2), 2, 104)
    assert [len(p) for p in full.piles] == [5] * 4 and [len(p) for p in short.piles] == [2] * 4
    assert all(s == f[:2] for s, f in zip(short.piles, full.piles, strict=True))
    for size in (0, 6):
        with pytest.raises(ConfigError):
            new_game(SketchConfig(pile_size=size), 2, 1)
