"""The end of a round ("End of a round" and its Decisions): Shobu, Koi-Koi, Sekai no sutā, the end of the hands
with the last-Koi-Koi rule, and the next Oya."""

from __future__ import annotations

from bot.engine.koikoi import (
    KoiKoi,
    KoikoiConfig,
    KoikoiState,
    Multiplier,
    Play,
    RoundEnd,
    Shobu,
    Step,
    apply,
    legal_actions,
    result,
    view,
)
from tests.engine.koikoi.helpers import CURTAIN, SAKE, SUPER_STAR, WHITE_MOON, cid, make_state, plain

THREE_ROUNDS = KoikoiConfig(rounds=3)
QUIET = (cid(12, 2), cid(5, 2), cid(3, 2), cid(2, 2))  # pile tops that match nothing in these scenarios


def second_oya(state: KoikoiState) -> int:
    """The Oya of round 2 (the state may have gone on to deal it, or ended the match)."""
    return state.history[1].oya if len(state.history) > 1 else state.oya


def zake_turn(oya: int = 0, seat: int = 0) -> KoikoiState:
    """`seat` holds the Sake cup; playing Kirin's plain on the White moon forms Tsukimi-zake."""
    hands: list[tuple[int, ...]] = [(cid(10, 2), cid(10, 3), cid(11, 3)), (cid(10, 2), cid(10, 3), cid(11, 3))]
    hands[seat] = (plain(7), plain(6), cid(9, 2))
    return make_state(
        (hands[0], hands[1]),
        river=(WHITE_MOON, CURTAIN, cid(9, 0)),
        captured=((SAKE, plain(8)), ()) if seat == 0 else ((), (SAKE, plain(8))),
        pile_top=QUIET,
        oya=oya,
        seat=seat,
        config=THREE_ROUNDS,
    )


def test_forming_a_yaku_offers_shobu_or_koikoi() -> None:
    state = apply(zake_turn(), Play(plain(7), None))
    assert (state.step, state.seat) == (Step.DECIDE, 0)
    assert legal_actions(state) == [Shobu(), KoiKoi()]
    assert view(state, None).new_yaku == ("tsukimi_zake",)


def test_shobu_scores_and_the_winner_becomes_oya() -> None:
    state = apply(apply(zake_turn(oya=1, seat=0), Play(plain(7), None)), Shobu())
    record = state.history[0]
    assert (record.end, record.winner, record.base, record.multipliers, record.points) == (
        RoundEnd.SHOBU,
        0,
        5,
        (),
        5,
    )
    assert [(y.yaku, y.points) for y in record.yaku] == [("tsukimi_zake", 5)]
    assert state.scores[0] >= 5 and state.round_number >= 2
    assert second_oya(state) == 0


def test_koikoi_then_shobu_doubles() -> None:
    state = apply(apply(zake_turn(), Play(plain(7), None)), KoiKoi())
    assert (state.step, state.seat, state.koikoi_calls) == (Step.PLAY, 1, (0,))
    state = apply(state, Play(cid(10, 2), None))  # the opponent forms nothing
    assert (state.step, state.seat) == (Step.PLAY, 0)
    state = apply(state, Play(cid(9, 2), None))  # a capture that forms or improves nothing: no choice offered
    assert (state.step, state.seat) == (Step.PLAY, 1)
    state = apply(state, Play(cid(10, 3), None))
    state = apply(state, Play(plain(6), None))  # Curtain: Hanami-zake, 10 in all
    assert state.step is Step.DECIDE
    state = apply(state, Shobu())
    record = state.history[0]
    assert (record.end, record.winner, record.base) == (RoundEnd.SHOBU, 0, 10)
    assert record.multipliers == (Multiplier.LUCKY_SEVEN, Multiplier.KOIKOI)
    assert record.points == 40 and record.koikoi_calls == (0,)


def sekai_turn(pile_top: tuple[int, ...], hand: tuple[int, ...]) -> KoikoiState:
    return make_state(
        (hand, (cid(10, 2), cid(10, 3))),
        river=(SUPER_STAR[3], cid(9, 0)),
        captured=((SUPER_STAR[0], SUPER_STAR[1]), ()),
        pile_top=pile_top,
    )


