"""Dealing what a seat cannot see: a round consistent with its view, for the players that search or roll out (the
hard CPU, the Monte-Carlo sparring partner). Only the deal is shared: each judges the round in its own way.

The hard CPU also reads the opponent's public plays of the round (`unlikely_in_hand`): a player who played a card
that took nothing while a card of their hand matched the river would have thrown a capture away, which a decent
player hardly ever does, so the cards of the characters lying in the river then are unlikely in their hand now
(a hand only shrinks during a round). `imagined_round` deals such cards to the opponent with a smaller likelihood.
"""

from __future__ import annotations

import random
from math import comb

from bot.engine.koikoi.data import CARD_IDS, CARDS_PER_CHARACTER, LAST_TURN_SHOBU_SINCE
from bot.engine.koikoi.playout import CHARACTER_MASKS, Round
from bot.engine.koikoi.view import KoikoiView
from bot.engine.koikoi.yaku import mask_of


def unseen(view: KoikoiView) -> list[int]:
    """The cards the seat has not seen (the opponent's hand and the pile), in id order."""
    known = {*view.hand, *view.river, *view.players[0].captured, *view.players[1].captured}
    if view.drawn is not None:
        known.add(view.drawn)
    return [c for c in CARD_IDS if c not in known]


def unlikely_in_hand(view: KoikoiView) -> int:
    """The unseen cards the opponent's plays this round say they probably do not hold, as a mask: every card of a
    character that lay in the river when they played a card that took nothing (a discard)."""
    me = view.seat if view.seat is not None else 0
    characters = 0
    for turn in view.turns:
        if turn.seat != me and not turn.played_captures:
            for river_card in turn.river:
                characters |= CHARACTER_MASKS[river_card // CARDS_PER_CHARACTER + 1]
    return characters & mask_of(unseen(view))


def weighted_hand(unknown: list[int], unlikely: int, size: int, weight: float, rng: random.Random) -> list[int]:
    """`size` cards dealt from `unknown` where each card of the `unlikely` mask is `weight` times as likely to be in
    the hand as it would be at random (the likelihood of a hand: weight ** its unlikely cards). Exact: the number j
    of unlikely cards is drawn first (C(F, j) C(A, size - j) weight ** j), then the cards of each kind at random."""
    doubtful = [c for c in unknown if unlikely >> c & 1]
    plain = [c for c in unknown if not unlikely >> c & 1]
    counts = range(min(len(doubtful), size) + 1)
    weights = [comb(len(doubtful), j) * comb(len(plain), size - j) * weight**j for j in counts]
    # (weight 0 with too few plain cards: every weight is 0; as few unlikely cards as the size allows)
    j = rng.choices(counts, weights)[0] if sum(weights) > 0 else max(0, size - len(plain))
    return rng.sample(doubtful, j) + rng.sample(plain, size - j)


def imagined_round(view: KoikoiView, rng: random.Random, unlikely: int = 0, weight: float = 1.0) -> Round:
    """A round consistent with the view: the cards the seat has not seen dealt at random to the opponent's hand and
    the pile (drawn from the end of the list); the cards of the `unlikely` mask, if any, `weight` times as likely
    in the opponent's hand as the others (`weighted_hand`)."""
    me = view.seat if view.seat is not None else 0
    unknown = unseen(view)
    size = view.players[1 - me].hand_size
    if unlikely and weight != 1.0:
        theirs = weighted_hand(unknown, unlikely, size, weight, rng)
        taken = mask_of(theirs)
        pile = [c for c in unknown if not taken >> c & 1]
        rng.shuffle(pile)
    else:
        rng.shuffle(unknown)
        theirs, pile = unknown[:size], unknown[size:]
    hands = [0, 0]
    hands[me], hands[1 - me] = mask_of(view.hand), mask_of(theirs)
    captured = [mask_of(view.players[0].captured), mask_of(view.players[1].captured)]
    game = Round(hands, mask_of(view.river), pile, captured, list(view.koikoi_calls), view.oya, me)
    game.last_turn_shobu = view.rules_version >= LAST_TURN_SHOBU_SINCE
    return game
