"""Yōkai hard bots: the move searches, on the layouts a bot thinks possible (`belief.sample_layouts`).

Levels 1-4: `search_move` plays every candidate on each layout and scores it by the cost right after it plus a
weight times the cost left after a short greedy roll-out (`evaluate.rollout_cost`). Level 5 (Objective):
`plan_move` plays the move that lowers most the moves left to the Objective's shape cut into the four families
(`plan.Planner`), and `plan_keeps` says which cards that plan keeps where they are (so a hint may lock them).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine.yokai import regions
from bot.engine.yokai.belief import FAMILY_INDEX, marginals
from bot.engine.yokai.conventions import keeps_peek_signal, peek_signal, signal_moves
from bot.engine.yokai.data import CARD_COUNT
from bot.engine.yokai.evaluate import cost, known_affinities, moved, rollout_cost, shape_gap
from bot.engine.yokai.layout import legal_destinations
from bot.engine.yokai.plan import Planner, best_assignment, objective_gap
from bot.engine.yokai.state import Move
from bot.engine.yokai.view import YokaiView

LOOK_AHEAD = 0.5  # convention 8: the best move a move leaves (for a card of known family) is worth this much
LOOK_AT = 16  # ... looked at for this many of the best moves
SURE_FAMILY = 0.9  # ... a card's family is known at this chance


@dataclass(frozen=True)
class Settings:
    samples: int  # layouts drawn per decision
    declare_at: float  # declare when this share of the layouts thought possible are won
    last_turn_declare_at: float = 0.5  # ... or this share when my turn would end the game anyway
    search: bool = False  # hard: candidate moves scored by roll-outs
    budget: float = 0.25  # hard: seconds per move decision
    cap: int = 400  # hard: at most this many (candidate, layout) roll-outs per decision
    rollout_moves: int = 2  # hard: greedy moves rolled out after the candidate
    rollout_weight: float = 0.3  # hard: the cost now counts 1, the cost left after the roll-out this much
    # hard, level 5: a card brought into the Objective's shape is worth this many cards more (1.0 tried: 0 of 20 won,
    # 0.0: 3 of 20)
    gap_weight: float = 0.0
    contact_sure: float = 0.7  # convention 1: how sure the mover must be of the card it joins
    # convention 3: worth of a peek that may find a family-mate of a card I know (1.0 tried: 18/30 wins, not 27/30)
    pair_weight: float = 0.0
    peek_signals: bool = False  # hard, level 5: convention 7 (a move between cards I peeked says "same family")
    signal_bonus: float = 0.5  # convention 7: a move that tells my partners a family is worth this many cards more
    regions: bool = False  # hard, level 5: convention 8 (the target's pieces) instead of convention 7


def search_move(
    view: YokaiView, pool: Sequence[Move], samples: Sequence[tuple[int, ...]], rng: random.Random, s: Settings
) -> Move:
    """Anytime: for each layout in turn, every candidate is played on it and rolled out; stop at the budget or the
    cap (deterministic when the cap binds). The candidate with the lowest mean cost wins."""
    cells = [c.cell for c in view.cards]
    affinities = known_affinities(view)
    locked = {c.number for c in view.cards if c.hint is not None}
    totals = [0.0] * len(pool)
    gaps = [shape_gap(moved(cells, mv), view) for mv in pool]
    deadline = time.perf_counter() + s.budget
    done = 0
    used = 0
    for fam in samples:
        if done + len(pool) > s.cap or (used and time.perf_counter() > deadline):
            break
        for k, mv in enumerate(pool):
            after = moved(cells, mv)
            totals[k] += cost(after, fam, affinities, locked) + s.rollout_weight * rollout_cost(
                after, fam, affinities, s.rollout_moves, locked
            )
        done += len(pool)
        used += 1
    if not used:
        return pool[0]
    best = min(range(len(pool)), key=lambda k: (totals[k] / used + gaps[k], k))
    return pool[best]


def plan_move(
    view: YokaiView, moves: Sequence[Move], samples: Sequence[tuple[int, ...]], rng: random.Random, s: Settings
) -> Move:
    """Hard, level 5: the move that leaves the fewest moves to a won layout (the Objective's shape cut into the four
    families, `plan.Planner`), on average over the layouts I think possible. Candidates: the moves into an empty
    cell of a placement of the shape that overlaps the layout most, and my signal moves (convention 1); anytime,
    each layout in turn, the worse half of the candidates dropped after a few layouts."""
    assert view.objective is not None
    if s.regions:
        return region_move(view, moves, samples, rng)
    cells = [c.cell for c in view.cards]
    locked = [c.number for c in view.cards if c.hint is not None]
    planner = Planner(cells, view.objective, slack=1)
    gap = planner.gap
    targets = {
        cell
        for rmap, overlap in zip(planner.maps, planner.overlaps, strict=True)
        if overlap == CARD_COUNT - gap
        for cell in rmap
    }
    m = marginals(samples)
    pool = [mv for mv in moves if mv.to in targets and objective_gap(moved(cells, mv), view.objective) <= gap]
    pool += [mv for mv in signal_moves(cells, moves, m, contact=s.contact_sure) if mv not in pool]
    if not pool:
        pool = list(moves)
    if s.peek_signals:  # convention 7: never a false "same family" between cards I peeked
        known = {n: FAMILY_INDEX[f] for n, f in view.seen}
        honest = [mv for mv in pool if keeps_peek_signal(cells, mv, known)]
        pool = honest or [mv for mv in moves if keeps_peek_signal(cells, mv, known)] or pool
        told = {mv: bool(peek_signal(cells, mv, known)) for mv in pool}
    rng.shuffle(pool)
    totals = {mv: 0.0 for mv in pool}
    deadline = time.perf_counter() + s.budget
    used = 0
    for n, fam in enumerate(samples):
        if n and (time.perf_counter() > deadline or n * len(totals) > s.cap):
            break
        values = [best_assignment(rmap, cells, fam, locked)[0] for rmap in planner.maps]
        top = max(values)
        kept = [rmap for rmap, v in zip(planner.maps, values, strict=True) if v >= top - 1]
        for mv in totals:
            after = moved(cells, mv)
            totals[mv] += max(best_assignment(rmap, after, fam, locked)[0] for rmap in kept)
        used = n + 1
        if used in (4, 8) and len(totals) > 8:
            ranked = sorted(totals, key=lambda mv: -totals[mv])
            totals = {mv: totals[mv] for mv in ranked[: max(8, len(ranked) // 2)]}
    gaps = {mv: objective_gap(moved(cells, mv), view.objective) for mv in totals}

    def value(mv: Move) -> float:
        bonus = s.signal_bonus if s.peek_signals and told[mv] else 0.0
        return totals[mv] / used - s.gap_weight * gaps[mv] + bonus

    return max(totals, key=lambda mv: (value(mv), -pool.index(mv)))


def region_move(view: YokaiView, moves: Sequence[Move], samples: Sequence[tuple[int, ...]], rng: random.Random) -> Move:
    """Hard, level 5, convention 8: among the honest moves (`regions.is_honest`), the one that brings the most cards
    to their family's piece of the target (`regions.move_value`, on the chances of the families over the layouts I
    think possible), plus `LOOK_AHEAD` times the best such move it leaves for a card whose family is known (a cell
    made reachable, or freed); ties at random."""
    assert view.objective is not None
    tgt = regions.target(view.objective)
    cells = [c.cell for c in view.cards]
    known = {n: FAMILY_INDEX[f] for n, f in view.seen}
    m = marginals(samples)
    pool = [mv for mv in moves if regions.is_honest(tgt, cells, mv, known)] or list(moves)
    rng.shuffle(pool)
    now = {mv: regions.move_value(tgt, cells, mv, m[mv.card - 1]) for mv in pool}
    sure = [c.number for c in view.cards if c.hint is None and max(m[c.number - 1]) >= SURE_FAMILY]
    best = sorted(pool, key=lambda mv: -now[mv])[:LOOK_AT]

    def next_best(mv: Move) -> float:
        after = moved(cells, mv)
        return max(
            (
                regions.move_value(tgt, after, Move(card, to), m[card - 1])
                for card in sure
                if card != mv.card
                for to in legal_destinations(after, card - 1)
            ),
            default=0.0,
        )

    return max(best, key=lambda mv: now[mv] + LOOK_AHEAD * max(0.0, next_best(mv)))


def plan_keeps(
    view: YokaiView, samples: Sequence[tuple[int, ...]], limit: int = 24, use_regions: bool = False
) -> list[float]:
    """Level 5: by card - 1, the share of the layouts I think possible in which the best plan keeps the card where
    it is (so a hint may lock it); with `use_regions`, the plan on convention 8's target."""
    assert view.objective is not None
    cells = [c.cell for c in view.cards]
    locked = [c.number for c in view.cards if c.hint is not None]
    if use_regions:  # convention 8: the card stands on its family's piece of the target
        piece_of = regions.target(view.objective).piece_of
        return [sum(piece_of.get(cells[i]) == fam[i] for fam in samples) / max(1, len(samples)) for i in range(16)]
    planner = Planner(cells, view.objective, slack=0)
    keep = [0.0] * CARD_COUNT
    use = samples[:limit]
    for fam in use:
        _, perm, best = max(((*best_assignment(r, cells, fam, locked), r) for r in planner.maps), key=lambda t: t[0])
        for i in range(CARD_COUNT):
            if best.get(cells[i]) == perm[fam[i]]:
                keep[i] += 1 / len(use)
    return keep
