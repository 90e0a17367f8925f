"""Sparring partners for the arena (issue 19): opponents written from the rules, independent of the CPU levels' own
judgement (ai.py's Evaluator and search are not used here), so that beating them says something. Not CPU levels:
the bot never seats them.

- `greedy`: what a decent human plays. It captures what scores: a Yaku formed or raised now counts most, then a
  Yaku it gets nearer to (weighted by the Yaku's points), then the card values; it refuses the opponent a card
  that completes or nears one of their Yaku; it discards its least useful card, preferring characters the
  opponent is unlikely to hold (whose other cards it has seen). Shobu, unless the score is small, many cards are
  left and the opponent is far from any Yaku.
- `montecarlo(playouts)` (issue 35): plain determinized Monte Carlo, match-aware. Imagined deals (the unseen cards
  dealt at random to the opponent's hand and the pile, consistently with the view); every legal action played on
  each deal (the same deals for all), its turn finished and the round played out by the greedy judgement on both
  sides (Shobu at every Yaku); each outcome valued by the chance of winning the match it leaves (`match_value`:
  the lead after the round, the rounds left, a normal spread per round measured on greedy play; in the last round
  the match's result); the best mean wins. `playouts` is the total per decision (as many deals as it allows: 400
  playouts, about the hard CPU's think time). Before issue 35 this partner shared 200 playouts and valued a
  round's point difference: the hard level beat it 61.9 % of 1,000 matches but lost to a plain Monte-Carlo
  player written outside the project, so it was made that player.

Both decide from the seat's view and their generator only.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial
from math import erf, sqrt

from bot.engine.koikoi.data import CARDS_PER_CHARACTER, DECK
from bot.engine.koikoi.determinize import imagined_round
from bot.engine.koikoi.playout import (
    ALL,
    CHARACTER_MASKS,
    Round,
    base_of,
    bits,
    greedy_take,
    options,
    play_out,
    rollout_stop,
    turn,
)
from bot.engine.koikoi.signature import PACKED, Judgement, held_value, signature
from bot.engine.koikoi.state import Action, KoiKoi, Play, Shobu, Step, TakeDrawn
from bot.engine.koikoi.view import KoikoiView
from bot.engine.koikoi.yaku import YAKU_TABLE, mask_of

Policy = Callable[[KoikoiView, Sequence[Action], random.Random], Action]

_VALUES = tuple(c.value for c in DECK)
_POINTS = tuple(rule.points for rule in YAKU_TABLE)
_NEED = tuple(rule.need for rule in YAKU_TABLE)
_JUDGED: dict[tuple[int, int], float] = {}
# The spread of one round's point difference between two greedy players: 17.7 (standard deviation over 2,400 rounds
# of 400 six-round matches, seeds 900000-900399), for the plain Monte-Carlo partner's match odds.
ROUND_SPREAD = 18.0
PLAYOUTS = 460  # the Monte-Carlo partner's playouts a decision: the hard CPU's think time (its 400 cost 15 % more)
_SIDES: dict[tuple[int, int], float] = {}


def _worth(index: int, have: int) -> float:
    """A Yaku in progress as a player reckons it: its points (10 at most) times the share of its cards held,
    squared (the last cards matter most)."""
    return min(_POINTS[index], 10) * (have / _NEED[index]) ** 2


_SPLIT = Judgement(_worth, 0.7)


def judge(mine: int, theirs: int) -> float:
    """Mine against theirs, piles as signatures. Each side's prospects: 4 per point scored, plus half the worth of
    each Yaku still possible, plus a little per card value; their prospects count 0.7 (blocking matters, scoring
    more)."""
    key = (mine, theirs)
    found = _JUDGED.get(key)
    if found is None:
        if len(_JUDGED) > 1 << 18:
            _JUDGED.clear()
        my_base, their_base, progress = _SPLIT.split(mine, theirs)
        held = held_value(mine) - 0.7 * held_value(theirs)
        found = _JUDGED[key] = 4.0 * (my_base - 0.7 * their_base) + 0.5 * progress + 0.02 * held
    return found


def danger(unknown: int, of_character: int, hand_size: int) -> float:
    """A human's guess of the chance that the opponent holds a card of a character: the share of the unknown cards
    in their hand, for each such card (capped at 1)."""
    if unknown <= 0:
        return 0.0
    return min(1.0, of_character * hand_size / unknown)


def greedy_play(game: Round) -> tuple[int, int]:
    """The greedy play in a round (masks): the card and what it captures."""
    me = game.seat
    mine, theirs = game.sigs[me], game.sigs[1 - me]
    unknown = ALL & ~(game.hands[me] | game.river | game.captured[0] | game.captured[1])
    unseen, their_size = unknown.bit_count(), game.hands[1 - me].bit_count()
    now, against = judge(mine, theirs), judge(theirs, mine)
    best, best_value = (-1, 0), float("-inf")
    for card_id in bits(game.hands[me]):
        for taken in options(game.river, card_id):
            if taken:
                value = judge(mine + PACKED[card_id] + signature(taken), theirs)
            else:
                given = judge(theirs + PACKED[card_id], mine) - against
                same = (unknown & CHARACTER_MASKS[card_id // CARDS_PER_CHARACTER + 1]).bit_count()
                value = now - max(given, 0.1 * _VALUES[card_id]) * danger(unseen, same, their_size)
            if value > best_value:
                best, best_value = (card_id, taken), value
    return best


def play_greedily(game: Round) -> None:
    """Play the round to its end, greedy on both sides, Shobu whenever a Yaku is formed or raised."""
    play_out(game, greedy_play, judge, rollout_stop)


# ------------------------------------------------------------------------------------------ from the view


def turn_start_base(view: KoikoiView) -> int:
    """The base score the seat to move had when its turn began (for "formed or improved")."""
    me = view.seat if view.seat is not None else 0
    mine = mask_of(view.players[me].captured)
    last = view.last_play
    if last is not None and last.seat == me:
        mine &= ~mask_of((last.played, *last.played_captures, *(() if last.drawn is None else (last.drawn,))))
        mine &= ~mask_of(last.drawn_captures)
    return base_of(mine)


def shobu_points(view: KoikoiView) -> int:
    """What Shobu scores now ("Multipliers")."""
    me = view.seat if view.seat is not None else 0
    game = Round([0, 0], 0, [], [mask_of(p.captured) for p in view.players], list(view.koikoi_calls), view.oya, me)
    return game.score(me)


def _outcome(game: Round, me: int) -> int:
    assert game.result is not None
    winner, points = game.result
    return 0 if winner is None else points if winner == me else -points


def after_action(game: Round, view: KoikoiView, action: Action) -> None:
    """Apply the seat's action to an imagined round and finish the turn greedily (draw, capture choice, Shobu)."""
    me = game.seat
    if isinstance(action, KoiKoi):
        game.calls.append(me)
        game.end_turn()
        return
    if isinstance(action, Play):
        taken = options(game.river, action.card)[0] if action.capture is None else 1 << action.capture
        turn(game, action.card, taken, judge, rollout_stop)
        return
    if isinstance(action, TakeDrawn) and view.drawn is not None:
        game.place(view.drawn, 1 << action.capture)
        if game.sekai():
            return
        game.decide(turn_start_base(view), rollout_stop)


