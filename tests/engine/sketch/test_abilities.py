"""Special abilities: Call a Yokai, Distract a Yokai, and their Decisions."""

from __future__ import annotations

import pytest

from bot.engine.common import IllegalAction
from bot.engine.sketch import (
    Ability,
    AbilityUse,
    EndTurn,
    Pending,
    Play,
    PlayRecord,
    SkipAbility,
    TurnRecord,
    UseAbility,
    apply,
    legal_actions,
    result,
)
from tests.engine.sketch.helpers import BLUE, GREEN, RED, YELLOW, Y, call, distract, make_state, plain, plains

B, R, G, YL = plains(BLUE), plains(RED), plains(GREEN), plains(YELLOW)
CALL = call(BLUE, RED)
DISTRACT = distract(BLUE, RED)


def refused(state: object, action: object) -> str:
    with pytest.raises(IllegalAction) as caught:
        apply(state, action)  # type: ignore[arg-type]
    return caught.value.key


# ------------------------------------------------------------------ Call a Yokai
def test_call_offers_every_other_pile_that_has_two_cards_or_skipping() -> None:
    state = make_state(hands=([CALL, G[0]], []), piles={GREEN: (Y(GREEN, 4),)})
    state = apply(state, Play(CALL, BLUE))
    assert state.pending == Pending(CALL, Ability.CALL, BLUE)
    assert legal_actions(state) == [UseAbility(RED), UseAbility(YELLOW), SkipAbility()]


def test_call_moves_the_top_yokai_onto_the_played_pile() -> None:
    state = apply(make_state(hands=([CALL, G[0]], [])), Play(CALL, BLUE))
    after = apply(state, UseAbility(YELLOW))
    assert after.pile(BLUE) == (Y(YELLOW, 7), *(Y(BLUE, v) for v in (7, 6, 5, 4, 3)))
    assert after.pile(YELLOW) == tuple(Y(YELLOW, v) for v in (6, 5, 4, 3))
    assert after.pending is None and after.seat == 0
    assert after.this_turn.plays[-1].ability == AbilityUse(Ability.CALL, used=True, pile=YELLOW, yokai=Y(YELLOW, 7))


def test_a_called_yokai_completes_at_once_and_scores_its_printed_value() -> None:
    state = make_state(
        hands=([CALL, G[0]], []),
        piles={BLUE: (Y(BLUE, 7), Y(BLUE, 6)), RED: (Y(RED, 3), Y(RED, 4))},
        sides={BLUE: ([B[0]], [B[1]])},
    )
    state = apply(state, Play(CALL, BLUE))  # 3 cards at blue, short of the 7
    after = apply(state, UseAbility(RED))  # the red 3 now tops the blue pile: 2 against 1, seat 0 wins it
    assert after.notebooks == ((Y(RED, 3),), ())
    ability = after.this_turn.plays[-1].ability
    assert ability is not None and [(c.pile, c.yokai, c.winner) for c in ability.completions] == [(BLUE, Y(RED, 3), 0)]
    assert after.pile(BLUE) == (Y(BLUE, 7), Y(BLUE, 6)) and after.side(BLUE, 1) == (B[1],)


def test_call_refuses_a_piles_last_card_the_played_pile_and_no_pile() -> None:
    state = make_state(hands=([CALL, G[0]], []), piles={GREEN: (Y(GREEN, 4),)})
    state = apply(state, Play(CALL, BLUE))
    assert refused(state, UseAbility(GREEN)) == "illegal.call_last_card"
    assert refused(state, UseAbility(BLUE)) == "illegal.call_same_pile"
    assert refused(state, UseAbility(None)) == "illegal.call_needs_pile"
    assert UseAbility(GREEN) not in legal_actions(state)


def test_call_is_not_offered_when_every_other_pile_has_one_card() -> None:
    one = {RED: (Y(RED, 5),), GREEN: (Y(GREEN, 5),), YELLOW: (Y(YELLOW, 5),)}
    state = apply(make_state(hands=([CALL, G[0]], []), piles=one), Play(CALL, BLUE))
    assert state.pending is None and state.this_turn.plays[-1].ability is None and state.seat == 0


def test_skipping_an_ability() -> None:
    state = apply(make_state(hands=([CALL, G[0]], [])), Play(CALL, BLUE))
    after = apply(state, SkipAbility())
    assert after.pending is None and after.piles == state.piles and after.seat == 0
    assert after.this_turn.plays[-1].ability == AbilityUse(Ability.CALL, used=False)


def test_the_turn_ends_after_the_ability_of_the_third_card() -> None:
    state = make_state(hands=([G[0], G[1], CALL, YL[0]], []))
    state = apply(apply(state, Play(G[0], GREEN)), Play(G[1], GREEN))
    state = apply(state, Play(CALL, RED))
    assert state.pending is not None and state.seat == 0
    assert refused(state, EndTurn()) == "illegal.ability_pending"
    after = apply(state, UseAbility(BLUE))
    assert after.seat == 1 and after.last_turn is not None and len(after.last_turn.plays) == 3


