"""Feli-Fuda rule constants: the 48-card deck as one table, with the rules section each value comes from.

Source: ../shared/rules/koikoi.md ("The deck"), which decides what the French rulebook leaves open (card values).

Card ids are stable ints 0..47: character n (1..12) owns ids 4(n-1) .. 4(n-1)+3, in this order: its first
special card, its second special card (both as the rulebook lists them, lower value first), then its two plain
cards. So `character_of(id) == id // 4 + 1`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Kind(enum.Enum):
    """The four card values ("The deck": cards at 20 points, at 10 points, ribbons and plains)."""

    LIGHT = "light"  # 20 points: the 5 "lights"
    TEN = "ten"  # 10 points: animals and objects
    RIBBON = "ribbon"  # 5 points
    PLAIN = "plain"  # 1 point


class Ribbon(enum.Enum):
    """Ribbon colours ("The deck": poetry, red and blue ribbons, 3 of each)."""

    POETRY = "poetry"
    RED = "red"
    BLUE = "blue"


class Tag(enum.Enum):
    """What a special card shows, as far as a Yaku cares ("Yaku" table)."""

    INSTRUMENT = "instrument"  # Screaming Cats: the 5 Instrument cards
    PANORAMA = "panorama"  # Nihon'isshū: the 3 Panorama cards
    MICROPHONE = "microphone"  # Ongaku no joou
    OSAKA_CASTLE = "osaka_castle"  # Ongaku no joou
    SAKE_CUP = "sake_cup"  # Tsukimi-zake, Hanami-zake
    WHITE_MOON = "white_moon"  # Tsukimi-zake
    CURTAIN = "curtain"  # Hanami-zake
    UMBRELLA = "umbrella"  # Sanko, Ame shiko, Shiko: the one light that changes the light Yaku


@dataclass(frozen=True)
class Card:
    id: int  # 0..47 (see the module doc)
    character: int  # 1..12
    slug: str  # the card's own name: "microphone", "poetry_ribbon", "plain"
    kind: Kind
    value: int  # points ("The deck", Decision): used for the first-Oya draw
    ribbon: Ribbon | None
    tags: frozenset[Tag]


# (slug, kind, value, ribbon colour, tags) of a special card.
SpecialRow = tuple[str, Kind, int, Ribbon | None, frozenset[Tag]]

# Ribbons ("The deck": 3 poetry, 3 red, 3 blue), 5 points each.
_POETRY: SpecialRow = ("poetry_ribbon", Kind.RIBBON, 5, Ribbon.POETRY, frozenset())
_RED: SpecialRow = ("red_ribbon", Kind.RIBBON, 5, Ribbon.RED, frozenset())
_BLUE: SpecialRow = ("blue_ribbon", Kind.RIBBON, 5, Ribbon.BLUE, frozenset())
# The 5 lights, 20 points each ("Card values" Decision).
_MICROPHONE: SpecialRow = ("microphone", Kind.LIGHT, 20, None, frozenset({Tag.INSTRUMENT, Tag.MICROPHONE}))
_CURTAIN: SpecialRow = ("curtain", Kind.LIGHT, 20, None, frozenset({Tag.CURTAIN}))
_WHITE_MOON: SpecialRow = ("white_moon", Kind.LIGHT, 20, None, frozenset({Tag.WHITE_MOON}))
_UMBRELLA: SpecialRow = ("umbrella", Kind.LIGHT, 20, None, frozenset({Tag.UMBRELLA}))
_OSAKA_CASTLE: SpecialRow = ("osaka_castle", Kind.LIGHT, 20, None, frozenset({Tag.OSAKA_CASTLE}))
# The 10 cards at 10 points ("Card values" Decision).
_GUITAR: SpecialRow = ("guitar", Kind.TEN, 10, None, frozenset({Tag.INSTRUMENT}))
_BASS_GUITAR: SpecialRow = ("bass_guitar", Kind.TEN, 10, None, frozenset({Tag.INSTRUMENT}))
_DRUM: SpecialRow = ("drum", Kind.TEN, 10, None, frozenset({Tag.INSTRUMENT}))
_SYNTHESIZER: SpecialRow = ("synthesizer", Kind.TEN, 10, None, frozenset({Tag.INSTRUMENT}))
_TOKYO_PANORAMA: SpecialRow = ("tokyo_panorama", Kind.TEN, 10, None, frozenset({Tag.PANORAMA}))
_SAKE_CUP: SpecialRow = ("sake_cup", Kind.TEN, 10, None, frozenset({Tag.SAKE_CUP}))
_BRIDGE: SpecialRow = ("bridge", Kind.TEN, 10, None, frozenset())
_KYOTO_PANORAMA: SpecialRow = ("kyoto_panorama", Kind.TEN, 10, None, frozenset({Tag.PANORAMA}))
_OSAKA_PANORAMA: SpecialRow = ("osaka_panorama", Kind.TEN, 10, None, frozenset({Tag.PANORAMA}))
_YELLOW_MOON: SpecialRow = ("yellow_moon", Kind.TEN, 10, None, frozenset())

# "The deck: 48 cards, 12 characters × 4" — the one table: (number, character slug, its two special cards as the
# rulebook lists them). Its two plain cards are PLAIN_ROW. Change a card's value or tags above and nowhere else.
DECK_TABLE: tuple[tuple[int, str, SpecialRow, SpecialRow], ...] = (
    (1, "felicya_super_star", _POETRY, _MICROPHONE),
    (2, "felicya", _RED, _GUITAR),
    (3, "clementine", _RED, _BASS_GUITAR),
    (4, "amelya", _POETRY, _DRUM),
    (5, "ashanty", _BLUE, _SYNTHESIZER),
    (6, "kitsune", _POETRY, _CURTAIN),
    (7, "kirin", _TOKYO_PANORAMA, _WHITE_MOON),
    (8, "komainu", _BLUE, _SAKE_CUP),
    (9, "hoo", _RED, _BRIDGE),
    (10, "yatagarasu", _KYOTO_PANORAMA, _UMBRELLA),
    (11, "ryu", _BLUE, _OSAKA_PANORAMA),
    (12, "odokuro", _YELLOW_MOON, _OSAKA_CASTLE),
)
# "Every character has 2 plain cards": 1 point each ("Card values" Decision).
PLAIN_ROW: SpecialRow = ("plain", Kind.PLAIN, 1, None, frozenset())
PLAINS_PER_CHARACTER = 2

CHARACTERS = 12  # "A match": one round per character; "The deck": 12 characters
CARDS_PER_CHARACTER = 4


def _build_deck() -> tuple[Card, ...]:
    cards: list[Card] = []
    for number, _slug, first, second in DECK_TABLE:
        for row in (first, second, *[PLAIN_ROW] * PLAINS_PER_CHARACTER):
            slug, kind, value, ribbon, tags = row
            cards.append(Card(len(cards), number, slug, kind, value, ribbon, tags))
    return tuple(cards)


DECK: tuple[Card, ...] = _build_deck()
CARD_IDS: tuple[int, ...] = tuple(c.id for c in DECK)
CHARACTER_SLUGS: dict[int, str] = {number: slug for number, slug, _a, _b in DECK_TABLE}
SUPER_STAR = 1  # "Sekai no sutā": the 4 Felicya super star cards end the round at once

# "Dealing a round": the Oya deals 4 to the opponent, 4 to self, 4 to the river, then again.
DEAL_PACKET = 4
DEAL_PASSES = 2
HAND_SIZE = DEAL_PACKET * DEAL_PASSES  # 8
# "Before play": Teshi / Kuttsuki win the round with 6 points, no multiplier (Decision).
HAND_YAKU_POINTS = 6
# "A match" Decision: the match length options.
ROUND_OPTIONS: tuple[int, ...] = (1, 3, 6, 12)
DEFAULT_ROUNDS = 12

# The rules version a match is played under, stored with its options so that a match saved under older rules still
# replays as it was played. 1: the rules before 2026-11-25 (a Shobu / Koi-Koi choice on the round's last turn too);
# 2: "A turn", step 3, Decision (changed 2026-11-25): no choice on the round's last turn, a Yaku formed or improved
# there ends the round by Shobu. New matches get the latest; a stored config without the field is version 1.
RULES_VERSIONS: tuple[int, ...] = (1, 2)
RULES_VERSION = 2  # new matches
LEGACY_RULES_VERSION = 1  # a stored config saved before the version was kept
LAST_TURN_SHOBU_SINCE = 2  # the first version with the last turn's forced Shobu
PLAYERS = 2  # "A match": two players
# "Multipliers" 1 and 3: a base score of 7 or more is a "lucky seven".
LUCKY_SEVEN = 7


def card(card_id: int) -> Card:
    """The card with this id (0..47)."""
    return DECK[card_id]


def character_of(card_id: int) -> int:
    """The character (1..12) a card belongs to: the only thing that matters for matching ("A turn")."""
    return card_id // CARDS_PER_CHARACTER + 1


def cards_of_character(character: int) -> tuple[int, ...]:
    """The 4 card ids of one character."""
    start = (character - 1) * CARDS_PER_CHARACTER
    return tuple(range(start, start + CARDS_PER_CHARACTER))


def cards_where(
    *, kind: Kind | None = None, ribbon: Ribbon | None = None, tag: Tag | None = None, character: int | None = None
) -> frozenset[int]:
    """The ids of every card with all the given properties (a building block of the Yaku table)."""
    return frozenset(
        c.id
        for c in DECK
        if (kind is None or c.kind is kind)
        and (ribbon is None or c.ribbon is ribbon)
        and (tag is None or tag in c.tags)
        and (character is None or c.character == character)
    )
