"""The Yaku table ("Yaku"), best of each family and the Decisions on the Sake cup and extra ribbons."""

from __future__ import annotations

import pytest

from bot.engine.koikoi import YAKU_TABLE, base_score, formed_yaku, improved_yaku, yaku_progress
from tests.engine.koikoi.helpers import (
    BASS,
    BLUE,
    BRIDGE,
    CURTAIN,
    DRUM,
    GUITAR,
    KYOTO,
    MICROPHONE,
    OSAKA,
    OSAKA_CASTLE,
    PLAINS,
    POETRY,
    RED,
    SAKE,
    SUPER_STAR,
    SYNTH,
    TOKYO,
    UMBRELLA,
    WHITE_MOON,
    YELLOW_MOON,
    plain,
)

LIGHTS_BUT_UMBRELLA = (MICROPHONE, CURTAIN, WHITE_MOON, OSAKA_CASTLE)
TENS = (GUITAR, BASS, DRUM, SYNTH, TOKYO, SAKE, BRIDGE, KYOTO, OSAKA, YELLOW_MOON)
# Plains of characters 2..12 (none of Felicya super star's, so that Sekai no sutā stays out of the way).
OTHER_PLAINS = tuple(p for p in PLAINS if p not in SUPER_STAR)

# (captured cards, the Yaku that count with their points, in table order)
YAKU_CASES = [
    pytest.param((), {}, id="nothing"),
    pytest.param(SUPER_STAR, {"sekai_no_suta": 20}, id="sekai"),
    pytest.param((MICROPHONE, GUITAR, BASS, DRUM, SYNTH), {"screaming_cats": 10}, id="screaming-cats"),
    pytest.param((MICROPHONE, GUITAR, BASS, DRUM), {}, id="four-instruments"),
    pytest.param((TOKYO, KYOTO, OSAKA), {"nihon_isshu": 8}, id="nihon-isshu"),
    pytest.param((MICROPHONE, OSAKA_CASTLE), {"ongaku_no_joou": 5}, id="ongaku-no-joou"),
    pytest.param(OTHER_PLAINS[:10], {"kasu": 1}, id="kasu"),
    pytest.param(OTHER_PLAINS[:9], {}, id="nine-plains"),
    pytest.param(OTHER_PLAINS[:13], {"kasu": 4}, id="kasu-improved"),
    pytest.param((*OTHER_PLAINS[:9], SAKE), {}, id="sake-cup-not-a-plain"),
    pytest.param((RED[0], RED[1], BLUE[0], BLUE[1], POETRY[1]), {"tan": 1}, id="tan"),
    pytest.param((*RED, BLUE[0], BLUE[1], POETRY[1]), {"tan": 2}, id="tan-improved"),
    pytest.param(POETRY, {"akatan": 5}, id="akatan"),
    pytest.param((*POETRY, RED[0]), {"akatan": 6}, id="akatan-red-ribbon-extra"),
    pytest.param((*POETRY, BLUE[0], BLUE[1]), {"tan": 1, "akatan": 7}, id="akatan-7-plus-tan-decision"),
    pytest.param(RED, {}, id="red-ribbons-only-for-tan"),
    pytest.param(BLUE, {"aotan": 5}, id="aotan"),
    pytest.param((*BLUE, POETRY[0]), {"aotan": 6}, id="aotan-improved"),
    pytest.param((*POETRY, *BLUE), {"tan": 2, "chofuku": 10}, id="chofuku-replaces-akatan-aotan"),
    pytest.param((*POETRY, *BLUE, *RED), {"tan": 5, "chofuku": 13}, id="chofuku-improved"),
    pytest.param(TENS[:5], {"tane": 1}, id="tane"),
    pytest.param((*TENS[:4], SAKE), {"tane": 1}, id="sake-cup-in-tane"),
    pytest.param(TENS, {"nihon_isshu": 8, "tane": 6}, id="tane-improved"),
    pytest.param((SAKE, WHITE_MOON), {"tsukimi_zake": 5}, id="tsukimi-zake"),
    pytest.param((CURTAIN, SAKE), {"hanami_zake": 5}, id="hanami-zake"),
    pytest.param((CURTAIN, SAKE, WHITE_MOON), {"tsukimi_zake": 5, "hanami_zake": 5}, id="both-zake-share-the-cup"),
    pytest.param((MICROPHONE, CURTAIN, WHITE_MOON), {"sanko": 5}, id="sanko"),
    pytest.param((MICROPHONE, CURTAIN, UMBRELLA), {}, id="umbrella-not-in-sanko"),
    pytest.param((MICROPHONE, CURTAIN, WHITE_MOON, UMBRELLA), {"ame_shiko": 7}, id="ame-shiko-beats-sanko"),
    pytest.param(LIGHTS_BUT_UMBRELLA, {"ongaku_no_joou": 5, "shiko": 8}, id="shiko-beats-sanko"),
    pytest.param((*LIGHTS_BUT_UMBRELLA, UMBRELLA), {"ongaku_no_joou": 5, "goko": 10}, id="goko-beats-all-lights"),
]


