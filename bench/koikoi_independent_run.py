"""Measure the independent Monte-Carlo partner (bench/koikoi_independent.py) in the arena: chunks of duplicate
seed pairs over worker processes, the Standings added up, partial results written after every chunk.

    nice -n 19 python -m bench.koikoi_independent_run NAME A B MATCHES FIRST_SEED [--deadline EPOCH] [--out FILE]

A and B are arena player names or `indep` (independent(DEALS)).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import statistics
import time

from bench.koikoi_independent import Policy, independent
from bot.engine.common import wilson
from bot.engine.koikoi.arena import Standing, compare, players
from bot.engine.koikoi.state import KoikoiConfig

DEALS = 128
ROUNDS = 6
CHUNK = 10  # matches (5 seed pairs) a chunk


def _policy(name: str) -> Policy:
    return independent(DEALS) if name == "indep" else players()[name]


def _chunk(a: str, b: str, matches: int, first_seed: int) -> Standing:
    return compare(_policy(a), _policy(b), matches, KoikoiConfig(rounds=ROUNDS), first_seed)


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def summary(name: str, a: str, b: str, s: Standing, wall: float, planned: int) -> str:
    n = s.matches
    wl, wh = wilson(s.wins, n) if n else (0.0, 1.0)
    rate = (s.wins + 0.5 * s.draws) / n if n else float("nan")
    margin = (s.points_for - s.points_against) / n if n else float("nan")

    def times(ts: list[float]) -> str:
        if not ts:
            return "-"
        return f"median {statistics.median(ts) * 1000:.1f} ms, p95 {_quantile(ts, 0.95) * 1000:.1f} ms, n {len(ts)}"

    load = os.getloadavg()
    return (
        f"### {name}: {a} (A) vs {b} (B), {ROUNDS} rounds, deals={DEALS}\n\n"
        f"- matches done: {n} / {planned} (duplicate seed pairs)\n"
        f"- A wins / losses / draws: {s.wins} / {s.losses} / {s.draws}\n"
        f"- A win rate (wins/matches): {s.wins / n if n else float('nan'):.3f}, 95 % Wilson [{wl:.3f}, {wh:.3f}]\n"
        f"- A score rate (draw = 1/2): {rate:.3f}\n"
        f"- A mean points margin a match: {margin:+.2f} (for {s.points_for}, against {s.points_against})\n"
        f"- A decision times (every decision): {times(s.think_seconds)}\n"
        f"- B decision times (every decision): {times(s.other_seconds)}\n"
        f"- wall {wall:.0f} s; load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("name")
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("matches", type=int)
    parser.add_argument("first_seed", type=int)
    parser.add_argument("--deadline", type=float, default=None, help="epoch seconds: submit no chunk after it")
    parser.add_argument("--out", default="bench/koikoi_independent_2026-11-29.md")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    starts = list(range(0, args.matches, CHUNK))
    total = Standing()
    begun = time.time()
    section = ""
    before = ""
    if os.path.exists(args.out):
        with open(args.out, encoding="utf-8") as f:
            before = f.read()

    def write() -> None:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(before + section)
            f.flush()
            os.fsync(f.fileno())

    with concurrent.futures.ProcessPoolExecutor(args.workers) as pool:
        pending: set[concurrent.futures.Future[Standing]] = set()
        queue = list(starts)
        while queue or pending:
            while queue and len(pending) < args.workers and (args.deadline is None or time.time() < args.deadline):
                start = queue.pop(0)
                size = min(CHUNK, args.matches - start)
                pending.add(pool.submit(_chunk, args.a, args.b, size, args.first_seed + start // 2))
            if not pending:
                break
            done, pending = concurrent.futures.wait(pending, return_when=concurrent.futures.FIRST_COMPLETED)
            for future in done:
                total.add(future.result())
            section = "\n" + summary(args.name, args.a, args.b, total, time.time() - begun, args.matches)
            write()
            print(f"{args.name}: {total.matches} matches, {total.wins}-{total.losses}-{total.draws}", flush=True)
    print(section)


if __name__ == "__main__":
    main()