# ------------------------------------------------------------------------------------------ the partners


def greedy(view: KoikoiView, legal: Sequence[Action], rng: random.Random) -> Action:
    """The decent human (see the module notes)."""
    if len(legal) == 1:
        return legal[0]
    me = view.seat if view.seat is not None else 0
    if view.step is Step.DECIDE:
        my_base = view.players[me].base
        their_nearest = min((p.need - p.have for p in view.players[1 - me].progress), default=99)
        last_round_behind = view.round_number == view.rounds and (
            view.players[me].score + shobu_points(view) <= view.players[1 - me].score
        )
        go_on = my_base <= 3 and len(view.hand) >= 4 and their_nearest >= 3
        return KoiKoi() if go_on or last_round_behind else Shobu()
    game = imagined_round(view, rng)  # only my hand, the river and the captures are read
    if view.step is Step.TAKE_DRAWN and view.drawn is not None:
        chosen = greedy_take(game, view.drawn, judge)
        return next(a for a in legal if isinstance(a, TakeDrawn) and (1 << a.capture) == chosen)
    card_id, taken = greedy_play(game)
    for action in legal:
        if (
            isinstance(action, Play)
            and action.card == card_id
            and (action.capture is None or 1 << action.capture == taken)
        ):
            return action
    return rng.choice(list(legal))


def match_value(view: KoikoiView, diff: int) -> float:
    """What a round won by `diff` points (negative: lost) is worth to the seat: its chance of winning the match, if
    every later round moves the lead by a normal amount of spread ROUND_SPREAD (in the last round: a win 1, a draw
    1/2, a loss 0), plus a hair of the points themselves to tell apart outcomes the match no longer feels."""
    me = view.seat if view.seat is not None else 0
    lead = view.players[me].score - view.players[1 - me].score + diff
    left = view.rounds - view.round_number
    odds = (
        (1.0 if lead > 0 else 0.5 if lead == 0 else 0.0)
        if left <= 0
        else 0.5 * (1.0 + erf(lead / (ROUND_SPREAD * sqrt(2.0 * left))))
    )
    return odds + 1e-4 * diff


def montecarlo(view: KoikoiView, legal: Sequence[Action], rng: random.Random, playouts: int = PLAYOUTS) -> Action:
    """Plain determinized Monte Carlo, match-aware (see the module notes): imagined deals, every legal action played
    on each (the same deals for all; `playouts` in all, so as many deals as that allows), finished greedily for both
    seats to the round's end, valued by `match_value`; the best mean wins."""
    if len(legal) == 1:
        return legal[0]
    me = view.seat if view.seat is not None else 0
    candidates = list(legal)
    fixed: dict[int, float] = {}
    if view.step is Step.DECIDE:
        fixed = {i: match_value(view, shobu_points(view)) for i, a in enumerate(candidates) if isinstance(a, Shobu)}
    rolled = [i for i in range(len(candidates)) if i not in fixed]
    deals = max(1, playouts // max(len(rolled), 1))
    totals = [0.0] * len(candidates)
    for _ in range(deals):
        root = imagined_round(view, rng)
        for i in rolled:
            game = root.copy()
            after_action(game, view, candidates[i])
            if game.result is None:
                play_greedily(game)
            totals[i] += match_value(view, _outcome(game, me))
    means = [fixed[i] if i in fixed else totals[i] / deals for i in range(len(candidates))]
    best = max(means)
    return rng.choice([a for a, m in zip(candidates, means, strict=True) if m >= best - 1e-9])


def montecarlo_with(playouts: int) -> Policy:
    """The Monte-Carlo partner with another number of playouts per decision."""
    return partial(montecarlo, playouts=playouts)


# The partners by name, for the arena's --a / --b.
SPARRING: dict[str, Policy] = {"greedy": greedy, "mc": montecarlo}
