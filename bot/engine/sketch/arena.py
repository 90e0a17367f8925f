"""Play CPU policies against each other (tests, benchmarks, tuning): whole games from a seed, and matches over many
seeds with both seatings. As a command, the arena table:

    python -m bot.engine.sketch.arena --a hard --b normal --games 500 [--workers N] [--seed S]
    python -m bot.engine.sketch.arena --timings

Players: the CPU levels (easy, normal, hard) and the sparring partners of sparring.py (greedy, mc; --rollouts for
mc, 200 by default).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.engine.common import wilson
from bot.engine.sketch.ai import CPU_POLICIES, Policy, normal
from bot.engine.sketch.rules import apply, legal_actions, new_game
from bot.engine.sketch.scoring import SketchResult, result
from bot.engine.sketch.sparring import SPARRING, montecarlo_with
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
    """`first` against `second`, one game per position in `seeds`, in pairs ("duplicate deals"): an even position
    plays its seed with `first` in seat 0, the next position plays the SAME seed with the seats swapped (its own
    seed is not used), so that both players get the same cards and luck cancels out as much as it can."""
    out = MatchResult()
    for position in range(len(seeds)):
        me = position % 2
        seed = seeds[position - me]
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


def players(rollouts: int = 200) -> dict[str, Policy]:
    """Every player the arena knows by name: the CPU levels, then the sparring partners."""
    return {**CPU_POLICIES, **SPARRING, "mc": montecarlo_with(rollouts)}


PLAYER_NAMES = (*CPU_POLICIES, *SPARRING)


def _match_by_name(first: str, second: str, seeds: Sequence[int], rollouts: int = 200) -> MatchResult:
    found = players(rollouts)
    return match(found[first], found[second], seeds)


def merge(parts: Sequence[MatchResult]) -> MatchResult:
    out = MatchResult()
    for part in parts:
        out.games += part.games
        out.wins += part.wins
        out.losses += part.losses
        out.draws += part.draws
        out.points_for += part.points_for
        out.points_against += part.points_against
        out.decision_seconds[0].extend(part.decision_seconds[0])
        out.decision_seconds[1].extend(part.decision_seconds[1])
    return out


def parallel_match(first: str, second: str, seeds: Sequence[int], workers: int = 1, rollouts: int = 200) -> MatchResult:
    """`match` by policy names, split over `workers` processes (0: one per CPU). Chunks start at even positions, so
    each seed gets the same seating as in one `match` call."""
    if workers == 1:
        return _match_by_name(first, second, seeds, rollouts)
    size = 20  # even
    chunks = [seeds[i : i + size] for i in range(0, len(seeds), size)]
    with concurrent.futures.ProcessPoolExecutor(max_workers=workers or None) as pool:
        n = len(chunks)
        parts = list(pool.map(_match_by_name, [first] * n, [second] * n, chunks, [rollouts] * n))
    return merge(parts)


def quantile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else 0.0


def report(first: str, second: str, out: MatchResult, seeds: Sequence[int]) -> str:
    """The arena table: games, wins/losses/draws, the win rate with its 95 % Wilson interval, mean points, and the
    time of one decision per side (median and p95)."""
    low, high = wilson(out.wins, out.games)
    games = max(out.games, 1)
    lines = [
        f"{first} vs {second}: {out.games} games, seeds {seeds[0]}..{seeds[-1]} in pairs with the seats swapped",
        f"{'':<8}{'wins':>6}{'losses':>8}{'draws':>7}{'mean points':>13}{'decision median':>17}{'p95':>10}",
    ]
    sides = (
        (first, out.wins, out.losses, out.points_for, out.decision_seconds[0]),
        (second, out.losses, out.wins, out.points_against, out.decision_seconds[1]),
    )
    for name, won, lost, points, seconds in sides:
        median, p95 = 1000 * statistics.median(seconds or [0.0]), 1000 * quantile(seconds, 0.95)
        lines.append(f"{name:<8}{won:>6}{lost:>8}{out.draws:>7}{points / games:>13.1f}{median:>14.1f} ms{p95:>7.1f} ms")
    lines.append(
        f"win rate of {first}: {100 * out.wins / games:.1f} % (95 % CI {100 * low:.1f}-{100 * high:.1f} %, Wilson); "
        f"with draws as half: {100 * out.win_rate:.1f} %; "
        f"mean point difference {(out.points_for - out.points_against) / games:+.1f} a game"
    )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    """`python -m bot.engine.sketch.arena --a hard --b normal --games 500`: the arena table (see `report`);
    `--timings`: the time of one decision per level against normal."""
    levels = list(PLAYER_NAMES)
    parser = argparse.ArgumentParser(prog="python -m bot.engine.sketch.arena", description="CPU against CPU.")
    parser.add_argument("--a", choices=levels, default="hard", help="the first policy (its win rate is reported)")
    parser.add_argument("--b", choices=levels, default="normal", help="the second policy")
    parser.add_argument("--games", type=int, default=500, help="how many games (seeds in pairs, seats swapped)")
    parser.add_argument("--seed", type=int, default=0, help="the first seed")
    parser.add_argument("--workers", type=int, default=0, help="processes (0: one per CPU, 1: this process)")
    parser.add_argument("--timings", action="store_true", help="only print decision timings per level")
    parser.add_argument("--rollouts", type=int, default=200, help="mc: rollouts a decision")
    args = parser.parse_args(argv)
    if args.timings:
        for level, (median, p95) in timings().items():
            print(f"{level}: median {median:.1f} ms, p95 {p95:.1f} ms per decision")
        return
    if args.games < 1:
        parser.error("--games must be at least 1")
    seeds = range(args.seed, args.seed + args.games)
    start = time.perf_counter()
    out = parallel_match(args.a, args.b, seeds, args.workers, args.rollouts)
    print(report(args.a, args.b, out, seeds))
    print(f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
