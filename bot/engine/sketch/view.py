"""What one seat may see (`view`), and states it cannot tell apart (`resample`).

The view is the only thing render, the cogs and the CPU players get from a Yokai Sketch game. A hidden card cannot
reach a message or an image if the view does not hold it: a seat's view holds its own hand but only the size of the
other hand; no view holds the order of the draw pile or the Yokai under each pile's top (only counts); the public
view (`seat=None`) holds no hand at all.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from bot.engine.sketch.data import COLOURS, MAX_PLAYS, PLAYERS, Ability, Colour, sketch_card, yokai_card
from bot.engine.sketch.scoring import SketchResult, notebook_colours, notebook_score, result
from bot.engine.sketch.state import Pending, SketchState, TurnRecord


@dataclass(frozen=True)
class SketchCardView:
    """A Sketch card face: its id, its two sketches and its ability."""

    id: int
    colours: tuple[Colour, Colour]
    ability: Ability | None


@dataclass(frozen=True)
class PlacedSketch:
    """A Sketch card next to a pile, showing the sketch it was played as (or turned to by Distract)."""

    card: SketchCardView
    colour: Colour


@dataclass(frozen=True)
class YokaiCardView:
    id: int
    colour: Colour  # printed colour (a called Yokai keeps it for the tie-break but counts as its new pile's colour)
    value: int


@dataclass(frozen=True)
class PileView:
    colour: Colour
    top: YokaiCardView | None  # the face-up Yokai; None once the pile is empty
    cards_left: int  # Yokai in the pile, the top included
    under: int  # face-down Yokai under the top: their order (and which they are) is hidden
    sides: tuple[tuple[PlacedSketch, ...], tuple[PlacedSketch, ...]]  # per seat, in play order (latest last)
    sketches: int  # on both sides
    needed: int | None  # the top Yokai's value: it is complete when `sketches` reaches it


@dataclass(frozen=True)
class SeatView:
    seat: int
    hand_size: int
    notebook: tuple[YokaiCardView, ...]  # the Yokai won, in the order won (face up)
    score: int
    colours: int  # different printed colours in the notebook (the tie-break)


@dataclass(frozen=True)
class SketchView:
    seat: int | None  # whose view this is; None = the public board
    players: int
    piles: tuple[PileView, ...]  # blue, red, green, yellow (the resolution order)
    seats: tuple[SeatView, SeatView]
    hand: tuple[SketchCardView, ...]  # this seat's hand, by id; empty for the public view
    draw_pile: int  # cards left in the draw pile
    discard: tuple[SketchCardView, ...]  # the face-up discard pile, oldest first (its top is the last)
    reshuffles: int  # how many times the discard pile was shuffled into a new draw pile
    first_player: int
    turn: int
    to_move: int | None
    played: int  # cards played this turn
    max_plays: int
    must_play: bool  # the player to move held 4 cards after the draw and has not played yet
    may_end_turn: bool
    pending: Pending | None  # the card just played whose ability must be used or skipped
    this_turn: TurnRecord  # the turn under way (or the last one, once over): draw and plays
    last_turn: TurnRecord | None  # the turn before it
    result: SketchResult | None  # once over

    @property
    def is_over(self) -> bool:
        return self.result is not None

    def pile(self, colour: Colour) -> PileView:
        return self.piles[COLOURS.index(colour)]


def card_view(card: int) -> SketchCardView:
    """The face of a Sketch card (for cards the viewer may see)."""
    sketch = sketch_card(card)
    return SketchCardView(sketch.id, sketch.colours, sketch.ability)


def yokai_view(card: int) -> YokaiCardView:
    """The face of a Yokai card (for face-up cards)."""
    yokai = yokai_card(card)
    return YokaiCardView(yokai.id, yokai.colour, yokai.value)


def view(state: SketchState, seat: int | None) -> SketchView:
    """Exactly what `seat` may see ("Setup": hands are hidden, the draw pile is face down, the discard pile and the
    Yokai on top of the piles face up). `seat=None` is the public board."""
    if seat is not None and seat not in range(PLAYERS):
        raise ValueError(f"no seat {seat} in a {PLAYERS}-player game")
    piles = []
    for index, colour in enumerate(COLOURS):
        pile = state.piles[index]
        mine, theirs = state.sides[index]
        piles.append(
            PileView(
                colour=colour,
                top=yokai_view(pile[0]) if pile else None,
                cards_left=len(pile),
                under=max(len(pile) - 1, 0),
                sides=(
                    tuple(PlacedSketch(card_view(c), colour) for c in mine),
                    tuple(PlacedSketch(card_view(c), colour) for c in theirs),
                ),
                sketches=len(mine) + len(theirs),
                needed=yokai_card(pile[0]).value if pile else None,
            )
        )
    seats = tuple(
        SeatView(
            seat=s,
            hand_size=len(state.hands[s]),
            notebook=tuple(yokai_view(c) for c in state.notebooks[s]),
            score=notebook_score(state.notebooks[s]),
            colours=notebook_colours(state.notebooks[s]),
        )
        for s in range(PLAYERS)
    )
    over = state.is_over
    return SketchView(
        seat=seat,
        players=PLAYERS,
        piles=tuple(piles),
        seats=(seats[0], seats[1]),
        hand=tuple(card_view(c) for c in state.hands[seat]) if seat is not None else (),
        draw_pile=len(state.draw_pile),
        discard=tuple(card_view(c) for c in state.discard),
        reshuffles=state.reshuffles,
        first_player=state.first_player,
        turn=state.turn,
        to_move=state.to_move,
        played=state.played,
        max_plays=MAX_PLAYS,
        must_play=not over and state.must_play and state.played == 0,
        may_end_turn=not over and state.may_end_turn,
        pending=state.pending,
        this_turn=state.this_turn,
        last_turn=state.last_turn,
        result=result(state) if over else None,
    )


def resample(state: SketchState, seat: int | None, rng: random.Random) -> SketchState:
    """A state `seat` cannot tell apart from `state`: the cards it cannot see are dealt again at random among
    themselves — the other hand (both hands for the public) with the draw pile, and the face-down Yokai under each
    pile's top, reordered within their pile. Hand sizes, the discard pile and everything face up stay."""
    hidden_seats = [s for s in range(PLAYERS) if s != seat]
    pool = [card for s in hidden_seats for card in state.hands[s]] + list(state.draw_pile)
    rng.shuffle(pool)
    hands = list(state.hands)
    for s in hidden_seats:
        size = len(hands[s])
        hands[s], pool = tuple(sorted(pool[:size])), pool[size:]
    piles = []
    for pile in state.piles:
        under = list(pile[1:])
        rng.shuffle(under)
        piles.append(pile[:1] + tuple(under))
    return replace(state, hands=(hands[0], hands[1]), draw_pile=tuple(pool), piles=tuple(piles))
