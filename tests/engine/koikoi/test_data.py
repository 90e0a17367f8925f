"""The deck ("The deck" and its Decision on card values): one table, 48 cards, 12 characters × 4."""

from __future__ import annotations

from collections import Counter

from bot.engine.koikoi import CARD_IDS, DECK, DECK_TABLE, Kind, Ribbon, Tag, card, cards_of_character, character_of
from tests.engine.koikoi.helpers import BLUE, CURTAIN, MICROPHONE, OSAKA_CASTLE, POETRY, RED, UMBRELLA, WHITE_MOON


def test_48_cards_12_characters_of_4_with_stable_ids() -> None:
    assert tuple(range(48)) == CARD_IDS and [c.id for c in DECK] == list(range(48))
    assert len(DECK_TABLE) == 12
    for n in range(1, 13):
        cards = cards_of_character(n)
        assert [character_of(c) for c in cards] == [n] * 4
        assert [card(c).kind for c in cards[2:]] == [Kind.PLAIN, Kind.PLAIN]


def test_card_values_by_kind() -> None:
    kinds = Counter(c.kind for c in DECK)
    assert kinds == {Kind.LIGHT: 5, Kind.TEN: 10, Kind.RIBBON: 9, Kind.PLAIN: 24}
    value = {Kind.LIGHT: 20, Kind.TEN: 10, Kind.RIBBON: 5, Kind.PLAIN: 1}
    assert all(c.value == value[c.kind] for c in DECK)
    assert {c.id for c in DECK if c.kind is Kind.LIGHT} == {MICROPHONE, CURTAIN, WHITE_MOON, UMBRELLA, OSAKA_CASTLE}


def test_ribbons_three_of_each_colour() -> None:
    assert Counter(c.ribbon for c in DECK if c.ribbon) == {Ribbon.POETRY: 3, Ribbon.RED: 3, Ribbon.BLUE: 3}
    assert [character_of(c) for c in POETRY] == [1, 4, 6]
    assert [character_of(c) for c in RED] == [2, 3, 9]
    assert [character_of(c) for c in BLUE] == [5, 8, 11]


def test_tags() -> None:
    tagged = Counter(t for c in DECK for t in c.tags)
    assert tagged[Tag.INSTRUMENT] == 5 and tagged[Tag.PANORAMA] == 3
    assert {c.character for c in DECK if Tag.INSTRUMENT in c.tags} == {1, 2, 3, 4, 5}
    assert {c.character for c in DECK if Tag.PANORAMA in c.tags} == {7, 10, 11}
    for tag in (Tag.MICROPHONE, Tag.OSAKA_CASTLE, Tag.SAKE_CUP, Tag.WHITE_MOON, Tag.CURTAIN, Tag.UMBRELLA):
        assert tagged[tag] == 1
