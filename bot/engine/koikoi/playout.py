"""Fast playouts of the rest of a round, for the hard CPU's search (ai.py): the rules of rules.py on bit masks.

An imagined round (the cards the seat cannot see dealt at random, consistently with its view) is played to its end by
the one-step player's judgement for both sides (each from what it can see: its discards weighed by the chance that the
opponent holds a match, never by the imagined hand), and its outcome scored as rules.py and scoring.py would: the same
captures ("A turn": one match taken, two: a choice, three: all four; a matching card always captures), the same refill
at once, the same skipped steps on an empty pile, Sekai no sutā ending the round at once, Shobu / Koi-Koi
after a Yaku formed or improved, the end of the hands checked after the last choice with the last-Koi-Koi rule, the
best of each family and the four multipliers. The tests check it against the engine on random rounds.

Masks: bit i = card id i. Hands and river are masks (order does not matter to the rules); the pile is a list whose
last element is drawn next. Each capture pile is also kept as its signature (signature.py: how many cards of each
class it holds), which is all the Yaku and the judgements read: a `Judge` takes two signatures.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from bot.engine.koikoi.data import CARDS_PER_CHARACTER, CHARACTERS, DECK, SUPER_STAR, cards_of_character
from bot.engine.koikoi.signature import PACKED, base_of_signature, signature
from bot.engine.koikoi.yaku import mask_of

CHARACTER_MASKS: tuple[int, ...] = (0, *(mask_of(cards_of_character(n)) for n in range(1, CHARACTERS + 1)))
SUPER_MASK = CHARACTER_MASKS[SUPER_STAR]
ALL = (1 << len(DECK)) - 1
VALUES = tuple(c.value for c in DECK)


def base_of(captured: int) -> int:
    """The base score of a capture pile given as a mask."""
    return base_of_signature(signature(captured))


def bits(mask: int) -> list[int]:
    """The card ids of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def matches(river: int, card_id: int) -> int:
    """The river cards of the card's character, as a mask."""
    return river & CHARACTER_MASKS[card_id // CARDS_PER_CHARACTER + 1]


def options(river: int, card_id: int) -> list[int]:
    """What a card may capture, as masks ("A turn"): nothing (0), the one match, one of two, or all three."""
    found = matches(river, card_id)
    if found.bit_count() == 2:
        low = found & -found
        return [low, found ^ low]
    return [found]


# A judgement of a capture pile against the opponent's (the evaluator's `judge`), both as signatures.
Judge = Callable[[int, int], float]
# The chance that the opponent holds a card of a character: (unknown cards, of that character, their hand size).
Danger = Callable[[int, int, int], float]


@dataclass(slots=True)
class Round:
    """A round being played out: the hands, river, pile and captures as masks, the Koi-Koi calls, who plays."""

    hands: list[int]
    river: int
    pile: list[int]
    captured: list[int]
    calls: list[int]
    oya: int
    seat: int
    result: tuple[int | None, int] | None = field(default=None)  # (winner or None for void, points) once over
    last_turn_shobu: bool = True  # rules version 2: no Shobu / Koi-Koi choice on the round's last turn
    sigs: list[int] = field(default_factory=list)  # the capture piles' signatures (from `captured` if not given)

    def __post_init__(self) -> None:
        if not self.sigs:
            self.sigs = [signature(self.captured[0]), signature(self.captured[1])]

    def copy(self) -> Round:
        hands, pile, captured, calls = list(self.hands), list(self.pile), list(self.captured), list(self.calls)
        sigs = list(self.sigs)
        return Round(hands, self.river, pile, captured, calls, self.oya, self.seat, None, self.last_turn_shobu, sigs)

    def base(self, seat: int) -> int:
        """The base score of `seat`'s captures."""
        return base_of_signature(self.sigs[seat])

    # ------------------------------------------------------------------ scoring
    def score(self, winner: int) -> int:
        """The winner's points ("Base score", "Multipliers")."""
        base, other = self.base(winner), self.base(1 - winner)
        doubles = (base >= 7) + (winner in self.calls) + (other >= 7) + ((1 - winner) in self.calls)
        return base << doubles

    def win(self, winner: int) -> None:
        self.result = (winner, self.score(winner))

    # ------------------------------------------------------------------ steps of a turn
    def place(self, card_id: int, taken: int) -> None:
        """Card `card_id` of the seat to move takes `taken` (0: it joins the river); then the refill."""
        if taken:
            self.river &= ~taken
            self.captured[self.seat] |= taken | (1 << card_id)
            self.sigs[self.seat] += PACKED[card_id] + signature(taken)
        else:
            self.river |= 1 << card_id
        if not self.river and self.pile:
            self.river = 1 << self.pile.pop()

    def sekai(self) -> bool:
        """Sekai no sutā ends the round at once (scored like a Shobu)."""
        if self.captured[self.seat] & SUPER_MASK == SUPER_MASK:
            self.win(self.seat)
            return True
        return False

    def play(self, card_id: int, taken: int) -> bool:
        """Step 1: play a card from hand. True when the round ended (Sekai no sutā: no draw)."""
        self.hands[self.seat] &= ~(1 << card_id)
        self.place(card_id, taken)
        return self.sekai()

    def draw(self) -> int | None:
        """Step 2: the pile's top card, or None (an empty pile: skipped)."""
        return self.pile.pop() if self.pile else None

    def end_turn(self) -> None:
        """Both hands empty: the last-Koi-Koi rule; else the other seat plays."""
        if not self.hands[0] and not self.hands[1]:
            if self.calls and self.calls[-1] != self.oya:
                self.win(self.calls[-1])
            else:
                self.result = (None, 0)
            return
        self.seat = 1 - self.seat

    def decide(self, start_base: int, stop: Callable[[Round], bool]) -> None:
        """Step 3: a Yaku formed or improved this turn (the base score went up): Shobu (`stop`) or Koi-Koi; on the
        round's last turn (rules version 2) Shobu with no choice."""
        if self.base(self.seat) > start_base:
            if (self.last_turn_shobu and not self.hands[0] and not self.hands[1]) or stop(self):
                self.win(self.seat)
                return
            self.calls.append(self.seat)
        self.end_turn()


# ------------------------------------------------------------------------------------------ the greedy policy
def greedy_card(game: Round, judge: Judge, danger: Danger) -> tuple[int, int]:
    """The rollout's play, as the one-step player would choose it from what the seat to move can see: the capture that
    judges best; a discard weighed by what it would give the opponent times the chance they hold a card of its
    character (`danger(unknown, of_character, their_hand_size)`). The playouts' hot path: the piles as they stand
    are judged only when a discard is met."""
    me = game.seat
    hand, river = game.hands[me], game.river
    mine, theirs = game.sigs[me], game.sigs[1 - me]
    unknown = ALL & ~(hand | river | game.captured[0] | game.captured[1])
    unseen, their_size = unknown.bit_count(), game.hands[1 - me].bit_count()
    best, best_value = (-1, 0), float("-inf")
    now = against = 0.0
    judged = False
    for card_id in bits(hand):
        for taken in options(river, card_id):
            if taken:
                value = judge(mine + PACKED[card_id] + signature(taken), theirs)
            else:
                if not judged:
                    now, against, judged = judge(mine, theirs), judge(theirs, mine), True
                given = judge(theirs + PACKED[card_id], mine) - against
                character = unknown & CHARACTER_MASKS[card_id // CARDS_PER_CHARACTER + 1]
                value = now - max(given, 0.05 * VALUES[card_id]) * danger(unseen, character.bit_count(), their_size)
            if value > best_value:
                best, best_value = (card_id, taken), value
    return best


def greedy_take(game: Round, card_id: int, judge: Judge) -> int:
    """Which of the options of a drawn card the rollout takes."""
    found = options(game.river, card_id)
    if len(found) == 1:
        return found[0]
    mine, theirs = game.sigs[game.seat] + PACKED[card_id], game.sigs[1 - game.seat]
    return max(found, key=lambda taken: judge(mine + PACKED[taken.bit_length() - 1], theirs))


def rollout_stop(game: Round) -> bool:
    """The rollout's Shobu / Koi-Koi: always Shobu."""
    return True


def turn(game: Round, card_id: int, taken: int, judge: Judge, stop: Callable[[Round], bool]) -> None:
    """The rest of the turn of the seat to move from its play on: the card and what it takes, the draw (the capture
    `judge` likes best), then Shobu / Koi-Koi by `stop` if a Yaku was formed or raised (unless the round ended)."""
    start = game.base(game.seat)
    if game.play(card_id, taken):
        return
    drawn = game.draw()
    if drawn is not None:
        game.place(drawn, greedy_take(game, drawn, judge))
        if game.sekai():
            return
    game.decide(start, stop)


def play_out(
    game: Round, choose: Callable[[Round], tuple[int, int]], judge: Judge, stop: Callable[[Round], bool]
) -> None:
    """Play turns until the round ends: `choose` picks each play (card, what it takes) for whoever is to move."""
    while game.result is None:
        turn(game, *choose(game), judge, stop)
