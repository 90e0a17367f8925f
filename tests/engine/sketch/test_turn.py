"""A turn ("A turn"): the draw (with the reshuffle of the discard pile), up to three cards one at a time, each as one of
its two colours, must-play-at-four, and every refusal with its catalogue key."""

from __future__ import annotations

import random

import pytest

from bot.engine.common import IllegalAction
from bot.engine.sketch import (
    EndTurn,
    Pending,
    Play,
    SkipAbility,
    UseAbility,
    apply,
    legal_actions,
)
from bot.engine.sketch.data import Ability
from bot.text.sketch import text
from tests.engine.sketch.helpers import BLUE, GREEN, RED, YELLOW, Y, call, make_state, plain

A, B, C, D = plain(BLUE, RED, 0), plain(GREEN, YELLOW, 0), plain(BLUE, GREEN, 0), plain(RED, YELLOW, 0)
E, F = plain(BLUE, YELLOW, 0), plain(RED, GREEN, 0)


def test_each_turn_starts_with_a_draw_from_the_top() -> None:
    state = make_state(hands=([A, B, C], [D, E]))
    top = state.draw_pile[0]
    after = apply(state, EndTurn())
    assert after.seat == 1 and after.turn == 2 and after.this_turn.drew and not after.this_turn.reshuffled
    assert after.hands[1] == tuple(sorted((D, E, top))) and after.draw_pile == state.draw_pile[1:]
    assert after.last_turn is not None and after.last_turn.seat == 0 and after.last_turn.plays == ()


def test_an_empty_draw_pile_is_refilled_from_the_shuffled_discard_pile() -> None:
    state = make_state(hands=([A, B, C], [D]), draw_pile=(), discard=(E, F, plain(BLUE, RED, 1)), seed=42)
    after = apply(state, EndTurn())
    expected = list(state.discard)
    random.Random("42:reshuffle:1").shuffle(expected)  # the n-th reshuffle's own generator, from the seed
    assert after.this_turn.reshuffled and after.this_turn.drew and after.reshuffles == 1
    assert after.discard == ()
    assert after.hands[1] == tuple(sorted((D, expected[0]))) and after.draw_pile == tuple(expected[1:])


def test_the_second_reshuffle_uses_its_own_generator() -> None:
    state = make_state(hands=([A, B, C], [D]), draw_pile=(), discard=(E, F), seed=42, reshuffles=1)
    after = apply(state, EndTurn())
    expected = [E, F]
    random.Random("42:reshuffle:2").shuffle(expected)
    assert after.reshuffles == 2 and after.hands[1] == tuple(sorted((D, expected[0])))


def test_both_piles_empty_the_draw_is_skipped() -> None:
    state = make_state(hands=([A, B, C], [D, E, F]), draw_pile=(), discard=())
    after = apply(state, EndTurn())
    assert after.seat == 1 and not after.this_turn.drew and not after.this_turn.reshuffled
    assert after.hands[1] == tuple(sorted((D, E, F)))
    assert not after.must_play and EndTurn() in legal_actions(after)  # 3 cards: may pass


def test_must_play_at_four() -> None:
    state = make_state(hands=([A, B, C, D], [E]))
    assert state.must_play and EndTurn() not in legal_actions(state)
    with pytest.raises(IllegalAction) as refused:
        apply(state, EndTurn())
    assert refused.value.key == "illegal.must_play"
    after = apply(state, Play(A, BLUE))
    assert EndTurn() in legal_actions(after)
    assert apply(after, EndTurn()).seat == 1


def test_three_cards_after_the_draw_may_pass() -> None:
    state = make_state(hands=([A, B], [E, F, C]))
    after = apply(state, EndTurn())  # seat 1 draws its fourth card
    assert after.must_play and EndTurn() not in legal_actions(after)
    state = make_state(hands=([A, B, C], [E]))
    assert not state.must_play and EndTurn() in legal_actions(state)


