"""The Yokai Sketch game state, actions and the public records of a turn: frozen dataclasses, replayable from
seed + action log (no random generator is stored: each shuffle derives its own from the seed)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.sketch.data import MAX_PLAYS, PLAYERS, Ability, Colour, pile_index

# ---------------------------------------------------------------------------------------------- config


@dataclass(frozen=True)
class SketchConfig:
    """The rules have no options. `pile_size` is the table's own, for `/sketch tutorial` only (never a choice of
    `/sketch start`): each pile holds that many of its colour's 5 Yokai (drawn at random), so that a first game ends
    in a few turns ("End": as soon as a pile is empty). 5, the rulebook's game, by default."""

    pile_size: int = 5


# ---------------------------------------------------------------------------------------------- actions
# Sketch cards are named by their stable id 1–36 (see data.py).


@dataclass(frozen=True)
class Play:
    """A turn, step 2 (play): play a card from your hand as one of its two colours, next to that colour's pile."""

    card: int
    colour: Colour


@dataclass(frozen=True)
class UseAbility:
    """Special abilities: use the ability of the card just played. Call a Yokai: `pile` is the pile whose top Yokai
    comes to the pile where the card was played. Distract a Yokai: no target (`pile` is None)."""

    pile: Colour | None = None


@dataclass(frozen=True)
class SkipAbility:
    """Special abilities: do not use the ability of the card just played."""


@dataclass(frozen=True)
class EndTurn:
    """A turn: stop playing (not before a first card when you held 4 cards after the draw)."""


Action = Play | UseAbility | SkipAbility | EndTurn
ACTION_TYPES: tuple[type, ...] = (Play, UseAbility, SkipAbility, EndTurn)


# ---------------------------------------------------------------------------------------------- public records


@dataclass(frozen=True)
class Completion:
    """A Yokai completed ("Completing a Yokai sketch"): won by `winner`, or fled to the bottom of its pile."""

    pile: Colour
    yokai: int  # Yokai card id
    winner: int | None  # the seat that won it; None: a tie, the Yokai fled
    counts: tuple[int, int]  # sketches per seat at the pile when it was completed
    discarded: tuple[int, ...]  # the Sketch cards that went to the discard pile, in that order


@dataclass(frozen=True)
class AbilityUse:
    """What became of the ability of the card just played."""

    ability: Ability
    used: bool  # False: the player skipped it
    pile: Colour | None = None  # Call: the pile the Yokai was taken from; Distract: the pile the card moved to
    yokai: int | None = None  # Call: the Yokai moved
    moved: int | None = None  # Distract: the opponent's Sketch card moved (None: nothing to distract)
    completions: tuple[Completion, ...] = ()  # Yokai completed by the ability


@dataclass(frozen=True)
class PlayRecord:
    """One card played, and what followed, for marking on the board."""

    seat: int
    card: int
    colour: Colour  # the sketch it was played as, which is also its pile
    completions: tuple[Completion, ...] = ()  # Yokai completed by the card itself
    ability: AbilityUse | None = None  # None: no ability, not usable, ignored (game over) or not decided yet


@dataclass(frozen=True)
class TurnRecord:
    """One turn: the draw and the cards played (public: which card was drawn is not in it)."""

    seat: int
    turn: int
    drew: bool  # False when both the draw pile and the discard pile were empty
    reshuffled: bool  # the discard pile was shuffled into a new draw pile before the draw
    plays: tuple[PlayRecord, ...] = ()


@dataclass(frozen=True)
class Pending:
    """A card with an ability was just played and its player must use it or not ("Special abilities")."""

    card: int
    ability: Ability
    pile: Colour  # where the card was played


# ---------------------------------------------------------------------------------------------- state

Sides = tuple[tuple[int, ...], tuple[int, ...]]


@dataclass(frozen=True)
class SketchState:
    config: SketchConfig
    seed: int
    hands: tuple[tuple[int, ...], tuple[int, ...]]  # per seat, Sketch ids sorted: secret to their holder
    draw_pile: tuple[int, ...]  # face down, top first: order secret to all
    discard: tuple[int, ...]  # face up, oldest first (the top is the last)
    reshuffles: int  # how many times the discard pile became the draw pile (names the next shuffle's generator)
    piles: tuple[tuple[int, ...], ...]  # per colour (data.COLOURS order): Yokai ids, top (face up) first
    sides: tuple[Sides, ...]  # per pile, per seat: Sketch ids on that side, in play order (latest last)
    notebooks: tuple[tuple[int, ...], tuple[int, ...]]  # per seat: the Yokai won, in the order won
    first_player: int
    seat: int  # whose turn it is (the last to act once the game is over)
    turn: int  # 1-based, counts both players' turns
    played: int  # cards played this turn (at most MAX_PLAYS)
    must_play: bool  # held 4 cards after this turn's draw: at least one card must be played
    pending: Pending | None  # an ability to use or skip
    this_turn: TurnRecord
    last_turn: TurnRecord | None  # the previous turn (the opponent's)

    # ------------------------------------------------------------------ protocol
    @property
    def is_over(self) -> bool:
        """End of the game: over as soon as one or more Yokai piles are empty."""
        return not all(self.piles)

    @property
    def to_move(self) -> int | None:
        """The seat whose turn it is; None once the game is over."""
        return None if self.is_over else self.seat

    @property
    def players(self) -> int:
        return PLAYERS

    # ------------------------------------------------------------------ derived
    def pile(self, colour: Colour) -> tuple[int, ...]:
        return self.piles[pile_index(colour)]

    def side(self, colour: Colour, seat: int) -> tuple[int, ...]:
        return self.sides[pile_index(colour)][seat]

    def sketches_at(self, colour: Colour) -> int:
        """All the Sketch cards on both sides of a pile (what completes its top Yokai)."""
        mine, theirs = self.sides[pile_index(colour)]
        return len(mine) + len(theirs)

    @property
    def may_end_turn(self) -> bool:
        """A turn: you may stop unless you held 4 cards after the draw and have not played yet."""
        return self.pending is None and not (self.must_play and self.played == 0)

    @property
    def plays_left(self) -> int:
        return MAX_PLAYS - self.played
