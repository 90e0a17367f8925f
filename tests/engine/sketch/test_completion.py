"""Completing a Yokai sketch ("Completing a Yokai sketch", its Decisions, "End of the game")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.common import IllegalAction
from bot.engine.sketch import (
    COLOURS,
    Completion,
    EndTurn,
    Play,
    UseAbility,
    apply,
    legal_actions,
    resolution_order,
    resolve_completions,
    result,
)
from tests.engine.sketch.helpers import BLUE, GREEN, RED, YELLOW, Y, call, make_state, plain, plains

R = plains(RED)
G = plains(GREEN)
B = plains(BLUE)
YL = plains(YELLOW)


def test_not_complete_below_the_value() -> None:
    state = make_state(hands=([R[0], R[1]], []), piles={RED: (Y(RED, 5), Y(RED, 6))}, sides={RED: ([R[2]], [R[3]])})
    after = apply(state, Play(R[0], RED))
    assert after.this_turn.plays[-1].completions == () and after.sketches_at(RED) == 3


def test_the_side_with_more_cards_wins_even_when_it_did_not_play() -> None:
    state = make_state(
        hands=([R[0], R[5]], []),
        piles={RED: (Y(RED, 5), Y(RED, 6))},
        sides={RED: ([R[1]], [R[2], R[3], R[4]])},
    )
    after = apply(state, Play(R[0], RED))
    assert after.notebooks == ((), (Y(RED, 5),))
    assert after.side(RED, 1) == () and after.side(RED, 0) == (R[1], R[0])  # the loser's cards stay
    assert after.discard == (R[2], R[3], R[4])  # the winner discards their side
    assert after.pile(RED) == (Y(RED, 6),)  # the next Yokai is revealed
    assert after.this_turn.plays[-1].completions == (Completion(RED, Y(RED, 5), 1, (2, 3), (R[2], R[3], R[4])),)
    assert after.seat == 0  # play goes on


def test_rulebook_example_the_winner_discards_only_their_side() -> None:
    # "Mélodie joue une carte Esquisse verte ... 3 de son côté et 1 du côté opposé ... La carte verte de Guillaume
    # est laissée en place pour le prochain Yokai."
    state = make_state(
        hands=([G[0], G[5]], []),
        piles={GREEN: (Y(GREEN, 4), Y(GREEN, 7))},
        sides={GREEN: ([G[1], G[2]], [G[3]])},
    )
    after = apply(state, Play(G[0], GREEN))
    assert after.notebooks == ((Y(GREEN, 4),), ())
    assert after.side(GREEN, 0) == () and after.side(GREEN, 1) == (G[3],)
    assert after.discard == (G[1], G[2], G[0])


def test_a_tie_makes_the_yokai_flee_to_the_bottom_and_both_sides_are_discarded() -> None:
    state = make_state(
        hands=([B[0], B[5]], []),
        piles={BLUE: (Y(BLUE, 4), Y(BLUE, 6), Y(BLUE, 3))},
        sides={BLUE: ([B[1]], [B[2], B[3]])},
    )
    after = apply(state, Play(B[0], BLUE))
    assert after.pile(BLUE) == (Y(BLUE, 6), Y(BLUE, 3), Y(BLUE, 4))
    assert after.side(BLUE, 0) == () and after.side(BLUE, 1) == ()
    assert after.discard == (B[1], B[0], B[2], B[3])  # seat 0's side, then seat 1's
    assert after.notebooks == ((), ())
    (completion,) = after.this_turn.plays[-1].completions
    assert completion.winner is None and completion.counts == (2, 2)


def test_decision_a_new_top_yokai_is_checked_at_once() -> None:
    # Seat 0 wins the 7 (4 against 3); seat 1's 3 cards stay and complete the 3 revealed under it.
    state = make_state(
        hands=([YL[0], YL[7]], []),
        piles={YELLOW: (Y(YELLOW, 7), Y(YELLOW, 3), Y(YELLOW, 5))},
        sides={YELLOW: (YL[1:4], YL[4:7])},
    )
    after = apply(state, Play(YL[0], YELLOW))
    completions = after.this_turn.plays[-1].completions
    assert [(c.yokai, c.winner) for c in completions] == [(Y(YELLOW, 7), 0), (Y(YELLOW, 3), 1)]
    assert after.notebooks == ((Y(YELLOW, 7),), (Y(YELLOW, 3),))
    assert after.pile(YELLOW) == (Y(YELLOW, 5),) and after.sketches_at(YELLOW) == 0


@pytest.mark.parametrize(
    ("first", "order"),
    [
        (BLUE, (BLUE, RED, GREEN, YELLOW)),
        (RED, (RED, BLUE, GREEN, YELLOW)),
        (GREEN, (GREEN, BLUE, RED, YELLOW)),
        (YELLOW, (YELLOW, BLUE, RED, GREEN)),
    ],
)
def test_decision_resolution_order(first: object, order: tuple[object, ...]) -> None:
    assert resolution_order(first) == order  # type: ignore[arg-type]


def test_decision_two_complete_piles_played_pile_first_then_blue_red_green_yellow() -> None:
    # Calling the blue 5 onto the yellow pile completes both: yellow (played) is resolved first, then blue.
    card = call(BLUE, YELLOW)
    state = make_state(
        hands=([card, YL[5]], []),
        piles={YELLOW: (Y(YELLOW, 7), Y(YELLOW, 6)), BLUE: (Y(BLUE, 5), Y(BLUE, 3), Y(BLUE, 7))},
        sides={YELLOW: (YL[0:3], [YL[3]]), BLUE: ([], B[0:4])},
    )
    state = apply(state, Play(card, YELLOW))
    assert state.pending is not None and state.this_turn.plays[-1].completions == ()
    after = apply(state, UseAbility(BLUE))
    ability = after.this_turn.plays[-1].ability
    assert ability is not None and ability.yokai == Y(BLUE, 5)
    assert [(c.pile, c.yokai, c.winner) for c in ability.completions] == [
        (YELLOW, Y(BLUE, 5), 0),
        (BLUE, Y(BLUE, 3), 1),
    ]
    assert after.discard == (*YL[0:3], card, *B[0:4])  # the discard order follows the resolution order


def test_decision_the_chain_looks_at_blue_red_green_yellow_after_the_played_pile() -> None:
    state = make_state(
        piles={BLUE: (Y(BLUE, 3), Y(BLUE, 4)), YELLOW: (Y(YELLOW, 3), Y(YELLOW, 4))},
        sides={BLUE: (B[0:3], []), YELLOW: ([], YL[0:3])},
    )
    _, done = resolve_completions(state, RED)
    assert [c.pile for c in done] == [BLUE, YELLOW]
    _, done = resolve_completions(state, YELLOW)
    assert [c.pile for c in done] == [YELLOW, BLUE]


def test_the_game_ends_when_a_pile_is_empty() -> None:
    state = make_state(hands=([R[0], R[5]], [G[0]]), piles={RED: (Y(RED, 3),)}, sides={RED: (R[1:3], [])})
    after = apply(state, Play(R[0], RED))
    assert after.pile(RED) == () and after.is_over and after.to_move is None
    assert legal_actions(after) == []
    assert result(after).scores == (3, 0) and result(after).winner == 0


def test_decision_a_chain_under_way_is_finished_before_the_game_ends() -> None:
    # Hand-built: green is already complete when red empties; it is still resolved, then the game ends.
    state = make_state(
        hands=([R[0], R[5]], []),
        piles={RED: (Y(RED, 3),), GREEN: (Y(GREEN, 3), Y(GREEN, 4))},
        sides={RED: (R[1:3], []), GREEN: ([], [G[0], G[1], G[2]])},
    )
    after = apply(state, Play(R[0], RED))
    assert [(c.pile, c.winner) for c in after.this_turn.plays[-1].completions] == [(RED, 0), (GREEN, 1)]
    assert after.is_over and after.notebooks == ((Y(RED, 3),), (Y(GREEN, 3),))
    assert legal_actions(after) == [] and after.seat == 0


def test_a_finished_game_refuses_every_action() -> None:
    state = replace(make_state(hands=([R[0]], [])), piles=((), *make_state().piles[1:]))
    for action in (Play(R[0], RED), EndTurn(), UseAbility(None)):
        assert state.is_over and not legal_actions(state)
        with pytest.raises(IllegalAction) as refused:
            apply(state, action)
        assert refused.value.key == "illegal.game_over"


def test_every_colour_pile_can_be_played() -> None:
    state = make_state(hands=([plain(BLUE, RED), plain(GREEN, YELLOW)], []))
    assert {a.colour for a in legal_actions(state) if isinstance(a, Play)} == set(COLOURS)