def test_up_to_three_cards_then_the_turn_ends_by_itself() -> None:
    state = make_state(hands=([A, B, C, D], [E]))
    state = apply(state, Play(A, BLUE))
    state = apply(state, Play(B, GREEN))
    assert state.seat == 0 and state.played == 2
    state = apply(state, Play(C, BLUE))
    assert state.seat == 1 and state.played == 0  # the third card ended the turn; seat 1 drew
    assert state.hands[0] == (D,)
    assert state.last_turn is not None and [p.card for p in state.last_turn.plays] == [A, B, C]


def test_decision_the_turn_ends_by_itself_when_the_hand_is_empty() -> None:
    state = make_state(hands=([A, B], [E]))
    state = apply(apply(state, Play(A, RED)), Play(B, YELLOW))
    assert state.seat == 1 and state.hands[0] == ()


@pytest.mark.parametrize("colour", [BLUE, RED])
def test_the_player_chooses_one_of_the_two_colours(colour: object) -> None:
    state = make_state(hands=([A, B, C], [E]))
    after = apply(state, Play(A, colour))  # type: ignore[arg-type]
    assert after.side(colour, 0) == (A,)  # type: ignore[arg-type]
    assert sum(len(side) for pile in after.sides for side in pile) == 1
    assert A not in after.hands[0] and after.this_turn.plays[-1].colour is colour
    legal = legal_actions(state)
    assert Play(A, BLUE) in legal and Play(A, RED) in legal and Play(A, GREEN) not in legal


PENDING = Pending(call(BLUE, RED), Ability.CALL, BLUE)
REFUSALS = [
    # (state fields, action, key)
    ({}, Play(0, BLUE), "illegal.no_such_card"),
    ({}, Play(37, BLUE), "illegal.no_such_card"),
    ({}, Play(D, RED), "illegal.not_in_hand"),  # the opponent's card
    ({}, Play(F, RED), "illegal.not_in_hand"),  # in the draw pile
    ({}, Play(A, GREEN), "illegal.wrong_colour"),
    ({}, SkipAbility(), "illegal.no_ability"),
    ({}, UseAbility(RED), "illegal.no_ability"),
    ({"pending": PENDING}, Play(A, BLUE), "illegal.ability_pending"),
    ({"pending": PENDING}, EndTurn(), "illegal.ability_pending"),
    ({"piles": {RED: ()}}, Play(A, BLUE), "illegal.game_over"),
    ({}, Play(True, BLUE), "illegal.bad_action"),
    ({}, Play(1.0, BLUE), "illegal.bad_action"),
    ({}, Play(A, "blue"), "illegal.bad_action"),
    ({}, UseAbility("red"), "illegal.bad_action"),
    ({}, object(), "illegal.bad_action"),
    ({}, None, "illegal.bad_action"),
]


@pytest.mark.parametrize(("fields", "action", "key"), REFUSALS)
def test_refusals_name_a_catalogue_key(fields: dict[str, object], action: object, key: str) -> None:
    state = make_state(hands=([A, B, C], [D, E]), **fields)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction) as refused:
        apply(state, action)  # type: ignore[arg-type]
    assert refused.value.key == key
    assert key in text
    text(key, **refused.value.values)  # every placeholder is filled
    assert action not in legal_actions(state)


def test_a_refusal_never_names_a_hidden_card() -> None:
    state = make_state(hands=([A, B, C], [D, E]))
    for card in (D, F):  # in the other hand, in the draw pile: the same answer
        with pytest.raises(IllegalAction) as refused:
            apply(state, Play(card, RED))
        assert refused.value.values == {"card": card}


def test_apply_is_pure() -> None:
    state = make_state(hands=([A, B, C], [D, E]), piles={BLUE: (Y(BLUE, 3),)})
    copy = make_state(hands=([A, B, C], [D, E]), piles={BLUE: (Y(BLUE, 3),)})
    apply(state, Play(A, BLUE))
    assert state == copy
