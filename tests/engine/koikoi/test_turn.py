"""A turn ("A turn"): the played card and the drawn card capture no, one, two (a choice) or three river cards; a
matching card must capture; the river is refilled at once (Decision); an empty pile skips the draw (Decision)."""

from __future__ import annotations

import pytest

from bot.engine.koikoi import (
    IllegalAction,
    KoiKoi,
    KoikoiState,
    Play,
    Shobu,
    Step,
    TakeDrawn,
    apply,
    legal_actions,
    view,
)
from tests.engine.koikoi.helpers import cid, make_state

CARD = cid(4, 2)  # Amélya's plain, the card played (or drawn)
A0, A1, A3 = cid(4, 0), cid(4, 1), cid(4, 3)  # the other Amélya cards
OTHERS = (cid(6, 2), cid(7, 2))  # river cards of other characters
QUIET = cid(12, 2)  # a pile top that matches nothing on these rivers
SPARE = cid(9, 2)  # a card played that matches nothing (when the drawn card is under test)
HANDS = ((CARD, SPARE, cid(9, 3)), (cid(10, 2), cid(10, 3), cid(11, 2)))


def start(
    river: tuple[int, ...],
    pile_top: tuple[int, ...] = (QUIET,),
    hands: tuple[tuple[int, ...], tuple[int, ...]] = HANDS,
    **fields: object,
) -> KoikoiState:
    return make_state(hands, river, pile_top=pile_top, **fields)  # type: ignore[arg-type]


def refused(state: KoikoiState, action: object, key: str) -> None:
    with pytest.raises(IllegalAction) as error:
        apply(state, action)  # type: ignore[arg-type]
    assert error.value.key == key
    assert action not in legal_actions(state)


# ------------------------------------------------------------------ the played card


def test_no_match_the_card_joins_the_river() -> None:
    state = start(OTHERS)
    after = apply(state, Play(CARD, None))
    assert after.river == (*OTHERS, CARD, QUIET)
    assert after.captured == ((), ())
    assert after.last_play is not None and after.last_play.played_captures == () and after.last_play.drawn == QUIET
    assert (after.seat, after.step) == (1, Step.PLAY)


def test_one_match_is_captured() -> None:
    after = apply(start((A0, *OTHERS)), Play(CARD, None))
    assert after.captured[0] == (CARD, A0)
    assert after.river == (*OTHERS, QUIET)


def test_two_matches_the_player_chooses() -> None:
    state = start((A0, A1, *OTHERS))
    assert [a for a in legal_actions(state) if a.card == CARD] == [Play(CARD, A0), Play(CARD, A1)]  # type: ignore[union-attr]
    after = apply(state, Play(CARD, A1))
    assert after.captured[0] == (CARD, A1)
    assert A0 in after.river
    refused(state, Play(CARD, None), "illegal.choose_capture")
    refused(state, Play(CARD, OTHERS[0]), "illegal.capture_not_matching")
    refused(state, Play(CARD, A3), "illegal.capture_not_matching")  # not even on the river


def test_three_matches_take_all_four() -> None:
    state = start((A0, A1, A3, *OTHERS))
    after = apply(state, Play(CARD, None))
    assert after.captured[0] == (CARD, A0, A1, A3)
    refused(state, Play(CARD, A0), "illegal.takes_all")


def test_a_matching_card_must_capture() -> None:
    state = start((A0, *OTHERS))
    assert Play(CARD, None) in legal_actions(state)
    after = apply(state, Play(CARD, None))
    assert CARD not in after.river  # there is no way to discard it unmatched
    refused(state, Play(CARD, A0), "illegal.single_match")  # one match: nothing to choose
    refused(start(OTHERS), Play(CARD, OTHERS[0]), "illegal.nothing_to_capture")


def test_a_card_not_in_hand_is_refused() -> None:
    state = start(OTHERS)
    refused(state, Play(HANDS[1][0], None), "illegal.not_in_hand")  # the opponent's card
    refused(state, Play(48, None), "illegal.not_in_hand")
    refused(state, Play(-1, None), "illegal.not_in_hand")


# ------------------------------------------------------------------ the drawn card


def test_drawn_card_without_match_joins_the_river() -> None:
    after = apply(start(OTHERS, pile_top=(CARD,), hands=((SPARE,), (cid(10, 2),))), Play(SPARE, None))
    assert after.river == (*OTHERS, SPARE, CARD)
    assert after.captured == ((), ())


