"""Play CPU policies against each other (tests, benchmarks, tuning): whole games from a seed, and matches over many
seeds with both seatings."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.engine.sketch.ai import CPU_POLICIES, Policy, normal
from bot.engine.sketch.rules import apply, legal_actions, new_game
from bot.engine.sketch.scoring import SketchResult, result
from bot.engine.sketch.state import Action, SketchConfig, SketchState
from bot.engine.sketch.view import view

MAX_ACTIONS = 5000  # a safety net: real games end far sooner


@dataclass
class GameRecord:
    state: SketchState
    actions: list[Action]
    result: SketchResult
    seconds: list[list[float]] = field(default_factory=lambda: [[], []])  # per seat: time of each decision


def play_game(policies: Sequence[Policy], seed: int, config: SketchConfig | None = None) -> GameRecord:
    """One game, seat s played by `policies[s]`, each deciding from its own view with a generator derived from the
    seed. Raises RuntimeError if a policy answers an illegal action or the game does not end."""
    state = new_game(config or SketchConfig(), 2, seed)
    rngs = [random.Random(f"{seed}:cpu:{seat}") for seat in range(2)]
    actions: list[Action] = []
    seconds: list[list[float]] = [[], []]
    while not state.is_over:
        if len(actions) >= MAX_ACTIONS:
            raise RuntimeError(f"seed {seed}: no end after {MAX_ACTIONS} actions")
        seat = state.seat
        legal = legal_actions(state)
        start = time.perf_counter()
        action = policies[seat](view(state, seat), legal, rngs[seat])
        seconds[seat].append(time.perf_counter() - start)
        if action not in legal:
            raise RuntimeError(f"seed {seed}: the policy of seat {seat} chose an illegal action {action!r}")
        state = apply(state, action)
        actions.append(action)
    return GameRecord(state, actions, result(state), seconds)


@dataclass
class MatchResult:
    games: int = 0
    wins: int = 0  # by the first policy
    losses: int = 0
    draws: int = 0
    points_for: int = 0
    points_against: int = 0
    decision_seconds: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))

    @property
    def win_rate(self) -> float:
        """Wins plus half the draws, per game."""
        return (self.wins + self.draws / 2) / self.games if self.games else 0.0


def match(first: Policy, second: Policy, seeds: Sequence[int]) -> MatchResult:
    """`first` against `second` over `seeds`, seats alternating (even position in `seeds`: `first` is seat 0)."""
    out = MatchResult()
    for position, seed in enumerate(seeds):
        me = position % 2
        policies = (first, second) if me == 0 else (second, first)
        record = play_game(policies, seed)
        out.games += 1
        winner = record.result.winner
        if winner is None:
            out.draws += 1
        elif winner == me:
            out.wins += 1
        else:
            out.losses += 1
        out.points_for += record.result.scores[me]
        out.points_against += record.result.scores[1 - me]
        out.decision_seconds[0].extend(record.seconds[me])
        out.decision_seconds[1].extend(record.seconds[1 - me])
    return out


def timings(games: int = 12, first_seed: int = 0) -> dict[str, tuple[float, float]]:
    """Per level: median and p95 of the time of one decision in ms, playing `games` games against normal (decisions
    with a single legal action included, as the table sees them)."""
    out: dict[str, tuple[float, float]] = {}
    for name, policy in CPU_POLICIES.items():
        seconds = sorted(match(policy, normal, range(first_seed, first_seed + games)).decision_seconds[0])
        out[name] = (1000 * seconds[len(seconds) // 2], 1000 * seconds[int(len(seconds) * 0.95)])
    return out


if __name__ == "__main__":  # python -m bot.engine.sketch.arena: CPU timings on this machine
    for level, (median, p95) in timings().items():
        print(f"{level}: median {median:.1f} ms, p95 {p95:.1f} ms per decision")