def test_sekai_no_suta_on_the_played_card_ends_the_round_before_the_draw() -> None:
    state = sekai_turn(QUIET, (SUPER_STAR[2], cid(9, 2)))
    after = apply(state, Play(SUPER_STAR[2], None))
    assert after.is_over  # one-round match
    assert after.pile == state.pile  # nothing drawn
    assert after.last_play is not None and after.last_play.drawn is None
    record = after.history[0]
    assert (record.end, record.winner, record.base) == (RoundEnd.SEKAI_NO_SUTA, 0, 20)
    assert record.multipliers == (Multiplier.LUCKY_SEVEN,) and record.points == 40
    assert result(after).winner == 0


def test_sekai_no_suta_on_the_drawn_card() -> None:
    after = apply(sekai_turn((SUPER_STAR[2], *QUIET), (cid(11, 2), cid(9, 2))), Play(cid(11, 2), None))
    assert after.history[0].end is RoundEnd.SEKAI_NO_SUTA and after.history[0].winner == 0


def last_turn(calls: tuple[int, ...], captured: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())) -> KoikoiState:
    """The Oya (0) has played its last card; the opponent (1) plays theirs."""
    return make_state(
        ((), (cid(11, 2),)),
        river=(cid(9, 0), cid(4, 0)),
        captured=captured,
        pile_top=QUIET,
        oya=0,
        seat=1,
        koikoi_calls=calls,
        config=THREE_ROUNDS,
    )


def test_end_of_hands_without_koikoi_is_void_and_the_oya_passes() -> None:
    state = apply(last_turn(()), Play(cid(11, 2), None))
    record = state.history[0]
    assert (record.end, record.winner, record.points) == (RoundEnd.HANDS_EMPTY, None, 0)
    assert state.scores == (0, 0) and second_oya(state) == 1


def test_end_of_hands_after_the_oyas_last_koikoi_is_void() -> None:
    state = apply(last_turn((1, 0), ((SAKE, plain(8)), (CURTAIN, plain(6)))), Play(cid(11, 2), None))
    assert state.history[0].end is RoundEnd.HANDS_EMPTY and state.history[0].winner is None
    assert second_oya(state) == 1


def test_end_of_hands_won_by_the_opponents_last_koikoi() -> None:
    captured = ((CURTAIN, plain(6)), (SAKE, WHITE_MOON))  # the opponent holds Tsukimi-zake
    state = apply(last_turn((0, 1), captured), Play(cid(11, 2), None))
    record = state.history[0]
    assert (record.end, record.winner, record.base) == (RoundEnd.LAST_KOIKOI, 1, 5)
    assert record.multipliers == (Multiplier.KOIKOI, Multiplier.COUNTER_KOIKOI)
    assert record.points == 20 and state.scores == (0, 20) and second_oya(state) == 1


def test_the_last_turns_choice_comes_first_under_rules_version_1() -> None:
    """Before 2026-11-25 (rules version 1, old saved matches) the last turn offered the choice too."""
    hand_on_last_turn = make_state(
        ((), (plain(7),)),
        river=(WHITE_MOON, cid(9, 0)),
        captured=((), (SAKE, plain(8))),
        pile_top=QUIET,
        oya=0,
        seat=1,
        config=KoikoiConfig(rounds=3, rules_version=1),
    )
    deciding = apply(hand_on_last_turn, Play(plain(7), None))
    assert (deciding.step, deciding.seat, deciding.hands) == (Step.DECIDE, 1, ((), ()))
    by_shobu = apply(deciding, Shobu()).history[0]
    assert (by_shobu.end, by_shobu.winner, by_shobu.points) == (RoundEnd.SHOBU, 1, 5)
    by_koikoi = apply(deciding, KoiKoi()).history[0]
    assert (by_koikoi.end, by_koikoi.winner, by_koikoi.points) == (RoundEnd.LAST_KOIKOI, 1, 10)


def test_a_void_last_round_with_equal_totals_is_a_drawn_match() -> None:
    state = make_state(((), (cid(11, 2),)), river=(cid(9, 0),), pile_top=QUIET, seat=1, scores=(12, 12))
    over = apply(state, Play(cid(11, 2), None))
    assert over.is_over and over.to_move is None and legal_actions(over) == []
    assert result(over).scores == (12, 12) and result(over).winner is None
    assert view(over, 0).result == result(over)
