"""Play CPU policies against each other (tests, benchmarks): whole matches from a seed, seats swapped every match.

Each policy sees only its seat's view, as it would at the table; its generator is seeded from the match seed and
its seat, so an arena run is reproducible. As a command, the arena table:

    python -m bot.engine.koikoi.arena --a hard --b mc --matches 500 --rounds 6 [--workers N] [--seed S]
        [--iterations N] [--budget S] [--playouts N]

Players: the CPU levels (easy, normal, hard), the one-step player (judgement: normal until 29 November, the playouts'
player), the sparring partners of sparring.py (greedy, mc) and the independent plain Monte-Carlo player of
independent.py (indep, written without this project's CPU code). By default every player is as the table seats it: the
hard level plays its fixed number of playouts a decision (--iterations), and normal its own, with no time guard here
(--budget: seconds, 0 none) so that a run replays exactly on any machine; the Monte-Carlo partner plays --playouts
playouts a decision (the same think time as hard's).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import random
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from bot.engine.common import wilson
from bot.engine.koikoi.ai import CPU_POLICIES, HARD_SETTINGS, NORMAL_SETTINGS, Policy, hard_with, judgement_policy
from bot.engine.koikoi.independent import DEALS, independent
from bot.engine.koikoi.rules import apply, legal_actions, new_game
from bot.engine.koikoi.scoring import KoikoiResult, result
from bot.engine.koikoi.sparring import PLAYOUTS, SPARRING, montecarlo_with
from bot.engine.koikoi.state import Action, KoikoiConfig, KoikoiState
from bot.engine.koikoi.view import view


@dataclass(frozen=True)
class MatchRecord:
    seed: int
    state: KoikoiState
    actions: tuple[Action, ...]
    result: KoikoiResult
    think_seconds: tuple[tuple[float, ...], tuple[float, ...]]  # each decision's time, per seat


# A player told the whole state (the ceiling's cheat, ceiling.py); the table's players see their view only.
StatePlayer = Callable[[KoikoiState, Sequence[Action], random.Random], Action]


def seated(policy: Policy) -> StatePlayer:
    """A policy as a StatePlayer: it is shown the view of the seat to move, nothing more."""

    def player(state: KoikoiState, legal: Sequence[Action], rng: random.Random) -> Action:
        return policy(view(state, state.seat), legal, rng)

    return player


def play_match(policies: Sequence[Policy], config: KoikoiConfig, seed: int) -> MatchRecord:
    """One match, `policies[seat]` playing `seat`."""
    return play_match_by_state([seated(p) for p in policies], config, seed)


def play_pair(a: StatePlayer, b: StatePlayer, config: KoikoiConfig, seed: int, seat_a: int) -> MatchRecord:
    """One match of A (in `seat_a`) against B: the arena's duplicate deals play each seed with both seatings."""
    return play_match_by_state((a, b) if seat_a == 0 else (b, a), config, seed)


def play_match_by_state(players: Sequence[StatePlayer], config: KoikoiConfig, seed: int) -> MatchRecord:
    """One match, `players[seat]` playing `seat` (each decision timed, the view's making included)."""
    state = new_game(config, 2, seed)
    rngs = [random.Random(f"{seed}:cpu:{seat}") for seat in (0, 1)]
    actions: list[Action] = []
    times: list[list[float]] = [[], []]
    while not state.is_over:
        seat = state.to_move
        assert seat is not None  # a live match always has a seat to move
        legal = legal_actions(state)
        start = time.perf_counter()
        action = players[seat](state, legal, rngs[seat])
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
    rounds: int = 0  # rounds played in all
    other_seconds: list[float] = field(default_factory=list)  # B's decision times

    @property
    def matches(self) -> int:
        return self.wins + self.losses + self.draws

    def add(self, other: Standing) -> None:
        """Add another part of the same comparison (a chunk played in another process)."""
        self.wins += other.wins
        self.losses += other.losses
        self.draws += other.draws
        self.points_for += other.points_for
        self.points_against += other.points_against
        self.think_seconds.extend(other.think_seconds)
        self.rounds += other.rounds
        self.other_seconds.extend(other.other_seconds)


