"""Capture piles by signature (signature.py) judge exactly as the piles themselves: the base score, the Yaku still
possible against the opponent's pile, the card values and the CPUs' judgements agree on random pairs of piles."""

from __future__ import annotations

import random

import pytest

from bot.engine.koikoi.ai import DEFAULT
from bot.engine.koikoi.data import CARD_IDS, DECK, LUCKY_SEVEN
from bot.engine.koikoi.signature import (
    CLASSES,
    GROUPS,
    PACKED,
    TABLE_BITS,
    TABLES,
    base_of_signature,
    canonical,
    held_value,
    signature,
)
from bot.engine.koikoi.sparring import judge
from bot.engine.koikoi.yaku import YAKU_TABLE, base_score_of_mask, mask_of, outlook_of_mask


def test_every_card_has_one_class_and_the_whole_deck_fits() -> None:
    assert sorted(c for ids in CLASSES for c in ids) == list(CARD_IDS)
    whole = signature(mask_of(CARD_IDS))
    assert whole == sum(PACKED) and canonical(whole) == mask_of(CARD_IDS)
    assert len(CLASSES) < len(DECK) // 2  # the plain cards of most characters are one class


def piles(rng: random.Random) -> tuple[int, int]:
    """Two disjoint capture piles of random sizes."""
    cards = list(CARD_IDS)
    rng.shuffle(cards)
    mine, theirs = rng.randrange(0, 25), rng.randrange(0, 20)
    return mask_of(cards[:mine]), mask_of(cards[mine : mine + theirs])


def greedy_judge(mine: int, theirs: int) -> float:
    """The greedy partner's judgement written out on masks (sparring.judge, without the groups)."""

    def side(pile: int, other: int) -> float:
        base, progress = outlook_of_mask(pile, other)
        near = sum(min(YAKU_TABLE[i].points, 10) * (have / YAKU_TABLE[i].need) ** 2 for i, have in progress)
        return 4.0 * base + 0.5 * near + 0.02 * sum(DECK[c].value for c in CARD_IDS if pile >> c & 1)

    return side(mine, theirs) - 0.7 * side(theirs, mine)


def hard_balance(mine: int, theirs: int) -> float:
    """The CPU levels' judgement (ai.Evaluator) written out on masks: each pile's base score (x `lucky` at 7 or more)
    plus each Yaku still possible at its worth times its progress to the `exponent`; mine minus `denial` times
    theirs, plus `card` times the values I hold."""
    w = DEFAULT.weights

    def side(pile: int, other: int) -> float:
        base, progress = outlook_of_mask(pile, other)
        total = base * (w.lucky if base >= LUCKY_SEVEN else 1.0)
        for index, have in progress:
            rule = YAKU_TABLE[index]
            worth = w.partial * rule.points * (w.lucky if rule.points >= LUCKY_SEVEN else 1.0) + w.speed
            total += worth * (have / rule.need) ** w.exponent
        return total

    held = sum(DECK[c].value for c in CARD_IDS if mine >> c & 1)
    return side(mine, theirs) - w.denial * side(theirs, mine) + w.card * held


def test_the_groups_hold_every_rule_once() -> None:
    assert sorted(i for group in GROUPS for i in group) == list(range(len(YAKU_TABLE)))


def test_the_tables_hold_every_group_once_within_their_bits() -> None:
    assert sorted(g for members, _ in TABLES for g in members) == list(range(len(GROUPS)))
    assert all(fields.bit_count() <= TABLE_BITS for members, fields in TABLES if len(members) > 1)
    assert len(TABLES) < len(GROUPS)  # put together: fewer look-ups a judgement


@pytest.mark.parametrize("seed", range(40))
def test_a_pile_judges_as_its_signature(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(25):
        mine, theirs = piles(rng)
        sig, other = signature(mine), signature(theirs)
        assert base_of_signature(sig) == base_score_of_mask(mine)
        mine_held = sum(DECK[c].value for c in CARD_IDS if mine >> c & 1)
        assert held_value(sig) == mine_held
        assert DEFAULT.judge(sig, other) == pytest.approx(hard_balance(mine, theirs))
        assert DEFAULT.balance(mine, theirs) == pytest.approx(DEFAULT.judge(sig, other))
        assert judge(sig, other) == pytest.approx(greedy_judge(mine, theirs))
        # The canonical pile of a signature is another pile with the same signature.
        assert signature(canonical(sig)) == sig
