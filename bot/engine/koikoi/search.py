"""The hard CPU's search (issue 35): determinized Monte Carlo over every legal choice on shared deals, the playouts
played by the CPU's own judgement and valued by match odds learned from self-play.

A decision (a play, the drawn card's capture choice, Shobu / Koi-Koi) draws a fixed number of imagined deals
consistent with the seat's view (the unseen cards dealt at random to the opponent's hand and the pile) and plays
every candidate on each of them (the same deals for all, so their differences are not drowned in the deals' luck),
finishing the turn and the round with the one-step player's judgement on both sides (playout.py), each side's later
Shobu / Koi-Koi by a match-aware rule (`stop_rule`); Shobu itself is valued exactly. An outcome is worth the chance
of winning the match it leaves, learned from self-play (odds_table.py: the lead, the rounds left, who deals next),
plus a hair of its points; the best mean wins, ties going to the one-step player's choice.

The hard level runs this search compiled (compiled.py: the same deals, playouts and values as machine code, about
45 times as many playouts in the same time); `HardSearch.choose` here is the interpreted reference the tests hold it to,
and what the ceiling's cheats (ceiling.py) run. The number of playouts is fixed, so a decision is a pure function of
the view and the generator: the level plays the same on a busy machine as on a quiet one. The time budget is only a
guard that a quiet machine never reaches (the table's CPU runner gives up on a decision after 3 s).

Before issue 35 the search drew a new deal for each playout and spread 600 playouts by UCB1 over the normal CPU's five
best plays, with a prior toward them and a normal approximation of the match odds: it beat the project's own Monte-Carlo
partner but lost to a plain Monte-Carlo player (46 %). Tried in issue 35 and not kept: successive halving of the
candidates (the first cut, on a few deals, threw good plays away), a learned judgement of the capture piles for the
playouts (no better than the one-step player's) and the opponent's reply searched by UCB1 as a node of an
information-set tree (no better than its greedy reply at this budget): bench/koikoi_arena_2026-11-25.md.
Tried in its thirteenth pass and not kept (bench/koikoi_hard_pass13_2026-11-29.md): racing the candidates (one
dropped once 2.5 standard errors behind the best), a fixed number of deals for every candidate, other Koi-Koi rules
in the playouts and a plainer playout judgement; the same search told the opponent's hand gained about one point at
540 playouts. Tried in its fourteenth pass and not kept (bench/koikoi_hard_pass14_2026-11-29.md): the playouts stopped
after a turn or two and valued by a small network learned from 200,000 rounds of self-play (no better than playing
them out). The sixteenth and seventeenth passes (bench/koikoi_pass16_2026-11-29.md, bench/koikoi_pass17_2026-11-29.md):
softened playouts, the reply node compiled, the opponent's hand dealt by their discards, their Shobu modelled as
greedy plays it: none better. At 24,000 playouts the opponent's true hand is worth 4-5 points.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine.koikoi.determinize import imagined_round as imagined
from bot.engine.koikoi.playout import Danger, Judge, Round, base_of, greedy_card, options, play_out, turn
from bot.engine.koikoi.state import Action, KoiKoi, Play, Shobu, Step, TakeDrawn
from bot.engine.koikoi.view import KoikoiView
from bot.engine.koikoi.yaku import mask_of


@dataclass(frozen=True)
class SearchSettings:
    """The knobs of the hard search."""

    # Playouts a decision, in all (as many deals as that gives every candidate): the independent partner's think time,
    # mean over 300 positions, with the compiled playouts (compiled.py; 29 Nov.: 29.1 ms here, 29.6 for `indep`).
    # The interpreted search (this module's `choose`) plays about 540 in that time.
    iterations: int = 24000
    budget: float | None = 1.5  # seconds: a guard only (None: none at all)
    points_weight: float = 1e-4  # the round's point difference's share of the value, per point (a tie-breaker)
    koikoi_max_base: int = 4  # the playouts' own calls before the last round: Koi-Koi only below this base ...
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
    def outcome_value(self, winner: int | None, points: int, oya: int) -> float:
        """A round's end (`winner` None: void) valued by the match odds it leaves, plus a hair of its points."""
        diff = 0 if winner is None else points if winner == self.me else -points
        next_oya = winner if winner is not None else 1 - oya
        odds = self.ai.match_odds(self.lead + diff, self.rounds_left, next_oya == self.me)
        return odds + self.settings.points_weight * diff

    def value(self, game: Round) -> float:
        assert game.result is not None
        return self.outcome_value(game.result[0], game.result[1], game.oya)

    def stop_rule(self, game: Round) -> bool:
        """The playouts' Shobu / Koi-Koi (both sides): in the last round, Shobu exactly when it wins the match;
        before, Koi-Koi only with a small score and many cards left."""
        if self.rounds_left == 0:
            lead = self.lead if game.seat == self.me else -self.lead
            return lead + game.score(game.seat) > 0
        small = game.base(game.seat) < self.settings.koikoi_max_base
        return not (small and game.hands[game.seat].bit_count() >= self.settings.koikoi_min_hand)

    def greedy(self, game: Round) -> tuple[int, int]:
        return greedy_card(game, self.ai.judge, self.ai.danger)

    def simulate(self, action: Action, game: Round) -> float:
        """Play `action` on an imagined round, finish the turn (greedy capture choice, the playouts' Shobu / Koi-Koi
        if a Yaku comes) and the round."""
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
        play_out(game, self.greedy, self.ai.judge, self.stop_rule)
        return self.value(game)

    # ------------------------------------------------------------------ the search
    def choose(self, legal: Sequence[Action]) -> Action:
        """Every candidate on the same deals; the best mean (see the module notes)."""
        s = self.settings
        deadline = None if s.budget is None else time.perf_counter() + s.budget
        candidates = self.ai.candidates(self.view, legal)  # best first by the judgement: it breaks ties
        values = self.exact_values(candidates)
        live = [i for i in range(len(candidates)) if i not in values]
        totals = [0.0] * len(candidates)
        seen = 0
        for _ in range(max(1, s.iterations // max(1, len(live))) if live else 0):
            if deadline is not None and seen and time.perf_counter() > deadline:
                break
            root = self.deal()
            for i in live:
                totals[i] += self.simulate(candidates[i], root.copy())
            seen += 1
        for i in live:
            values[i] = totals[i] / max(1, seen)
        return self.best(candidates, values)

    def exact_values(self, candidates: Sequence[Action]) -> dict[int, float]:
        """The candidates valued without playouts, by their index: Shobu (its points are known)."""
        if self.view.step is not Step.DECIDE:
            return {}
        points = self.ai.shobu_points(self.view)
        value = self.outcome_value(self.me, points, self.view.oya)
        return {i: value for i, a in enumerate(candidates) if isinstance(a, Shobu)}

    @staticmethod
    def best(candidates: Sequence[Action], values: dict[int, float]) -> Action:
        """The best mean value; on a tie the first (the judgement's order)."""
        return candidates[max(range(len(candidates)), key=lambda i: (values[i], -i))]


class AiHooks:
    """What the search takes from the CPU's judgement (ai.py fills it in): the playouts' judge and danger (plain
    functions, called in the playouts' hot path), the candidates in order, the match odds and the Shobu score."""

    judge: Judge
    danger: Danger

    def candidates(self, view: KoikoiView, legal: Sequence[Action]) -> list[Action]:  # pragma: no cover - interface
        raise NotImplementedError

    def match_odds(self, lead: float, rounds_left: int, deals_next: bool) -> float:  # pragma: no cover - interface
        raise NotImplementedError

    def shobu_points(self, view: KoikoiView) -> int:  # pragma: no cover - interface
        raise NotImplementedError