# ------------------------------------------------------------------ Distract a Yokai
def test_decision_distract_with_nothing_to_distract_does_nothing() -> None:
    state = make_state(hands=([DISTRACT, G[0]], []), sides={BLUE: ([B[0]], [])})
    after = apply(state, Play(DISTRACT, BLUE))
    assert after.pending is None and after.seat == 0  # no choice offered: the ability cannot change anything
    assert after.side(BLUE, 0) == (B[0], DISTRACT) and after.this_turn.plays[-1].ability is None
    # and used anyway (a hand-built pending choice), it changes nothing
    played = TurnRecord(0, 1, drew=True, reshuffled=False, plays=(PlayRecord(0, DISTRACT, BLUE),))
    pending = make_state(
        hands=([G[0]], []),
        sides={BLUE: ([DISTRACT], [])},
        played=1,
        pending=Pending(DISTRACT, Ability.DISTRACT, BLUE),
        this_turn=played,
    )
    used = apply(pending, UseAbility(None))
    assert used.sides == pending.sides and used.piles == pending.piles and used.pending is None
    assert used.this_turn.plays[-1].ability == AbilityUse(Ability.DISTRACT, used=True)


def test_distract_moves_the_latest_card_turned_over_and_ignores_its_ability() -> None:
    moved = call(BLUE, YELLOW)  # the opponent's latest card at blue carries an ability
    older = plain(BLUE, GREEN, 3)
    state = make_state(
        hands=([DISTRACT, R[-1]], []),
        sides={BLUE: ([], [older, moved]), YELLOW: ([], [YL[-1]])},
    )
    state = apply(state, Play(DISTRACT, BLUE))
    assert legal_actions(state) == [UseAbility(None), SkipAbility()]
    assert refused(state, UseAbility(RED)) == "illegal.distract_no_pile"
    after = apply(state, UseAbility(None))
    assert after.side(BLUE, 1) == (older,)
    assert after.side(YELLOW, 1) == (YL[-1], moved)  # turned to yellow, still on the opponent's side, latest there
    assert after.pending is None and after.seat == 0  # its Call is ignored
    assert after.this_turn.plays[-1].ability == AbilityUse(Ability.DISTRACT, used=True, pile=YELLOW, moved=moved)


def test_decision_a_moved_card_counts_as_the_latest_there() -> None:
    moved = plain(BLUE, YELLOW, 0)
    older = plain(GREEN, YELLOW, 0)
    second = distract(RED, YELLOW)
    state = make_state(
        hands=([DISTRACT, second, R[-1]], []),
        sides={BLUE: ([], [moved]), YELLOW: ([], [older])},
    )
    state = apply(apply(state, Play(DISTRACT, BLUE)), UseAbility(None))
    assert state.side(YELLOW, 1) == (older, moved)
    state = apply(apply(state, Play(second, YELLOW)), UseAbility(None))
    assert state.side(YELLOW, 1) == (older,) and state.side(BLUE, 1) == (moved,)  # back to blue


def test_an_ability_completes_a_yokai_on_another_pile() -> None:
    state = make_state(
        hands=([DISTRACT, R[-1]], []),
        piles={GREEN: (Y(GREEN, 3), Y(GREEN, 5))},
        sides={BLUE: ([], [plain(BLUE, GREEN, 3)]), GREEN: ([G[-1]], [G[-2]])},
    )
    after = apply(apply(state, Play(DISTRACT, BLUE)), UseAbility(None))
    ability = after.this_turn.plays[-1].ability
    assert ability is not None and [(c.pile, c.yokai, c.winner) for c in ability.completions] == [
        (GREEN, Y(GREEN, 3), 1)
    ]
    assert after.notebooks == ((), (Y(GREEN, 3),)) and after.side(GREEN, 0) == (G[-1],)


# ------------------------------------------------------------------ Decisions on abilities and completions
def test_decision_the_ability_is_used_after_its_own_card_was_discarded() -> None:
    # The Distract card completes blue for seat 0 (3 against 2) and is discarded with seat 0's side; seat 1's cards
    # stay, so the ability still has a target.
    target = plain(BLUE, GREEN)
    state = make_state(
        hands=([DISTRACT, YL[0]], []),
        piles={BLUE: (Y(BLUE, 5), Y(BLUE, 7))},
        sides={BLUE: ([B[0], B[1]], [B[2], target])},
    )
    state = apply(state, Play(DISTRACT, BLUE))
    assert state.notebooks == ((Y(BLUE, 5),), ()) and DISTRACT in state.discard
    assert state.pending == Pending(DISTRACT, Ability.DISTRACT, BLUE)
    after = apply(state, UseAbility(None))
    assert after.side(BLUE, 1) == (B[2],) and after.side(GREEN, 1) == (target,)


def test_decision_a_call_after_its_card_was_discarded() -> None:
    state = make_state(
        hands=([CALL, G[0]], []),
        piles={BLUE: (Y(BLUE, 3), Y(BLUE, 7))},
        sides={BLUE: ([B[0], B[1]], [])},
    )
    state = apply(state, Play(CALL, BLUE))
    assert CALL in state.discard and state.pending is not None
    after = apply(state, UseAbility(RED))
    assert after.pile(BLUE)[0] == Y(RED, 7)


def test_decision_no_ability_once_the_card_ended_the_game() -> None:
    card = call(RED, GREEN)
    state = make_state(hands=([card, G[0]], []), piles={RED: (Y(RED, 3),)}, sides={RED: ([R[0], R[1]], [])})
    after = apply(state, Play(card, RED))
    assert after.is_over and after.pending is None and legal_actions(after) == []
    assert after.this_turn.plays[-1].ability is None
    assert result(after).winner == 0