def duplicate_deals(matches: int, first_seed: int = 0) -> Iterator[tuple[int, int]]:
    """(seed, A's seat) of each match, in pairs ("duplicate"): each seed first_seed.. is played twice, A in seat 0
    then in seat 1, so that both players get the same cards and luck cancels out as much as it can."""
    for index in range(matches):
        yield first_seed + index // 2, index % 2


def compare(a: Policy, b: Policy, matches: int, config: KoikoiConfig, first_seed: int = 0) -> Standing:
    """Play `matches` matches of A against B in duplicate deals (`duplicate_deals`)."""
    return compare_players(seated(a), seated(b), matches, config, first_seed)


def compare_players(a: StatePlayer, b: StatePlayer, matches: int, config: KoikoiConfig, first_seed: int) -> Standing:
    """`compare` for players that may be told the whole state (the ceiling's cheat)."""
    standing = Standing()
    for seed, seat_a in duplicate_deals(matches, first_seed):
        standing.add(record_standing(play_pair(a, b, config, seed, seat_a), seat_a))
    return standing


def record_standing(record: MatchRecord, seat_a: int) -> Standing:
    """One match as a Standing of the player in `seat_a` (compare adds them up)."""
    standing = Standing()
    standing.points_for = record.result.scores[seat_a]
    standing.points_against = record.result.scores[1 - seat_a]
    standing.think_seconds.extend(record.think_seconds[seat_a])
    standing.other_seconds.extend(record.think_seconds[1 - seat_a])
    standing.rounds = record.result.rounds_played
    if record.result.winner is None:
        standing.draws = 1
    elif record.result.winner == seat_a:
        standing.wins = 1
    else:
        standing.losses = 1
    return standing


# ------------------------------------------------------------------------------------------ the command


@dataclass(frozen=True)
class Setup:
    """How the searching players are set for an arena run: the hard level's playouts a decision and its time guard
    (seconds; None: none, so that the run replays exactly), the Monte-Carlo partner's playouts. The defaults are the
    table's, without the guard."""

    iterations: int = HARD_SETTINGS.iterations
    budget: float | None = None
    playouts: int = PLAYOUTS


def players(setup: Setup = Setup()) -> dict[str, Policy]:
    """Every player the arena knows by name: the CPU levels, then the sparring partners."""
    found = dict(CPU_POLICIES)
    found["normal"] = hard_with(NORMAL_SETTINGS.iterations, None)  # its search, with no guard either
    found["judgement"] = judgement_policy  # the one-step player (normal until 29 Nov.): the playouts' player
    found["hard"] = hard_with(setup.iterations, setup.budget)
    found.update(SPARRING)
    found["mc"] = montecarlo_with(setup.playouts)
    found["indep"] = independent(DEALS)
    return found


PLAYER_NAMES = (*CPU_POLICIES, "judgement", *SPARRING, "indep")


def _compare_by_name(a: str, b: str, matches: int, rounds: int, first_seed: int, setup: Setup = Setup()) -> Standing:
    found = players(setup)
    return compare(found[a], found[b], matches, KoikoiConfig(rounds=rounds), first_seed)


