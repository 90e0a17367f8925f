"""CPU timing and strength, outside the test run: `python -m tests.engine.koikoi.bench_cpu [matches] [rounds]`.

Plays every level against easy and hard against normal (arena.compare: seeds in pairs, seats swapped) and prints
the win/loss/draw record, the points and each level's time per decision (median, p95, max).
"""

from __future__ import annotations

import statistics
import sys
import time

from bot.engine.koikoi import CPU_POLICIES, KoikoiConfig
from bot.engine.koikoi.arena import compare


def main(matches: int = 40, rounds: int = 6) -> None:
    config = KoikoiConfig(rounds=rounds)
    for a, b in (("easy", "easy"), ("normal", "easy"), ("hard", "easy"), ("hard", "normal")):
        start = time.perf_counter()
        standing = compare(CPU_POLICIES[a], CPU_POLICIES[b], matches, config)
        times = sorted(standing.think_seconds)
        p95 = times[int(0.95 * (len(times) - 1))]
        print(
            f"{a:>6} vs {b:<6} W{standing.wins:>3} L{standing.losses:>3} D{standing.draws:>3}"
            f"  points {standing.points_for:>5}-{standing.points_against:<5}"
            f"  {a}: median {statistics.median(times) * 1000:6.2f} ms  p95 {p95 * 1000:6.2f} ms"
            f"  max {times[-1] * 1000:6.1f} ms  ({len(times)} decisions, {time.perf_counter() - start:.1f} s)"
        )


if __name__ == "__main__":
    main(*(int(arg) for arg in sys.argv[1:3]))
