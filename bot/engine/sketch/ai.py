"""CPU players for Yokai Sketch: `policy(view, legal, rng) -> action`, from the seat's view only.

- easy: mostly random legal actions, sometimes the normal choice.
- normal: greedy; each legal action is tried on one state consistent with the view and the result is scored by
  `evaluate` (the score so far, plus what each pile is worth to whom, see `race_rows`).
- hard: determinized look-ahead (perfect-information Monte Carlo): a fixed number of states consistent with the view
  are drawn (`determinize`); each legal action is played on every one of them, then the rest of the turn, the
  opponent's reply and one more turn each are played greedily, and the averaged evaluation decides.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import cache

from bot.engine.sketch.data import SKETCH_COUNT, YOKAI_CARDS
from bot.engine.sketch.rules import apply_checked, legal_actions
from bot.engine.sketch.scoring import standing
from bot.engine.sketch.state import Action, SketchConfig, SketchState
from bot.engine.sketch.view import SketchView

Policy = Callable[[SketchView, Sequence[Action], random.Random], Action]

# ------------------------------------------------------------------------------------------ pile races
# A pile is a race: its top Yokai (value v) is completed when the Sketch cards there reach v; the side with more
# cards then wins it. With r cards still missing and a lead L (my cards minus theirs), the final margin is
# L - r + 2a when I add a of the r missing cards. `race_rows()[r][L + MAX_LEAD]` estimates the outcome (+1 won,
# 0 fled, -1 lost) for the player about to move, by value iteration on a one-pile game where each turn the mover
# may add up to `c` cards (c drawn from AVAILABLE: cards of one colour among 4 in hand, at most 3 a turn) and the
# future is discounted (nobody is forced to touch a pile).

AVAILABLE: tuple[float, ...] = (0.15, 0.35, 0.35, 0.15)  # P(c = 0, 1, 2, 3), tuned by arena matches
DISCOUNT = 0.7
MAX_MISSING = 7
MAX_LEAD = 8


@cache
def race_table() -> dict[tuple[int, int], float]:
    """(missing r, lead L) -> the value for the player to move (computed once)."""
    keys = [(r, lead) for r in range(1, MAX_MISSING + 1) for lead in range(-MAX_LEAD, MAX_LEAD + 1)]
    table = dict.fromkeys(keys, 0.0)

    def lookup(r: int, lead: int) -> float:
        return table[(r, max(-MAX_LEAD, min(MAX_LEAD, lead)))]

    for _ in range(60):
        new = {}
        for r, lead in keys:
            total = 0.0
            best = -DISCOUNT * lookup(r, -lead)  # add nothing
            for c, p in enumerate(AVAILABLE):  # with c cards at hand, adding 0..c is possible
                if 1 <= c <= r:
                    if c == r:  # completes it: won, fled or lost by the final margin
                        option = float((lead + r > 0) - (lead + r < 0))
                    else:
                        option = -DISCOUNT * lookup(r - c, -(lead + c))
                    best = max(best, option)
                total += p * best
            new[(r, lead)] = total
        table = new
    return table


# `race_grid()[missing + SPAN][lead + SPAN]`: the table with both clamped, for any count of cards a side can hold.
SPAN = 40


@cache
def race_grid() -> tuple[tuple[float, ...], ...]:
    """`race_table` as a grid: a row by missing cards (0 or fewer stands for 1, more than MAX_MISSING for MAX_MISSING),
    each indexed by the lead (clamped to MAX_LEAD either way): what `evaluate` reads a few million times a game of the
    hard level, with two tuple indexings and no key, dict look-up or clamping each time."""
    table = race_table()
    leads = range(-SPAN, SPAN + 1)
    return tuple(
        tuple(table[(min(max(missing, 1), MAX_MISSING), min(max(lead, -MAX_LEAD), MAX_LEAD))] for lead in leads)
        for missing in range(-SPAN, SPAN + 1)
    )


VALUES: tuple[int, ...] = (0, *(card.value for card in YOKAI_CARDS))  # a Yokai card's value by its id


# ------------------------------------------------------------------------------------------ evaluation
# Weights tuned by arena matches (normal against normal, 400 games a setting).
WIN_BONUS = 100.0
PILE_WEIGHT = 0.5  # per point of a pile's top Yokai, times its race value
BOARD_WEIGHT = 0.5  # per Sketch card on my side of any pile (it stays there when the Yokai goes to the other side)
HAND_WEIGHT = 0.25  # per card in hand


def evaluate(state: SketchState, me: int, mover: int | None = None) -> float:
    """How good `state` is for seat `me`: score difference, plus each pile's race value times its top Yokai's value,
    plus a little for cards on the piles and in hand. `mover` is who plays next on the piles (default: the seat to
    move); a finished game scores its point difference and a win bonus."""
    if state.is_over:
        outcome = standing(state)
        diff = outcome.scores[me] - outcome.scores[1 - me]
        if outcome.winner is None:
            return float(diff)
        return diff + (WIN_BONUS if outcome.winner == me else -WIN_BONUS)
    if mover is None:
        mover = state.seat
    values, grid = VALUES, race_grid()
    books = state.notebooks
    total = float(sum(map(values.__getitem__, books[me])) - sum(map(values.__getitem__, books[1 - me])))
    pile_weight, board_weight, span = PILE_WEIGHT, BOARD_WEIGHT, SPAN
    moving = mover == me
    for pile, (side0, side1) in zip(state.piles, state.sides, strict=True):
        value = values[pile[0]]
        mine, theirs = (len(side0), len(side1)) if me == 0 else (len(side1), len(side0))
        row = grid[value - mine - theirs + span]  # the race's value for whoever moves next
        if moving:
            total += pile_weight * value * row[mine - theirs + span]
        else:
            total -= pile_weight * value * row[theirs - mine + span]
        total += board_weight * (mine - theirs)
    total += HAND_WEIGHT * (len(state.hands[me]) - len(state.hands[1 - me]))
    return total


# ------------------------------------------------------------------------------------------ states from a view


def determinize(view: SketchView, rng: random.Random) -> SketchState:
    """A full state consistent with `view` (a seat's view): the unseen Sketch cards dealt at random to the other hand
    and the draw pile; the unseen Yokai dealt under the piles, each pile taking its own colour first."""
    if view.seat is None:
        raise ValueError("a CPU player decides from a seat's view")
    me = view.seat
    hand = tuple(card.id for card in view.hand)
    sides = tuple(tuple(tuple(p.card.id for p in side) for side in pile.sides) for pile in view.piles)
    discard = tuple(card.id for card in view.discard)
    seen = set(hand) | set(discard) | {card for pile in sides for side in pile for card in side}
    unseen = [card for card in range(1, SKETCH_COUNT + 1) if card not in seen]
    rng.shuffle(unseen)
    other_size = view.seats[1 - me].hand_size
    other = tuple(sorted(unseen[:other_size]))
    hands = (hand, other) if me == 0 else (other, hand)
    notebooks = tuple(tuple(y.id for y in seat.notebook) for seat in view.seats)
    known = {y for book in notebooks for y in book} | {p.top.id for p in view.piles if p.top is not None}
    hidden = [card for card in YOKAI_CARDS if card.id not in known]
    rng.shuffle(hidden)
    piles: list[list[int]] = []
    for pile_view in view.piles:
        own = [card.id for card in hidden if card.colour is pile_view.colour][: pile_view.under]
        hidden = [card for card in hidden if card.id not in own]
        piles.append([pile_view.top.id, *own] if pile_view.top is not None else [])
    for ids, pile_view in zip(piles, view.piles, strict=True):
        while len(ids) < pile_view.cards_left:
            ids.append(hidden.pop().id)
    return SketchState(
        config=SketchConfig(),
        seed=rng.randrange(1 << 30),
        hands=hands,
        draw_pile=tuple(unseen[other_size:]),
        discard=discard,
        reshuffles=view.reshuffles,
        piles=tuple(tuple(pile) for pile in piles),
        sides=tuple((pile[0], pile[1]) for pile in sides),
        notebooks=(notebooks[0], notebooks[1]),
        first_player=view.first_player,
        seat=view.to_move if view.to_move is not None else me,
        turn=view.turn,
        played=view.played,
        must_play=view.must_play,
        pending=view.pending,
        this_turn=view.this_turn,
        last_turn=view.last_turn,
    )


# ------------------------------------------------------------------------------------------ policies


def greedy_action(state: SketchState, actions: Sequence[Action]) -> Action:
    """The action whose result `evaluate`s best for the player to move, as if the opponent played next."""
    me = state.seat
    best, best_score = actions[0], float("-inf")
    for action in actions:
        score = evaluate(apply_checked(state, action), me, mover=1 - me)
        if score > best_score:
            best, best_score = action, score
    return best


def play_turn_greedily(state: SketchState, seat: int, limit: int = 12) -> SketchState:
    """Play greedily for `seat` until its turn ends (or the game does)."""
    for _ in range(limit):
        if state.is_over or state.seat != seat:
            break
        state = apply_checked(state, greedy_action(state, legal_actions(state)))
    return state


def easy(view: SketchView, legal: Sequence[Action], rng: random.Random) -> Action:
    """Mostly random: a random legal action, but a third of the time the normal choice."""
    if rng.random() < 1 / 3:
        return normal(view, legal, rng)
    return legal[rng.randrange(len(legal))]


def normal(view: SketchView, legal: Sequence[Action], rng: random.Random) -> Action:
    """Greedy: the legal action that evaluates best right after it, on one state consistent with the view."""
    if len(legal) == 1:
        return legal[0]
    return greedy_action(determinize(view, rng), legal)


# States drawn per decision (a fixed budget). 6 until issue 19 (~12 ms median): 27/56 games against the Monte-Carlo
# sparring partner; 16 (tuning seeds 5000-5029): 19/30.
HARD_SAMPLES = 16
HARD_ROUNDS = 2  # after the action: rest of this turn + the reply, then one more turn each (arena-tuned)


def hard(view: SketchView, legal: Sequence[Action], rng: random.Random) -> Action:
    """Determinized look-ahead: each legal action is tried on HARD_SAMPLES states consistent with the view; then this
    turn, the opponent's reply, my next turn and their next reply are played greedily; the best average wins."""
    return look_ahead(view, legal, rng, HARD_SAMPLES)


def look_ahead(view: SketchView, legal: Sequence[Action], rng: random.Random, samples_drawn: int) -> Action:
    """The hard level's search on `samples_drawn` imagined states (the conformance suite checks a capped one)."""
    if len(legal) == 1:
        return legal[0]
    me = view.seat if view.seat is not None else 0
    samples = [determinize(view, rng) for _ in range(samples_drawn)]
    best, best_score = legal[0], float("-inf")
    for action in legal:
        total = 0.0
        for sample in samples:
            state = apply_checked(sample, action)
            for _ in range(HARD_ROUNDS):
                state = play_turn_greedily(play_turn_greedily(state, me), 1 - me)
            total += evaluate(state, me, mover=1 - me)  # pessimistic, like the greedy moves it was tuned with
        if total > best_score:
            best, best_score = action, total
    return best


CPU_POLICIES: dict[str, Policy] = {"easy": easy, "normal": normal, "hard": hard}
