"""Bot-only Yōkai teams (and bots with partners who play at random): win rate, score, tiers, decision time.

    python -m bot.engine.yokai.arena --players 2 --level 1 --bot hard --games 1000 [--partner random]
        [--edition current|first] [--seed S] [--workers N]

Every game is dealt from its seed; seat s decides with a generator derived from the seed and the seat. With
`--partner random`, the odd seats play random legal actions (never declaring) and the even seats are bots.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import random
import statistics
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.engine.common import wilson
from bot.engine.yokai.ai import BASELINES, CPU_POLICIES, Policy, random_partner
from bot.engine.yokai.config import YokaiConfig
from bot.engine.yokai.data import Edition, Tier
from bot.engine.yokai.rules import apply, legal_actions, new_game
from bot.engine.yokai.scoring import YokaiResult, result
from bot.engine.yokai.view import view

MAX_ACTIONS = 2000  # a safety net: a game ends after at most 2 turns per hint


@dataclass
class GameRecord:
    result: YokaiResult
    turns: int
    seconds: list[float]  # the bots' decisions that had a choice (more than one legal action)
    objective: str | None = None  # level 5: the Objective dealt


def play_game(policies: Sequence[Policy], config: YokaiConfig, seed: int) -> GameRecord:
    """One game, seat s played by `policies[s]` from its own view. Raises RuntimeError on an illegal choice."""
    state = new_game(config, len(policies), seed)
    rngs = [random.Random(f"{seed}:cpu:{seat}") for seat in range(len(policies))]
    seconds: list[float] = []
    steps = 0
    while not state.is_over:
        steps += 1
        if steps > MAX_ACTIONS:
            raise RuntimeError(f"seed {seed}: no end after {MAX_ACTIONS} actions")
        seat = state.seat
        legal = legal_actions(state)
        start = time.perf_counter()
        action = policies[seat](view(state, seat), legal, rngs[seat])
        if len(legal) > 1 and policies[seat] is not random_partner:
            seconds.append(time.perf_counter() - start)
        if action not in legal:
            raise RuntimeError(f"seed {seed}: seat {seat} chose an illegal action {action!r}")
        state = apply(state, action)
    objective = state.objective.value if state.objective is not None else None
    return GameRecord(result(state), state.turn, seconds, objective)


@dataclass
class Tally:
    games: int = 0
    wins: int = 0
    scores: list[int] = field(default_factory=list)  # every game (0 when lost)
    won_scores: list[int] = field(default_factory=list)
    tiers: Counter[str] = field(default_factory=Counter)
    seconds: list[float] = field(default_factory=list)
    turns: list[int] = field(default_factory=list)
    objectives: Counter[str] = field(default_factory=Counter)  # level 5: games by Objective
    objective_wins: Counter[str] = field(default_factory=Counter)

    def add(self, record: GameRecord) -> None:
        self.games += 1
        self.wins += record.result.won
        self.scores.append(record.result.score)
        if record.result.won:
            self.won_scores.append(record.result.score)
        self.tiers[record.result.tier.value if record.result.tier else "lost"] += 1
        self.seconds.extend(record.seconds)
        self.turns.append(record.turns)
        if record.objective is not None:
            self.objectives[record.objective] += 1
            self.objective_wins[record.objective] += record.result.won

    def merge(self, other: Tally) -> None:
        self.games += other.games
        self.wins += other.wins
        self.scores += other.scores
        self.won_scores += other.won_scores
        self.tiers.update(other.tiers)
        self.seconds += other.seconds
        self.turns += other.turns
        self.objectives.update(other.objectives)
        self.objective_wins.update(other.objective_wins)


BOTS: dict[str, Policy] = CPU_POLICIES | BASELINES


def team(bot: str, players: int, partner: str | None) -> list[Policy]:
    """The policies by seat: all bots, or bots on even seats and random partners on odd seats."""
    return [random_partner if partner == "random" and s % 2 else BOTS[bot] for s in range(players)]


def run(bot: str, players: int, config: YokaiConfig, seeds: Sequence[int], partner: str | None = None) -> Tally:
    tally = Tally()
    policies = team(bot, players, partner)
    for seed in seeds:
        tally.add(play_game(policies, config, seed))
    return tally


def _run_chunk(args: tuple[str, int, YokaiConfig, Sequence[int], str | None]) -> Tally:
    return run(*args)


def parallel_run(
    bot: str, players: int, config: YokaiConfig, seeds: Sequence[int], partner: str | None, workers: int
) -> Tally:
    if workers <= 1:
        return run(bot, players, config, seeds, partner)
    chunks = [seeds[i : i + 10] for i in range(0, len(seeds), 10)]
    out = Tally()
    with concurrent.futures.ProcessPoolExecutor(max_workers=workers) as pool:
        for part in pool.map(_run_chunk, [(bot, players, config, c, partner) for c in chunks]):
            out.merge(part)
    return out


def quantile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else 0.0


def median_tier(scores: Sequence[int], edition: Edition, players: int) -> str:
    from bot.engine.yokai.scoring import tier_for

    if not scores:
        return "-"
    return tier_for(edition, players, int(statistics.median_low(scores))).value


def report(tally: Tally, bot: str, players: int, config: YokaiConfig, partner: str | None, seeds: Sequence[int]) -> str:
    low, high = wilson(tally.wins, tally.games)
    games = max(1, tally.games)
    team_text = f"{bot} bots" + (" with random partners (odd seats)" if partner == "random" else "")
    tiers = ", ".join(f"{t}: {tally.tiers[t]}" for t in ("lost", *(t.value for t in Tier)))
    wins_by = ", ".join(f"{o} {tally.objective_wins[o]}/{tally.objectives[o]}" for o in sorted(tally.objectives))
    by_objective = [f"won by Objective: {wins_by}"] if wins_by else []
    return "\n".join(
        [
            f"Yōkai {config.edition.value} edition level {config.level}, {players} players, {team_text}: "
            f"{tally.games} games, seeds {seeds[0]}..{seeds[-1]}",
            f"win rate {100 * tally.wins / games:.1f} % (95 % CI {100 * low:.1f}-{100 * high:.1f} %, Wilson)",
            f"mean score {statistics.fmean(tally.scores or [0]):.2f} (won games: "
            f"{statistics.fmean(tally.won_scores or [0]):.2f}); median tier of won games: "
            f"{median_tier(tally.won_scores, config.edition, players)}",
            f"tiers: {tiers}",
            *by_objective,
            f"mean turns {statistics.fmean(tally.turns or [0]):.1f}",
            f"decision time (bot decisions with a choice, n={len(tally.seconds)}): median "
            f"{1000 * statistics.median(tally.seconds or [0.0]):.1f} ms, "
            f"p99 {1000 * quantile(tally.seconds, 0.99):.1f} ms",
        ]
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bot.engine.yokai.arena", description="Yōkai bot teams.")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    parser.add_argument("--level", type=int, default=1)
    parser.add_argument("--edition", choices=[e.value for e in Edition], default=Edition.CURRENT.value)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--bot", choices=sorted(BOTS), default="normal", help="a CPU level, or hard-c7 (a baseline)")
    parser.add_argument("--partner", choices=("random",), default=None, help="odd seats play at random")
    parser.add_argument("--seed", type=int, default=0, help="the first seed")
    parser.add_argument("--workers", type=int, default=1, help="processes (the machine is shared: 1 by default)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    config = YokaiConfig(edition=Edition(args.edition), level=args.level)
    seeds = range(args.seed, args.seed + args.games)
    start = time.perf_counter()
    tally = parallel_run(args.bot, args.players, config, seeds, args.partner, args.workers)
    print(report(tally, args.bot, args.players, config, args.partner, seeds))
    print(f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
