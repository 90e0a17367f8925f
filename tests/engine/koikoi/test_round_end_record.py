"""The round record keeps what the round's result picture shows (issue 16): the winner's captures and the turn that
ended the round, from which `completion` tells which capture formed the winning Yaku."""

from __future__ import annotations

from bot.engine.koikoi import Shobu, apply, completion, yaku_cards
from tests.engine.koikoi.helpers import SAKE, WHITE_MOON, plain, two_sake_yaku


def test_a_shobu_records_the_capture_that_completed_the_yaku() -> None:
    from bot.engine.koikoi import Play

    state = two_sake_yaku()
    state = apply(state, Play(plain(7), None))
    state = apply(state, Shobu())
    [record] = state.history
    assert record.ending is not None and record.ending.played == plain(7)
    assert set(record.captured) == {SAKE, plain(8), plain(7), WHITE_MOON}
    done = completion(record)
    assert done is not None and done.card == plain(7) and not done.drawn and done.yaku == ("tsukimi_zake",)
    assert set(yaku_cards("tsukimi_zake", record.captured)) == {SAKE, WHITE_MOON}


def test_a_round_won_at_the_deal_has_no_completing_capture() -> None:
    from bot.engine.koikoi import RoundEnd, RoundRecord

    record = RoundRecord(1, 0, RoundEnd.TESHI, 0, (), 6, 0, (), 6, ())
    assert completion(record) is None
