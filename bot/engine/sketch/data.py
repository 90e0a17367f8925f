"""Yokai Sketch rule constants: the cards as data, one table each, with the rules section it comes from.

Source: ../shared/rules/sketch.md (which decides every gap of the French rulebook, marked "Decision").

Card ids are stable for the whole game and never reused:
- Yokai cards 1–20: blue 3–7 are 1–5, red 3–7 are 6–10, green 3–7 are 11–15, yellow 3–7 are 16–20.
- Sketch cards 1–36: six per colour pair, pairs in the order blue-red, blue-green, blue-yellow, red-green,
  red-yellow, green-yellow (1–6 blue-red, …, 31–36 green-yellow); in each pair's six the first has
  Call a Yokai, the second Distract a Yokai, the other four no ability.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from itertools import combinations


class Colour(enum.Enum):
    """The four Yokai colours, one per pile ("Components"). Declared in the resolution order (Decision: blue, red,
    green, yellow)."""

    BLUE = "blue"
    RED = "red"
    GREEN = "green"
    YELLOW = "yellow"

    index: int  # its pile's position in the row (set below; not a member)


COLOURS: tuple[Colour, ...] = tuple(Colour)
for _position, _colour in enumerate(COLOURS):
    _colour.index = _position
del _position, _colour

# "Components", Decision: the element each colour stands for (the UI names both).
ELEMENTS: dict[Colour, str] = {
    Colour.BLUE: "water",
    Colour.RED: "fire",
    Colour.GREEN: "earth",
    Colour.YELLOW: "wind",
}


class Ability(enum.Enum):
    """The two special abilities ("Special abilities")."""

    CALL = "call"  # Call a Yokai
    DISTRACT = "distract"  # Distract a Yokai


@dataclass(frozen=True)
class YokaiCard:
    id: int
    colour: Colour  # its printed colour (counts for the colour tie-break, even after a Call)
    value: int  # victory points, and how many sketches complete it


@dataclass(frozen=True)
class SketchCard:
    id: int
    colours: tuple[Colour, Colour]  # its two sketches; the player chooses one when playing it
    ability: Ability | None

    def other_colour(self, colour: Colour) -> Colour:
        """The sketch on the other half of the card (Distract a Yokai turns the card to it)."""
        first, second = self.colours
        return second if colour is first else first


# "Components": 20 Yokai cards, 5 of each colour with values 3, 4, 5, 6 and 7.
YOKAI_VALUES: tuple[int, ...] = (3, 4, 5, 6, 7)
YOKAI_CARDS: tuple[YokaiCard, ...] = tuple(
    YokaiCard(ci * len(YOKAI_VALUES) + vi + 1, colour, value)
    for ci, colour in enumerate(COLOURS)
    for vi, value in enumerate(YOKAI_VALUES)
)
YOKAI_COUNT = len(YOKAI_CARDS)  # 20

# "Components", Decision: 36 Sketch cards, 6 for each of the 6 colour pairs; of each pair's 6, one has Call a Yokai,
# one has Distract a Yokai, four have no ability (12 cards with an ability in all, as the rulebook says).
COLOUR_PAIRS: tuple[tuple[Colour, Colour], ...] = tuple(combinations(COLOURS, 2))
ABILITIES_PER_PAIR: tuple[Ability | None, ...] = (Ability.CALL, Ability.DISTRACT, None, None, None, None)
SKETCH_CARDS: tuple[SketchCard, ...] = tuple(
    SketchCard(pi * len(ABILITIES_PER_PAIR) + ai + 1, pair, ability)
    for pi, pair in enumerate(COLOUR_PAIRS)
    for ai, ability in enumerate(ABILITIES_PER_PAIR)
)
SKETCH_COUNT = len(SKETCH_CARDS)  # 36

# "Setup": 3 Sketch cards dealt to each of the 2 players.
PLAYERS = 2
HAND_SIZE = 3
# "A turn": up to 3 cards a turn; holding 4 cards after the draw, at least one must be played.
MAX_PLAYS = 3
MUST_PLAY_HAND = 4


def yokai_card(card_id: int) -> YokaiCard:
    """The Yokai card with this id (1–20)."""
    return YOKAI_CARDS[card_id - 1]


def sketch_card(card_id: int) -> SketchCard:
    """The Sketch card with this id (1–36)."""
    return SKETCH_CARDS[card_id - 1]


def pile_index(colour: Colour) -> int:
    """The position of a colour's pile in the row (and in every per-pile tuple): blue 0, red 1, green 2, yellow 3."""
    return colour.index  # (an attribute: quicker than hashing an Enum member or searching COLOURS)
