"""Issue 22: "A turn", step 3, Decision (changed 2026-11-25, rules version 2): on the round's last turn (after it both
hands are empty) no Shobu / Koi-Koi choice is offered; a Yaku formed or improved there ends the round by Shobu for
that player, with the multipliers of a Koi-Koi called earlier. The Oya's own last turn is not the round's last.
Matches stored under version 1 (no version in their config) still replay as they were played."""

from __future__ import annotations

import random

import pytest

from bot.engine.common import IllegalAction
from bot.engine.koikoi import (
    ENGINE,
    LEGACY_RULES_VERSION,
    RULES_VERSION,
    Action,
    KoiKoi,
    KoikoiConfig,
    KoikoiState,
    Multiplier,
    Play,
    RoundEnd,
    Shobu,
    Step,
    TakeDrawn,
    apply,
    legal_actions,
    new_game,
    view,
)
from tests.engine.koikoi.helpers import CURTAIN, SAKE, SUPER_STAR, WHITE_MOON, cid, make_state, plain

QUIET = (cid(12, 2), cid(5, 2), cid(3, 2), cid(2, 2))  # pile tops that match nothing in these scenarios
NEW, OLD = KoikoiConfig(rounds=3), KoikoiConfig(rounds=3, rules_version=1)


def captures(seat: int, mine: tuple[int, ...], theirs: tuple[int, ...] = ()) -> tuple[tuple[int, ...], ...]:
    return (mine, theirs) if seat == 0 else (theirs, mine)


def last_turn(seat: int, calls: tuple[int, ...] = (), config: KoikoiConfig = NEW, **kw: object) -> KoikoiState:
    """`seat` (the Oya's opponent) plays the round's last card, Kirin's plain, on the White moon: it holds the Sake
    cup, so that forms Tsukimi-zake (5)."""
    hands: list[tuple[int, ...]] = [(), ()]
    hands[seat] = (plain(7),)
    return make_state(
        (hands[0], hands[1]),
        river=(WHITE_MOON, cid(9, 0)),
        captured=captures(seat, (SAKE, plain(8)), (CURTAIN, plain(6))),  # type: ignore[arg-type]
        pile_top=QUIET,
        oya=1 - seat,
        seat=seat,
        koikoi_calls=calls,
        config=config,
        **kw,
    )


@pytest.mark.parametrize("seat", [0, 1])
def test_a_yaku_formed_on_the_last_turn_ends_the_round_by_shobu(seat: int) -> None:
    state = last_turn(seat)
    assert view(state, seat).last_turn and view(state, None).last_turn
    after = apply(state, Play(plain(7), None))
    assert after.round_number == 2  # no DECIDE step: the round is over
    record = after.history[0]
    assert (record.end, record.winner, record.base, record.points, record.last_turn) == (
        RoundEnd.SHOBU,
        seat,
        5,
        5,
        True,
    )
    assert after.oya == seat and after.scores[seat] == 5
    assert view(after, None).history[0].last_turn


@pytest.mark.parametrize("seat", [0, 1])
def test_an_earlier_koikoi_still_brings_its_multipliers(seat: int) -> None:
    after = apply(last_turn(seat, calls=(seat,)), Play(plain(7), None))
    record = after.history[0]
    assert (record.end, record.winner, record.last_turn) == (RoundEnd.SHOBU, seat, True)
    assert record.multipliers == (Multiplier.KOIKOI,) and record.points == 10


@pytest.mark.parametrize("seat", [0, 1])
def test_the_opponents_koikoi_counts_against_them(seat: int) -> None:
    after = apply(last_turn(seat, calls=(1 - seat,)), Play(plain(7), None))
    record = after.history[0]
    assert (record.end, record.winner, record.multipliers, record.points) == (
        RoundEnd.SHOBU,
        seat,
        (Multiplier.COUNTER_KOIKOI,),
        10,
    )


@pytest.mark.parametrize("seat", [0, 1])
def test_rules_version_1_still_offers_the_choice_on_the_last_turn(seat: int) -> None:
    deciding = apply(last_turn(seat, config=OLD), Play(plain(7), None))
    assert (deciding.step, deciding.seat, legal_actions(deciding)) == (Step.DECIDE, seat, [Shobu(), KoiKoi()])
    by_koikoi = apply(deciding, KoiKoi()).history[0]
    assert (by_koikoi.end, by_koikoi.winner, by_koikoi.points, by_koikoi.last_turn) == (
        RoundEnd.LAST_KOIKOI,
        seat,
        10,
        False,
    )


@pytest.mark.parametrize("seat", [0, 1])
def test_the_oyas_own_last_turn_still_offers_the_choice(seat: int) -> None:
    """The Oya plays its last card while the opponent still holds one: not the round's last turn."""
    state = make_state(
        ((plain(7),), (cid(10, 2),)) if seat == 0 else ((cid(10, 2),), (plain(7),)),
        river=(WHITE_MOON, cid(9, 0)),
        captured=captures(seat, (SAKE, plain(8))),  # type: ignore[arg-type]
        pile_top=QUIET,
        oya=seat,
        seat=seat,
        config=NEW,
    )
    assert not view(state, seat).last_turn
    deciding = apply(state, Play(plain(7), None))
    assert (deciding.step, deciding.seat, legal_actions(deciding)) == (Step.DECIDE, seat, [Shobu(), KoiKoi()])
    after_koikoi = apply(deciding, KoiKoi())
    assert (after_koikoi.step, after_koikoi.seat, after_koikoi.koikoi_calls) == (Step.PLAY, 1 - seat, (seat,))
    assert view(after_koikoi, None).last_turn


