"""Dealing what a seat cannot see: a round consistent with its view, for the players that search or roll out (the
hard CPU, the Monte-Carlo sparring partner). Only the deal is shared: each judges the round in its own way."""

from __future__ import annotations

import random

from bot.engine.koikoi.data import CARD_IDS, LAST_TURN_SHOBU_SINCE
from bot.engine.koikoi.playout import Round
from bot.engine.koikoi.view import KoikoiView
from bot.engine.koikoi.yaku import mask_of


def unseen(view: KoikoiView) -> list[int]:
    """The cards the seat has not seen (the opponent's hand and the pile, mixed), lowest id first."""
    known = {*view.hand, *view.river, *view.players[0].captured, *view.players[1].captured}
    if view.drawn is not None:
        known.add(view.drawn)
    return [c for c in CARD_IDS if c not in known]


def imagined_round(view: KoikoiView, rng: random.Random) -> Round:
    """A round consistent with the view: the cards the seat has not seen dealt at random to the opponent's hand and
    the pile (drawn from the end of the list)."""
    me = view.seat if view.seat is not None else 0
    unknown = unseen(view)
    rng.shuffle(unknown)
    size = view.players[1 - me].hand_size
    hands = [0, 0]
    hands[me], hands[1 - me] = mask_of(view.hand), mask_of(unknown[:size])
    captured = [mask_of(view.players[0].captured), mask_of(view.players[1].captured)]
    game = Round(hands, mask_of(view.river), unknown[size:], captured, list(view.koikoi_calls), view.oya, me)
    game.last_turn_shobu = view.rules_version >= LAST_TURN_SHOBU_SINCE
    return game