def parallel_compare(
    a: str, b: str, matches: int, rounds: int, first_seed: int = 0, workers: int = 1, setup: Setup = Setup()
) -> Standing:
    """`compare` by player names, split over `workers` processes (0: one per CPU). Chunks hold whole seed pairs, so
    every seed is played with both seatings exactly as in one `compare` call."""
    if workers == 1:
        return _compare_by_name(a, b, matches, rounds, first_seed, setup)
    size = 20  # matches per chunk: even, so a chunk holds whole pairs
    starts = list(range(0, matches, size))
    counts = [min(size, matches - start) for start in starts]
    seeds = [first_seed + start // 2 for start in starts]
    total = Standing()
    with concurrent.futures.ProcessPoolExecutor(max_workers=workers or None) as pool:
        n = len(starts)
        for part in pool.map(_compare_by_name, [a] * n, [b] * n, counts, [rounds] * n, seeds, [setup] * n):
            total.add(part)
    return total


def quantile(values: Sequence[float], q: float) -> float:
    """The `q` quantile of `values` (the nearest rank above; 0.0 for none)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else 0.0


def report(a: str, b: str, standing: Standing, rounds: int) -> str:
    """The arena table: matches, wins / losses / draws, A's win rate with its 95 % Wilson interval, the mean points
    per round of each side and the time of one decision (median, p95)."""
    matches = max(standing.matches, 1)
    played = max(standing.rounds, 1)
    low, high = wilson(standing.wins, standing.matches)
    lines = [
        f"{a} vs {b}: {standing.matches} matches of {rounds} round(s), seeds in pairs with the seats swapped",
        f"{'':<8}{'wins':>6}{'losses':>8}{'draws':>7}{'points/round':>14}{'decision median':>17}{'p95':>10}",
    ]
    sides = (
        (a, standing.wins, standing.losses, standing.points_for, standing.think_seconds),
        (b, standing.losses, standing.wins, standing.points_against, standing.other_seconds),
    )
    for name, won, lost, points, seconds in sides:
        median, p95 = 1000 * statistics.median(seconds or [0.0]), 1000 * quantile(seconds, 0.95)
        lines.append(
            f"{name:<8}{won:>6}{lost:>8}{standing.draws:>7}{points / played:>14.2f}{median:>14.1f} ms{p95:>7.1f} ms"
        )
    lines.append(
        f"win rate of {a}: {100 * standing.wins / matches:.1f} % "
        f"(95 % CI {100 * low:.1f}-{100 * high:.1f} %, Wilson); draws {100 * standing.draws / matches:.1f} %; "
        f"mean point difference {(standing.points_for - standing.points_against) / matches:+.1f} a match"
    )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    """`python -m bot.engine.koikoi.arena --a hard --b normal --matches 500 --rounds 6`: the arena table."""
    levels = list(PLAYER_NAMES)
    parser = argparse.ArgumentParser(prog="python -m bot.engine.koikoi.arena", description="CPU against CPU.")
    parser.add_argument("--a", choices=levels, default="hard", help="the first player (its win rate is reported)")
    parser.add_argument("--b", choices=levels, default="mc", help="the second player")
    parser.add_argument("--iterations", type=int, default=HARD_SETTINGS.iterations, help="hard: playouts a decision")
    parser.add_argument("--budget", type=float, default=0.0, help="hard: a time guard, seconds (0: none)")
    parser.add_argument("--playouts", type=int, default=PLAYOUTS, help="mc: playouts a decision")
    parser.add_argument("--matches", type=int, default=500, help="how many matches (seeds in pairs, seats swapped)")
    parser.add_argument("--rounds", type=int, choices=(1, 3, 6, 12), default=6, help="rounds per match")
    parser.add_argument("--seed", type=int, default=0, help="the first seed")
    parser.add_argument("--workers", type=int, default=0, help="processes (0: one per CPU, 1: this process)")
    args = parser.parse_args(argv)
    if args.matches < 1:
        parser.error("--matches must be at least 1")
    start = time.perf_counter()
    setup = Setup(iterations=args.iterations, budget=args.budget or None, playouts=args.playouts)
    standing = parallel_compare(args.a, args.b, args.matches, args.rounds, args.seed, args.workers, setup)
    print(report(args.a, args.b, standing, args.rounds))
    print(f"hard: {setup.iterations} playouts a decision (time guard {setup.budget} s); mc: {setup.playouts} playouts")
    print(f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
