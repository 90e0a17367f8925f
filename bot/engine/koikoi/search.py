"""The hard CPU's search (issue 19): determinized search over its plays, the drawn card's capture choice and the
Shobu / Koi-Koi call, anytime.

Every iteration draws a new imagined deal consistent with the seat's view (the unseen cards dealt at random to the
opponent's hand and the pile: one determinization per iteration, as information-set MCTS does at its root), picks a
candidate action by UCB1, plays it, finishes the turn, and plays the round out with the CPU's own judgement on both
sides (playout.py: captures toward its Yaku, denial of the opponent's, safe discards; its own later Koi-Koi calls
by a cheap rule). The value of an outcome is the chance it leaves of winning the MATCH (the lead after the round,
the rounds left), plus a small share of the round's point difference to break ties. Candidate plays are the few best
by the greedy judgement (a prior that also breaks near-ties), which spends the iterations where the choice is real.

The search stops at its iteration cap or its time budget, whichever comes first; with no budget it is a pure
function of the view and the generator (reproducible tests).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine.koikoi.determinize import imagined_round as imagined
from bot.engine.koikoi.playout import Round, base_of, greedy_card, options, play_out, turn
from bot.engine.koikoi.state import Action, KoiKoi, Play, Shobu, Step, TakeDrawn
from bot.engine.koikoi.view import KoikoiView
from bot.engine.koikoi.yaku import mask_of


@dataclass(frozen=True)
class SearchSettings:
    """The knobs of the hard search."""

    iterations: int = 600  # the cap (imagined deals played out per decision)
    budget: float | None = 0.8  # seconds; None: the cap alone decides (reproducible)
    candidates: int = 5  # plays searched: the best few by the greedy judgement
    exploration: float = 0.35  # UCB1's constant, on values in [0, 1]
    prior_weight: float = 0.02  # the greedy judgement's share in the final choice (per point of its scale)
    points_weight: float = 0.004  # the round's point difference's share of the value, per point
    koikoi_max_base: int = 4  # the playouts' own later calls: Koi-Koi only below this base ...
    koikoi_min_hand: int = 4  # ... with this many cards left


class HardSearch:
    """One decision of the hard CPU."""

    def __init__(self, ai: AiHooks, settings: SearchSettings, view: KoikoiView, rng: random.Random) -> None:
        self.ai, self.settings, self.view, self.rng = ai, settings, view, rng
        self.me = view.seat if view.seat is not None else 0
        me, other = view.players[self.me], view.players[1 - self.me]
        self.lead = me.score - other.score
        self.rounds_left = view.rounds - view.round_number
        self.start_base = self._turn_start_base()

    def _turn_start_base(self) -> int:
        mine = mask_of(self.view.players[self.me].captured)
        last = self.view.last_play
        if last is not None and last.seat == self.me:
            mine &= ~mask_of((last.played, *last.played_captures, *last.drawn_captures))
            if last.drawn is not None:
                mine &= ~mask_of((last.drawn,))
        return base_of(mine)

    def deal(self) -> Round:
        """One imagined deal consistent with the seat's view (ceiling.py's cheat deals the true one instead)."""
        return imagined(self.view, self.rng)

    # ------------------------------------------------------------------ values
    def value(self, game: Round) -> float:
        """The match odds the finished imagined round leaves, plus a little of its point difference."""
        assert game.result is not None
        winner, points = game.result
        diff = 0 if winner is None else points if winner == self.me else -points
        odds = self.ai.match_odds(self.lead + diff, self.rounds_left)
        return odds + self.settings.points_weight * diff

    def stop_rule(self, game: Round) -> bool:
        """The playouts' Shobu / Koi-Koi (both sides): Koi-Koi only with a small score and many cards left."""
        if self.rounds_left == 0 and game.seat == self.me:
            return True
        hand = game.hands[game.seat].bit_count()
        small = base_of(game.captured[game.seat]) < self.settings.koikoi_max_base
        return not (small and hand >= self.settings.koikoi_min_hand)

    def greedy(self, game: Round) -> tuple[int, int]:
        return greedy_card(game, self.ai.judge, self.ai.danger)

    def finish(self, game: Round) -> float:
        play_out(game, self.greedy, self.ai.judge, self.stop_rule)
        return self.value(game)

    def simulate(self, action: Action, game: Round) -> float:
        """Play `action` on an imagined round, finish the turn (greedy capture choice, Shobu if a Yaku comes: a
        cheap stand-in for the next decision) and the round."""
        if isinstance(action, KoiKoi):
            game.calls.append(self.me)
            game.end_turn()
        elif isinstance(action, Play):
            taken = options(game.river, action.card)[0] if action.capture is None else 1 << action.capture
            turn(game, action.card, taken, self.ai.judge, self.stop_rule)
        elif isinstance(action, TakeDrawn) and self.view.drawn is not None:
            game.place(self.view.drawn, 1 << action.capture)
            if not game.sekai():
                game.decide(self.start_base, self.stop_rule)
        return self.finish(game)

    # ------------------------------------------------------------------ the search
    def choose(self, legal: Sequence[Action]) -> Action:
        s = self.settings
        deadline = None if s.budget is None else time.perf_counter() + s.budget
        candidates, priors = self.ai.candidates(self.view, legal, s.candidates)
        fixed: dict[int, float] = {}
        if self.view.step is Step.DECIDE:
            points = self.ai.shobu_points(self.view)
            fixed = {
                i: self.ai.match_odds(self.lead + points, self.rounds_left) + s.points_weight * points
                for i, a in enumerate(candidates)
                if isinstance(a, Shobu)
            }
        searched = [i for i in range(len(candidates)) if i not in fixed]
        visits = [0] * len(candidates)
        totals = [0.0] * len(candidates)
        for iteration in range(s.iterations):
            if deadline is not None and iteration % 4 == 0 and time.perf_counter() > deadline:
                break
            if not searched:
                break
            unvisited = [i for i in searched if visits[i] == 0]
            if unvisited:
                pick = unvisited[0]
            else:
                log_n = math.log(iteration + 1)
                pick = max(searched, key=lambda i: totals[i] / visits[i] + s.exploration * math.sqrt(log_n / visits[i]))
            totals[pick] += self.simulate(candidates[pick], self.deal())
            visits[pick] += 1

        def score(i: int) -> float:
            if i in fixed:
                return fixed[i]
            if visits[i] == 0:
                return -1.0 + s.prior_weight * priors[i]
            return totals[i] / visits[i] + s.prior_weight * priors[i]

        return candidates[max(range(len(candidates)), key=score)]


class AiHooks:
    """What the search takes from the CPU's judgement (ai.py fills it in): the playouts' judge and danger, the
    candidate plays with their greedy priors, the match odds and the Shobu score."""

    def judge(self, mine: int, theirs: int) -> float:  # pragma: no cover - interface
        raise NotImplementedError

    def danger(self, unknown: int, of_character: int, hand_size: int) -> float:  # pragma: no cover - interface
        raise NotImplementedError

    def candidates(
        self, view: KoikoiView, legal: Sequence[Action], keep: int
    ) -> tuple[list[Action], list[float]]:  # pragma: no cover - interface
        raise NotImplementedError

    def match_odds(self, lead: float, rounds_left: int) -> float:  # pragma: no cover - interface
        raise NotImplementedError

    def shobu_points(self, view: KoikoiView) -> int:  # pragma: no cover - interface
        raise NotImplementedError