def test_drawn_card_with_one_match_captures() -> None:
    state = start((A0, *OTHERS), pile_top=(CARD,), hands=((SPARE,), (cid(10, 2),)))
    after = apply(state, Play(SPARE, None))
    assert after.captured[0] == (CARD, A0)
    assert after.last_play is not None and after.last_play.drawn_captures == (A0,)


def test_drawn_card_with_two_matches_waits_for_the_choice() -> None:
    state = start((A0, A1, *OTHERS), pile_top=(CARD,), hands=((SPARE, cid(9, 3)), (cid(10, 2),)))
    waiting = apply(state, Play(SPARE, None))
    assert (waiting.step, waiting.seat, waiting.drawn) == (Step.TAKE_DRAWN, 0, CARD)
    assert legal_actions(waiting) == [TakeDrawn(A0), TakeDrawn(A1)]
    seen = view(waiting, 1)
    assert (seen.drawn, seen.choices, seen.step) == (CARD, (A0, A1), Step.TAKE_DRAWN)
    refused(waiting, Play(cid(9, 3), None), "illegal.take_drawn_first")
    refused(waiting, Shobu(), "illegal.take_drawn_first")
    refused(waiting, TakeDrawn(OTHERS[0]), "illegal.capture_not_matching")
    after = apply(waiting, TakeDrawn(A1))
    assert after.captured[0] == (CARD, A1) and A0 in after.river
    assert (after.step, after.seat, after.drawn) == (Step.PLAY, 1, None)


def test_drawn_card_with_three_matches_takes_all_four() -> None:
    state = start((A0, A1, A3, *OTHERS), pile_top=(CARD,), hands=((SPARE,), (cid(10, 2),)))
    after = apply(state, Play(SPARE, None))
    assert after.captured[0] == (CARD, A0, A1, A3)


# ------------------------------------------------------------------ river refill and empty pile


def test_river_emptied_by_the_play_is_refilled_before_the_draw() -> None:
    state = start((A0,), pile_top=(QUIET, cid(7, 2)))
    after = apply(state, Play(CARD, None))
    assert after.captured[0] == (CARD, A0)
    assert after.river == (QUIET, cid(7, 2))  # turned in, then the drawn card joined it
    assert after.last_play is not None
    assert (after.last_play.refills, after.last_play.drawn) == ((QUIET,), cid(7, 2))


def test_river_emptied_by_the_draw_is_refilled_at_once() -> None:
    state = start((cid(9, 0), A0), pile_top=(CARD, QUIET), hands=((SPARE,), (cid(10, 2),)))
    after = apply(state, Play(SPARE, None))
    assert after.captured[0] == (SPARE, cid(9, 0), CARD, A0)
    assert after.river == (QUIET,)
    assert after.last_play is not None and after.last_play.refills == (QUIET,)


def test_empty_pile_skips_the_draw() -> None:
    after = apply(start(OTHERS, pile=()), Play(CARD, None))
    assert after.river == (*OTHERS, CARD)
    assert after.last_play is not None and after.last_play.drawn is None
    assert after.seat == 1


def test_empty_pile_skips_the_refill() -> None:
    after = apply(start((A0,), pile=()), Play(CARD, None))
    assert after.river == () and after.captured[0] == (CARD, A0)


# ------------------------------------------------------------------ wrong step, wrong type


@pytest.mark.parametrize(
    ("step", "action", "key"),
    [
        (Step.PLAY, Shobu(), "illegal.no_yaku_to_call"),
        (Step.PLAY, KoiKoi(), "illegal.no_yaku_to_call"),
        (Step.PLAY, TakeDrawn(A0), "illegal.no_drawn_choice"),
        (Step.DECIDE, Play(CARD, None), "illegal.call_shobu_or_koikoi"),
        (Step.DECIDE, TakeDrawn(A0), "illegal.call_shobu_or_koikoi"),
        (Step.OVER, Play(CARD, None), "illegal.game_over"),
        (Step.OVER, Shobu(), "illegal.game_over"),
    ],
)
def test_actions_out_of_step(step: Step, action: object, key: str) -> None:
    refused(start((A0, *OTHERS), step=step), action, key)


@pytest.mark.parametrize(
    "action",
    [Play(True, None), Play(1.0, None), Play(CARD, "3"), Play(CARD, False), TakeDrawn(None), "Shobu", None, 3],  # type: ignore[arg-type]
    ids=repr,
)
def test_forged_actions_are_refused(action: object) -> None:
    refused(start((A0, *OTHERS)), action, "illegal.bad_action")
