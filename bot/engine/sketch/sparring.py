"""Sparring partners for the Yokai Sketch arena (issue 19): opponents written from the rules, independent of the CPU
levels' judgement (ai.py's `evaluate` and race table are not used; only its `determinize`, which deals the unseen
cards consistently with a view), so that beating them says something. Not CPU levels: the bot never seats them.

- `greedy`: what a decent human plays: the action after which its position looks best by a plain reckoning (the
  points won, and for each pile the Yokai's value times the share of the sketches needed that are on my side
  rather than theirs, a little more for a pile about to complete), on one imagined deal.
- `montecarlo(rollouts)`: plain determinized Monte Carlo: for each legal action, imagined deals played on greedily
  by both sides for a few turns (`horizon`), scored by the same plain reckoning; the best mean wins. `rollouts`
  (200 by default) is the total per decision, shared between the actions.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial

from bot.engine.sketch.ai import determinize
from bot.engine.sketch.data import yokai_card
from bot.engine.sketch.rules import apply_checked, legal_actions
from bot.engine.sketch.scoring import standing
from bot.engine.sketch.state import Action, SketchState
from bot.engine.sketch.view import SketchView

Policy = Callable[[SketchView, Sequence[Action], random.Random], Action]
MAX_ACTIONS_PER_TURN = 12


def reckon(state: SketchState, me: int) -> float:
    """A plain reckoning of a position for `me`: the point difference (a finished game: that, plus 50 for the
    winner), and for each pile its top Yokai's value times my share of the sketches there minus theirs, counted
    more as the pile nears completion."""
    if state.is_over:
        outcome = standing(state)
        diff = outcome.scores[me] - outcome.scores[1 - me]
        return diff + (0.0 if outcome.winner is None else 50.0 if outcome.winner == me else -50.0)
    total = float(sum(yokai_card(c).value for c in state.notebooks[me]))
    total -= sum(yokai_card(c).value for c in state.notebooks[1 - me])
    for pile, sides in zip(state.piles, state.sides, strict=True):
        if not pile:
            continue
        value = yokai_card(pile[0]).value
        mine, theirs = len(sides[me]), len(sides[1 - me])
        filled = (mine + theirs) / max(value, 1)
        total += value * (mine - theirs) / max(value, 1) * (0.3 + 0.5 * filled)
    total += 0.2 * (len(state.hands[me]) - len(state.hands[1 - me]))
    return total


def greedy_step(state: SketchState, actions: Sequence[Action]) -> Action:
    """The action whose result reckons best for the player to move."""
    me = state.seat
    return max(actions, key=lambda a: reckon(apply_checked(state, a), me))


def play_on(state: SketchState, turns: int) -> SketchState:
    """Both sides play greedily until `turns` more turns have ended (or the game has)."""
    start = state.turn
    actions = 0
    while not state.is_over and state.turn < start + turns and actions < MAX_ACTIONS_PER_TURN * (turns + 1):
        state = apply_checked(state, greedy_step(state, legal_actions(state)))
        actions += 1
    return state


def greedy(view: SketchView, legal: Sequence[Action], rng: random.Random) -> Action:
    """The decent human (see the module notes)."""
    if len(legal) == 1:
        return legal[0]
    return greedy_step(determinize(view, rng), legal)


def montecarlo(
    view: SketchView, legal: Sequence[Action], rng: random.Random, rollouts: int = 200, horizon: int = 3
) -> Action:
    """Plain determinized Monte Carlo (see the module notes)."""
    if len(legal) == 1:
        return legal[0]
    me = view.seat if view.seat is not None else 0
    deals = max(1, rollouts // len(legal))
    totals = [0.0] * len(legal)
    for _ in range(deals):
        root = determinize(view, rng)
        for i, action in enumerate(legal):
            totals[i] += reckon(play_on(apply_checked(root, action), horizon), me)
    best = max(totals)
    return rng.choice([a for a, t in zip(legal, totals, strict=True) if t >= best - 1e-9])


def montecarlo_with(rollouts: int, horizon: int = 3) -> Policy:
    """The Monte-Carlo partner with another number of rollouts per decision (or another horizon, in turns)."""
    return partial(montecarlo, rollouts=rollouts, horizon=horizon)


# The partners by name, for the arena's --a / --b.
SPARRING: dict[str, Policy] = {"greedy": greedy, "mc": montecarlo}