@pytest.mark.parametrize(("captured", "expected"), YAKU_CASES)
def test_yaku_formed(captured: tuple[int, ...], expected: dict[str, int]) -> None:
    found = formed_yaku(captured)
    assert {y.yaku: y.points for y in found} == expected
    assert base_score(captured) == sum(expected.values())
    order = [rule.id for rule in YAKU_TABLE]
    assert [y.yaku for y in found] == sorted((y.yaku for y in found), key=order.index)


def test_every_yaku_of_the_table_is_covered() -> None:
    covered = {name for case in YAKU_CASES for name in case.values[1]}
    assert covered == {rule.id for rule in YAKU_TABLE}


# (before, after, formed or improved)
IMPROVED_CASES = [
    pytest.param((), (SAKE, WHITE_MOON), ("tsukimi_zake",), id="formed"),
    pytest.param(OTHER_PLAINS[:10], OTHER_PLAINS[:11], ("kasu",), id="kasu-one-more-plain"),
    pytest.param(POETRY, (*POETRY, RED[0]), ("akatan",), id="extra-ribbon"),
    pytest.param((*POETRY, BLUE[0], BLUE[1]), (*POETRY, *BLUE), ("tan", "chofuku"), id="akatan-to-chofuku"),
    pytest.param((MICROPHONE, CURTAIN, WHITE_MOON), (MICROPHONE, CURTAIN, WHITE_MOON, UMBRELLA), ("ame_shiko",),
                 id="sanko-to-ame-shiko"),
    pytest.param((SAKE, WHITE_MOON), (SAKE, WHITE_MOON, plain(2)), (), id="a-plain-adds-nothing"),
    pytest.param((MICROPHONE, CURTAIN), (MICROPHONE, CURTAIN, UMBRELLA), (), id="no-light-yaku-yet"),
]  # fmt: skip


@pytest.mark.parametrize(("before", "after", "expected"), IMPROVED_CASES)
def test_formed_or_improved(before: tuple[int, ...], after: tuple[int, ...], expected: tuple[str, ...]) -> None:
    assert improved_yaku(before, after) == expected


def test_progress_counts_have_and_need_and_drops_what_the_opponent_blocked() -> None:
    mine = (RED[0], BLUE[0], BLUE[1], POETRY[0])
    progress = {p.yaku: (p.have, p.need) for p in yaku_progress(mine)}
    assert progress["tan"] == (4, 5)
    assert progress["aotan"] == (2, 3)
    assert progress["chofuku"] == (3, 6)
    assert "tane" not in progress  # no card towards it yet
    blocked = {p.yaku for p in yaku_progress(mine, unavailable=(BLUE[2],))}
    assert "aotan" not in blocked and "chofuku" not in blocked and "tan" in blocked
    closest = yaku_progress(mine)[0]
    assert closest.need - closest.have == 1  # Tan or Aotan: closest first


def test_progress_leaves_out_what_is_formed_or_outranked() -> None:
    progress = {p.yaku for p in yaku_progress(LIGHTS_BUT_UMBRELLA)}
    assert "sanko" not in progress and "shiko" not in progress and "ongaku_no_joou" not in progress
    assert "goko" in progress  # 4/5
