"""The Feli-Fuda game state, its options and its actions: frozen dataclasses, replayable from seed + action log.

Cards are the stable ids 0..47 of data.py. Seats are 0 and 1. Nothing random lives in the state: every shuffle is
drawn from a generator seeded with the game seed and the event (rules.py).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from bot.engine.common import ConfigError
from bot.engine.koikoi.data import DEFAULT_ROUNDS, LAST_TURN_SHOBU_SINCE, ROUND_OPTIONS, RULES_VERSION, RULES_VERSIONS
from bot.engine.koikoi.yaku import YakuScore

# ---------------------------------------------------------------------------------------------- options


@dataclass(frozen=True)
class KoikoiConfig:
    """The match options. "A match" Decision: 1, 3, 6 or 12 rounds (12 by default). `rules_version`: the rules the
    match is played under (data.RULES_VERSIONS); new matches get the latest, a config stored before the field
    existed decodes as version 1 (ENGINE's config defaults), so an old match replays as it was played."""

    rounds: int = DEFAULT_ROUNDS
    rules_version: int = RULES_VERSION

    def __post_init__(self) -> None:
        if type(self.rounds) is not int or self.rounds not in ROUND_OPTIONS:
            options = ", ".join(str(n) for n in ROUND_OPTIONS)
            raise ConfigError("config.rounds", options=options, rounds=str(self.rounds)[:10])
        if type(self.rules_version) is not int or self.rules_version not in RULES_VERSIONS:
            # Never a player's choice: only a corrupted stored config gets here.
            raise ValueError(f"unknown Feli-Fuda rules version {self.rules_version!r}")

    @property
    def last_turn_shobu(self) -> bool:
        """ "A turn", step 3, Decision (changed 2026-11-25): no Shobu / Koi-Koi choice on the round's last turn."""
        return self.rules_version >= LAST_TURN_SHOBU_SINCE


# ---------------------------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class Play:
    """Step 1 of "A turn": play `card` from hand. `capture` names the river card it takes when exactly two river
    cards match it (the player's choice); it is None otherwise (no match: the card joins the river; one match: it
    is taken; three: all four are taken)."""

    card: int
    capture: int | None = None


@dataclass(frozen=True)
class TakeDrawn:
    """Step 2 of "A turn", when the drawn card matches two river cards: which one it captures."""

    capture: int


@dataclass(frozen=True)
class Shobu:
    """Step 3 of "A turn": stop the round and score."""


@dataclass(frozen=True)
class KoiKoi:
    """Step 3 of "A turn": go on, hoping for more."""


Action = Play | TakeDrawn | Shobu | KoiKoi
ACTION_TYPES: tuple[type, ...] = (Play, TakeDrawn, Shobu, KoiKoi)


# ---------------------------------------------------------------------------------------------- records


class Step(enum.Enum):
    """What the player to move must do now."""

    PLAY = "play"  # play a card from hand
    TAKE_DRAWN = "take_drawn"  # choose which of two river cards the drawn card captures
    DECIDE = "decide"  # a Yaku was formed or improved this turn: Shobu or Koi-Koi
    OVER = "over"  # the match is over


class RoundEnd(enum.Enum):
    """How a round ended ("Before play", "End of a round")."""

    SHOBU = "shobu"  # the winner called Shobu
    SEKAI_NO_SUTA = "sekai_no_suta"  # the winner captured the 4 Felicya super star cards
    LAST_KOIKOI = "last_koikoi"  # hands empty, the Oya's opponent called the last Koi-Koi: they win
    HANDS_EMPTY = "hands_empty"  # hands empty, no Koi-Koi or the Oya's was the last: void
    TESHI = "teshi"  # a starting hand held the 4 cards of one character: 6 points
    KUTTSUKI = "kuttsuki"  # a starting hand held 4 pairs: 6 points
    RIVER_VOID = "river_void"  # the river was dealt 4 of a character or 4 pairs: void, dealt again

    @property
    def is_void(self) -> bool:
        return self in (RoundEnd.HANDS_EMPTY, RoundEnd.RIVER_VOID)

    @property
    def at_the_deal(self) -> bool:
        """Ended as it was dealt ("Before play"): by the action that ended the round before it (round 1: the deal)."""
        return self in (RoundEnd.TESHI, RoundEnd.KUTTSUKI, RoundEnd.RIVER_VOID)


class Multiplier(enum.Enum):
    """The four cumulative doublings ("Multipliers"), in the rules file's order."""

    LUCKY_SEVEN = "lucky_seven"  # the winner's base score is 7 or more
    KOIKOI = "koikoi"  # the winner called Koi-Koi in the round
    COUNTER_LUCKY_SEVEN = "counter_lucky_seven"  # the opponent's base score is 7 or more
    COUNTER_KOIKOI = "counter_koikoi"  # the opponent called Koi-Koi in the round


@dataclass(frozen=True)
class RoundRecord:
    """One finished round, public: the history shown on the board."""

    round_number: int
    oya: int
    end: RoundEnd
    winner: int | None  # None: a void round
    yaku: tuple[YakuScore, ...]  # the winner's Yaku (Teshi / Kuttsuki: that hand Yaku)
    base: int  # the winner's base score
    opponent_base: int  # the loser's own Yaku total (for "countering a lucky seven")
    multipliers: tuple[Multiplier, ...]
    points: int  # what the winner scored: base × 2 per multiplier
    koikoi_calls: tuple[int, ...]  # seats, in call order
    shown: tuple[int, ...] = ()  # Teshi / Kuttsuki: the winning hand; void river: the river
    # SHOBU only: True when no choice was offered because it was the round's last turn (rules version 2: a Yaku
    # formed or improved on that turn ends the round by Shobu); False for a Shobu the player called.
    last_turn: bool = False
    # What the round's result picture shows (issue 16): the winner's captured cards as the round ended (the Yaku's
    # cards come from them), and the turn that ended it (the capture that completed a Yaku); both public.
    captured: tuple[int, ...] = ()
    ending: LastPlay | None = None


@dataclass(frozen=True)
class LastPlay:
    """The turn being played or just played, public: marked on the board."""

    seat: int
    played: int  # the card played from hand
    played_captures: tuple[int, ...]  # river cards it took
    drawn: int | None = None  # the card drawn from the pile (None: not yet, skipped, or no draw)
    drawn_captures: tuple[int, ...] = ()  # river cards the drawn card took
    refills: tuple[int, ...] = ()  # pile cards turned into an empty river during this turn


# ---------------------------------------------------------------------------------------------- state


@dataclass(frozen=True)
class KoikoiState:
    config: KoikoiConfig
    seed: int
    oya_draws: tuple[tuple[int, int], ...]  # "A match": the first-Oya draws (seat 0's card, seat 1's), redraws too
    round_number: int  # 1-based; every deal is a round (a void river counts as a played round)
    oya: int
    hands: tuple[tuple[int, ...], tuple[int, ...]]  # sorted ids; secret to their seat
    river: tuple[int, ...]  # face up, in the order the cards arrived
    pile: tuple[int, ...]  # face down, top first; its order is secret to everyone
    captured: tuple[tuple[int, ...], tuple[int, ...]]  # face up, in capture order
    seat: int  # whose turn it is (the last player to act once the match is over)
    step: Step
    turn_start_captures: int  # how many cards `seat` had captured when the turn began ("formed or improved")
    drawn: int | None = None  # TAKE_DRAWN: the drawn card waiting for its capture choice (face up)
    koikoi_calls: tuple[int, ...] = ()  # this round's Koi-Koi calls, by seat, in order
    scores: tuple[int, int] = (0, 0)  # match totals
    history: tuple[RoundRecord, ...] = ()
    last_play: LastPlay | None = None

    # ------------------------------------------------------------------ protocol
    @property
    def to_move(self) -> int | None:
        """The seat to act; None once the match is over."""
        return None if self.step is Step.OVER else self.seat

    @property
    def is_over(self) -> bool:
        return self.step is Step.OVER

    # ------------------------------------------------------------------ derived
    @property
    def opponent(self) -> int:
        """The seat not to move."""
        return 1 - self.seat

    def all_cards(self) -> tuple[int, ...]:
        """Every card of the state, wherever it lies (48 of them, each once)."""
        pending = () if self.drawn is None else (self.drawn,)
        return (*self.hands[0], *self.hands[1], *self.river, *self.pile, *self.captured[0], *self.captured[1], *pending)
