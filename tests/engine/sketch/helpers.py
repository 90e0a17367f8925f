"""Hand-built Yokai Sketch states for scenario tests.

Yokai are named by colour and value (`Y(RED, 5)`), Sketch cards by their pair and kind: `plain(RED, GREEN, n)` is
the n-th (0–3) card of that pair without ability, `call(RED, GREEN)` and `distract(RED, GREEN)` the pair's ability
cards. `make_state` starts from a dealt game and replaces what a scenario names; every Sketch card it does not place
goes to the draw pile (ascending ids), so that turns can go on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from bot.engine.sketch import (
    COLOUR_PAIRS,
    COLOURS,
    SKETCH_CARDS,
    YOKAI_CARDS,
    Ability,
    Colour,
    SketchConfig,
    SketchState,
    TurnRecord,
    new_game,
)

BLUE, RED, GREEN, YELLOW = Colour.BLUE, Colour.RED, Colour.GREEN, Colour.YELLOW


def Y(colour: Colour, value: int) -> int:
    """The id of the Yokai of this printed colour and value."""
    return next(card.id for card in YOKAI_CARDS if card.colour is colour and card.value == value)


def _pair_cards(a: Colour, b: Colour) -> list[int]:
    pair = (a, b) if (a, b) in COLOUR_PAIRS else (b, a)
    return [card.id for card in SKETCH_CARDS if card.colours == pair]


def call(a: Colour, b: Colour) -> int:
    card = _pair_cards(a, b)[0]
    assert SKETCH_CARDS[card - 1].ability is Ability.CALL
    return card


def distract(a: Colour, b: Colour) -> int:
    card = _pair_cards(a, b)[1]
    assert SKETCH_CARDS[card - 1].ability is Ability.DISTRACT
    return card


def plain(a: Colour, b: Colour, n: int = 0) -> int:
    return _pair_cards(a, b)[2 + n]


def plains(colour: Colour) -> list[int]:
    """The 12 cards without ability that show `colour`, by id."""
    return [card.id for card in SKETCH_CARDS if colour in card.colours and card.ability is None]


def full_piles() -> dict[Colour, tuple[int, ...]]:
    """Every pile with its own five Yokai, values 7 down to 3 from the top (no completion by accident)."""
    return {colour: tuple(Y(colour, v) for v in (7, 6, 5, 4, 3)) for colour in COLOURS}


def make_state(
    *,
    hands: Sequence[Sequence[int]] = ((), ()),
    piles: Mapping[Colour, Sequence[int]] | None = None,
    sides: Mapping[Colour, tuple[Sequence[int], Sequence[int]]] | None = None,
    seat: int = 0,
    seed: int = 0,
    draw_pile: Sequence[int] | None = None,
    discard: Sequence[int] = (),
    notebooks: Sequence[Sequence[int]] = ((), ()),
    **fields: Any,
) -> SketchState:
    """A state of `seat`'s turn, just after its draw (nothing played yet). Piles not named keep their full five."""
    all_piles = full_piles()
    all_piles.update({colour: tuple(ids) for colour, ids in (piles or {}).items()})
    all_sides = {colour: ((), ()) for colour in COLOURS}
    all_sides.update({colour: (tuple(a), tuple(b)) for colour, (a, b) in (sides or {}).items()})
    listed = [*hands[0], *hands[1], *discard, *(c for a, b in all_sides.values() for c in (*a, *b))]
    assert len(listed) == len(set(listed)), f"a Sketch card is placed twice: {sorted(listed)}"
    placed = set(listed)
    if draw_pile is None:
        draw_pile = [card.id for card in SKETCH_CARDS if card.id not in placed]
    base: dict[str, Any] = {
        "hands": (tuple(sorted(hands[0])), tuple(sorted(hands[1]))),
        "piles": tuple(all_piles[colour] for colour in COLOURS),
        "sides": tuple((tuple(all_sides[c][0]), tuple(all_sides[c][1])) for c in COLOURS),
        "draw_pile": tuple(draw_pile),
        "discard": tuple(discard),
        "notebooks": (tuple(notebooks[0]), tuple(notebooks[1])),
        "seat": seat,
        "first_player": seat,
        "turn": 1,
        "played": 0,
        "must_play": len(hands[seat]) >= 4,
        "pending": None,
        "this_turn": TurnRecord(seat, 1, drew=True, reshuffled=False),
        "last_turn": None,
    }
    base.update(fields)
    return replace(new_game(SketchConfig(), 2, seed), **base)
