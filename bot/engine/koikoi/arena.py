"""Play CPU policies against each other (tests, benchmarks): whole matches from a seed, seats swapped every match.

Each policy sees only its seat's view, as it would at the table; its generator is seeded from the match seed and
its seat, so an arena run is reproducible.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.engine.koikoi.ai import Policy
from bot.engine.koikoi.rules import apply, legal_actions, new_game
from bot.engine.koikoi.scoring import KoikoiResult, result
from bot.engine.koikoi.state import Action, KoikoiConfig, KoikoiState
from bot.engine.koikoi.view import view


@dataclass(frozen=True)
class MatchRecord:
    seed: int
    state: KoikoiState
    actions: tuple[Action, ...]
    result: KoikoiResult
    think_seconds: tuple[tuple[float, ...], tuple[float, ...]]  # each decision's time, per seat


def play_match(policies: Sequence[Policy], config: KoikoiConfig, seed: int) -> MatchRecord:
    """One match, `policies[seat]` playing `seat`."""
    state = new_game(config, 2, seed)
    rngs = [random.Random(f"{seed}:cpu:{seat}") for seat in (0, 1)]
    actions: list[Action] = []
    times: list[list[float]] = [[], []]
    while not state.is_over:
        seat = state.to_move
        assert seat is not None  # a live match always has a seat to move
        legal = legal_actions(state)
        start = time.perf_counter()
        action = policies[seat](view(state, seat), legal, rngs[seat])
        times[seat].append(time.perf_counter() - start)
        state = apply(state, action)
        actions.append(action)
    return MatchRecord(seed, state, tuple(actions), result(state), (tuple(times[0]), tuple(times[1])))


@dataclass
class Standing:
    """How policy A fared against policy B."""

    wins: int = 0
    losses: int = 0
    draws: int = 0
    points_for: int = 0
    points_against: int = 0
    think_seconds: list[float] = field(default_factory=list)  # A's decision times

    @property
    def matches(self) -> int:
        return self.wins + self.losses + self.draws


def compare(a: Policy, b: Policy, matches: int, config: KoikoiConfig, first_seed: int = 0) -> Standing:
    """Play `matches` matches of A against B, in pairs ("duplicate"): each seed first_seed.. is played twice, A in
    seat 0 then in seat 1, so that both players get the same cards and luck cancels out as much as it can."""
    standing = Standing()
    for index in range(matches):
        seed, seat_a = first_seed + index // 2, index % 2
        policies = (a, b) if seat_a == 0 else (b, a)
        record = play_match(policies, config, seed)
        standing.points_for += record.result.scores[seat_a]
        standing.points_against += record.result.scores[1 - seat_a]
        standing.think_seconds.extend(record.think_seconds[seat_a])
        if record.result.winner is None:
            standing.draws += 1
        elif record.result.winner == seat_a:
            standing.wins += 1
        else:
            standing.losses += 1
    return standing
