"""The cards as data ("Components" and its Decisions)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from bot.engine.sketch import COLOURS, ELEMENTS, SKETCH_CARDS, YOKAI_CARDS, Ability, Colour, sketch_card, yokai_card


def test_twenty_yokai_four_colours_values_three_to_seven() -> None:
    assert len(YOKAI_CARDS) == 20
    assert Counter(card.colour for card in YOKAI_CARDS) == dict.fromkeys(COLOURS, 5)
    for colour in COLOURS:
        assert sorted(card.value for card in YOKAI_CARDS if card.colour is colour) == [3, 4, 5, 6, 7]
    assert [card.id for card in YOKAI_CARDS] == list(range(1, 21))
    assert yokai_card(1) == YOKAI_CARDS[0] and yokai_card(20).colour is Colour.YELLOW and yokai_card(20).value == 7


def test_decision_36_sketch_cards_six_per_colour_pair() -> None:
    assert len(SKETCH_CARDS) == 36
    assert [card.id for card in SKETCH_CARDS] == list(range(1, 37))
    pairs = Counter(frozenset(card.colours) for card in SKETCH_CARDS)
    assert pairs == {frozenset(pair): 6 for pair in combinations(COLOURS, 2)}
    assert all(card.colours[0] is not card.colours[1] for card in SKETCH_CARDS)


def test_decision_each_pair_has_one_call_one_distract_four_plain() -> None:
    for pair in combinations(COLOURS, 2):
        abilities = Counter(card.ability for card in SKETCH_CARDS if set(card.colours) == set(pair))
        assert abilities == {Ability.CALL: 1, Ability.DISTRACT: 1, None: 4}
    assert sum(card.ability is not None for card in SKETCH_CARDS) == 12  # "dont 12 cartes avec des capacités"


def test_decision_colours_are_elements() -> None:
    assert ELEMENTS == {Colour.BLUE: "water", Colour.RED: "fire", Colour.GREEN: "earth", Colour.YELLOW: "wind"}
    assert COLOURS == (Colour.BLUE, Colour.RED, Colour.GREEN, Colour.YELLOW)  # also the resolution order


def test_other_colour_turns_a_card_over() -> None:
    card = sketch_card(1)
    first, second = card.colours
    assert card.other_colour(first) is second and card.other_colour(second) is first
