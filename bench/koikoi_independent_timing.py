"""Think time of the independent Monte-Carlo partner against the "hard" CPU on the same positions: decisions with
more than one legal action met in random 6-round matches (greedy against mc), each policy timed on every one.

    nice -n 19 python -m bench.koikoi_independent_timing hard 128 ...   (a name, or a number of deals)
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Sequence

from bench.koikoi_independent import Policy, independent
from bot.engine.koikoi.arena import players
from bot.engine.koikoi.rules import apply, legal_actions, new_game
from bot.engine.koikoi.state import Action, KoikoiConfig
from bot.engine.koikoi.view import KoikoiView, view


def positions(count: int = 300) -> list[tuple[KoikoiView, list[Action]]]:
    known = players()
    rng = random.Random(42)
    found: list[tuple[KoikoiView, list[Action]]] = []
    seed = 0
    while len(found) < count:
        state = new_game(KoikoiConfig(rounds=6), 2, 700000 + seed)
        seed += 1
        policies = [known["greedy"], known["mc"]] if seed % 2 else [known["mc"], known["greedy"]]
        while not state.is_over:
            legal = legal_actions(state)
            seen = view(state, state.seat)
            if len(legal) > 1 and rng.random() < 0.5:
                found.append((seen, legal))
            state = apply(state, policies[state.seat](seen, legal, rng))
    return found[:count]


def measure(policy: Policy, found: Sequence[tuple[KoikoiView, list[Action]]]) -> list[float]:
    times = []
    for i, (seen, legal) in enumerate(found):
        start = time.perf_counter()
        policy(seen, legal, random.Random(i))
        times.append(time.perf_counter() - start)
    return sorted(times)


def main(names: Sequence[str]) -> None:
    found = positions()
    for name in names:
        policy = players()[name] if not name.isdigit() else independent(int(name))
        times = measure(policy, found)
        median, p95 = statistics.median(times), times[int(0.95 * len(times))]
        print(f"{name}: {len(times)} decisions, median {median * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