def test_a_yaku_formed_by_the_last_turns_draw_ends_the_round_by_shobu() -> None:
    """The played card takes nothing; the drawn card (the Sake cup's partner, the White moon) forms the Yaku, after
    the player chose between two matches."""
    state = make_state(
        ((), (cid(11, 2),)),
        river=(cid(7, 2), cid(7, 3), cid(9, 0)),
        captured=((), (SAKE, plain(8))),
        pile_top=(WHITE_MOON, *QUIET),
        oya=0,
        seat=1,
        config=NEW,
    )
    taking = apply(state, Play(cid(11, 2), None))
    assert taking.step is Step.TAKE_DRAWN and view(taking, 1).last_turn
    after = apply(taking, TakeDrawn(cid(7, 2)))
    record = after.history[0]
    assert (record.end, record.winner, record.points, record.last_turn) == (RoundEnd.SHOBU, 1, 5, True)


def test_no_yaku_on_the_last_turn_keeps_the_last_koikoi_rule() -> None:
    state = make_state(
        ((), (cid(11, 2),)),
        river=(cid(9, 0), cid(4, 0)),
        captured=((CURTAIN, plain(6)), (SAKE, WHITE_MOON)),
        pile_top=QUIET,
        oya=0,
        seat=1,
        koikoi_calls=(1,),
        config=NEW,
    )
    record = apply(state, Play(cid(11, 2), None)).history[0]
    assert (record.end, record.winner, record.points, record.last_turn) == (RoundEnd.LAST_KOIKOI, 1, 10, False)


@pytest.mark.parametrize("calls", [(), (1,)])
def test_sekai_no_suta_completed_on_the_last_turn(calls: tuple[int, ...]) -> None:
    state = make_state(
        ((), (SUPER_STAR[2],)),
        river=(SUPER_STAR[3], cid(9, 0)),
        captured=((), (SUPER_STAR[0], SUPER_STAR[1])),
        pile_top=QUIET,
        oya=0,
        seat=1,
        koikoi_calls=calls,
        config=NEW,
    )
    after = apply(state, Play(SUPER_STAR[2], None))
    record = after.history[0]
    assert (record.end, record.winner, record.base, record.last_turn) == (RoundEnd.SEKAI_NO_SUTA, 1, 20, False)
    expected = (Multiplier.LUCKY_SEVEN, *((Multiplier.KOIKOI,) if calls else ()))
    assert record.multipliers == expected and record.points == 20 << len(expected)


# ------------------------------------------------------------------------------------------ rules versions


def test_new_matches_get_the_new_rules_and_old_configs_the_old() -> None:
    assert KoikoiConfig().rules_version == RULES_VERSION == 2 and KoikoiConfig().last_turn_shobu
    assert ENGINE.decode_config({"type": "KoikoiConfig", "rounds": 6}) == KoikoiConfig(6, LEGACY_RULES_VERSION)
    assert ENGINE.decode_config({"rounds": 6}).rules_version == 1
    for config in (NEW, OLD):
        assert ENGINE.decode_config(ENGINE.encode_config(config)) == config
    assert ENGINE.encode_config(NEW)["rules_version"] == 2
    with pytest.raises(ValueError):
        KoikoiConfig(rules_version=3)
    with pytest.raises(ValueError):
        ENGINE.decode_config({"type": "KoikoiConfig", "rounds": 6, "rules_version": 0})


def saved_last_turn_koikoi() -> tuple[int, list[Action]]:
    """A one-round match played under rules version 1 whose log ends with a Koi-Koi called on the round's last turn
    (random play from fixed seeds, Koi-Koi always called: the first seed that gets there)."""
    for seed in range(500):
        config = KoikoiConfig(rounds=1, rules_version=1)
        state = new_game(config, 2, seed)
        rng = random.Random(seed)
        log: list[Action] = []
        while not state.is_over:
            legal = legal_actions(state)
            if state.step is Step.DECIDE:
                action: Action = KoiKoi()
                if not state.hands[0] and not state.hands[1]:
                    return seed, [*log, action]
            else:
                action = rng.choice(legal)
            state = apply(state, action)
            log.append(action)
    raise AssertionError("no seed gave a last-turn Koi-Koi")


def test_a_saved_last_turn_koikoi_replays_under_its_version_only() -> None:
    seed, log = saved_last_turn_koikoi()
    stored = {"type": "KoikoiConfig", "rounds": 1}  # saved before the version was kept
    old = ENGINE.decode_config(stored)
    played = ENGINE.replay(old, 2, seed, [ENGINE.decode_action(ENGINE.encode_action(a)) for a in log])
    record = played.history[-1]
    assert played.is_over and record.end is RoundEnd.LAST_KOIKOI  # the last call is the Oya's opponent's
    assert record.koikoi_calls[-1] == record.winner == 1 - record.oya and not record.last_turn
    new = ENGINE.decode_config({**stored, "rules_version": 2})
    with pytest.raises(IllegalAction):
        ENGINE.replay(new, 2, seed, log)
