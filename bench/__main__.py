"""`make bench`: the measured speeds quoted in the README and the closing notes. Not a test (timings flake on
shared machines): it prints numbers.

- engine: random Yōkai playouts per second, actions per second;
- render: board / peek / move slots / reveal / checklist, median and p95 in ms (render + PNG encode);
- end to end: the real bot and discord.py client against the fake Discord on 127.0.0.1, from the interaction's
  dispatch to the bot's answer (what a player waits for), per kind of interaction.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

from bot.engine.yokai import Declare, Edition, Tier, YokaiConfig, apply, legal_actions, legal_moves, new_game, view
from render import yokai as draw
from tests.render.samples import NAMES, played


def timed(func: Callable[[], object], runs: int) -> tuple[float, float]:
    """Median and p95 of `runs` calls, in ms."""
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        func()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.95) - 1]


def bench_engine(games: int = 400) -> None:
    start = time.perf_counter()
    actions = 0
    for seed in range(games):
        rng = random.Random(seed)
        state = new_game(YokaiConfig(), 2 + seed % 3, seed)
        while not state.is_over:
            options = legal_actions(state)
            if isinstance(options[0], Declare):
                options = options[1:]
            state = apply(state, rng.choice(options))
            actions += 1
    elapsed = time.perf_counter() - start
    print(
        f"engine: {games / elapsed:.0f} random games/s, {actions / elapsed:.0f} actions/s "
        f"(legal_actions + apply, {actions / games:.0f} actions a game)"
    )


def bench_render(runs: int = 200) -> None:
    mid = played(YokaiConfig(level=2, public_affinities=1), 3, 5, actions=30)
    public, seat = view(mid, None), view(mid, mid.to_move)
    moves: dict[int, list[tuple[int, int]]] = {}
    for m in legal_moves(mid):
        moves.setdefault(m.card, []).append(m.to)
    card = next(c for c, cells in moves.items() if cells)
    finished = view(played(YokaiConfig(level=5), 4, 3), None)
    levels = [draw.PathLevel(n, frozenset({Tier.HONORABLE}), n, n + 1, 10 + n) for n in range(1, 6)]
    cases = {
        "board (public)": lambda: draw.board(public, names=NAMES),
        "board (peek view)": lambda: draw.board(seat, names=NAMES),
        "move slots": lambda: draw.move_slots(seat, card, moves[card], names=NAMES),
        "reveal": lambda: draw.reveal(finished, names=NAMES),
        "checklist": lambda: draw.path("Tea House: your path", Edition.CURRENT, levels),
    }
    for name, func in cases.items():
        func()  # warm the tile caches
        median, p95 = timed(func, runs)
        print(f"render {name}: median {median:.1f} ms, p95 {p95:.1f} ms ({len(func()) // 1024} KB)")


async def bench_end_to_end(games: int = 3) -> None:
    from tests.discord.harness import FakeDiscord
    from tests.e2e.table import Table

    latencies: dict[str, list[float]] = defaultdict(list)
    with tempfile.TemporaryDirectory() as folder:
        async with FakeDiscord() as fake:
            table = Table(fake, f"sqlite:///{Path(folder) / 'bench.db'}", ["Ana", "Ben", "Cy"])
            async with fake.run_bot(table.make_bot):
                for game in range(games):
                    start = await fake.slash("yokai start", user=table.host, channel=table.channel)
                    lobby = await start.response()
                    latencies["/yokai start -> lobby"].append(start.latency or 0)
                    for member in table.members[1:]:
                        join = await fake.click(lobby, label="Join", user=member)
                        await join.response()
                        latencies["click Join -> lobby edit"].append(join.latency or 0)
                    go = await fake.click(lobby, label="Start", user=table.host)
                    await go.response()
                    live = await table.bot.sessions.in_channel(table.channel.id)
                    table.game_id = live.id
                    rng = random.Random(game)
                    while not (await table.live()).state.is_over:
                        mover = await table.to_move()
                        board = await table.board()
                        opened = await fake.click(board, label="Play my turn", user=mover)
                        panel = await opened.response()
                        latencies["click Play my turn -> ephemeral panel"].append(opened.latency or 0)
                        for _ in range(2):
                            cid = table.component(panel, "peek")
                            picked = await fake.select(panel, cid, [rng.choice(panel.select(cid).values)], user=mover)
                            await picked.response()
                            latencies["select peek -> panel with peek image"].append(picked.latency or 0)
                        if "move" in [c.split(":")[3] for c in panel.custom_ids]:
                            cid = table.component(panel, "move")
                            picked = await fake.select(panel, cid, [rng.choice(panel.select(cid).values)], user=mover)
                            await picked.response()
                            cid = table.component(panel, "dest")
                            moved = await fake.select(panel, cid, [rng.choice(panel.select(cid).values)], user=mover)
                            await moved.response()
                            latencies["select destination -> move committed, panel"].append(moved.latency or 0)
                        ids = [c.split(":")[3] for c in panel.custom_ids]
                        if "reveal" in ids:
                            done = await fake.click(panel, table.component(panel, "reveal"), user=mover)
                        else:
                            if "hint" in ids:
                                cid = table.component(panel, "hint")
                                hint = panel.select(cid).values[0]
                                await (await fake.select(panel, cid, [hint], user=mover)).response()
                            cid = table.component(panel, "place")
                            done = await fake.select(panel, cid, [rng.choice(panel.select(cid).values)], user=mover)
                        await done.response()
                        latencies["hint -> turn committed, panel"].append(done.latency or 0)
                    await table.settle()
    for name, samples in latencies.items():
        ms = sorted(s * 1000 for s in samples)
        print(
            f"end to end {name}: median {statistics.median(ms):.0f} ms, p95 {ms[int(len(ms) * 0.95) - 1]:.0f} ms, "
            f"max {ms[-1]:.0f} ms ({len(ms)} samples)"
        )


def main() -> int:
    print(f"python {sys.version.split()[0]}")
    bench_engine()
    bench_render()
    asyncio.run(bench_end_to_end())
    return 0


if __name__ == "__main__":
    sys.exit(main())
