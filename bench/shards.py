"""Several bot processes, one bot: three shard processes (`python -m bot`, SHARD_COUNT=3) on one PostgreSQL database
and one fake Discord, their games played flat out. The fake counts every request that counts against Discord's global
limit, from all the processes together (`RateLimits`: the peak over any one second, and the global 429s it answered);
the run measures the answers, and how long the boards take to show every game's saved state once the last action is
answered. Shared by `make bench` (its multi-process section) and the soak test `tests/soak/test_shared_budget.py`."""

from __future__ import annotations

import asyncio
import contextlib
import random
import sys
import time
from dataclasses import dataclass, field

from bench.players import Latencies, Player
from bench.world import CHANNELS_PER_GUILD, BenchDb, Table, World, bot_env, new_store, wait_for, write_games
from fakediscord.harness import FakeDiscord, SpawnedBot
from fakediscord.world import FakeGuild


@dataclass
class ShardRun:
    """What one run measured."""

    processes: int
    games: int
    answers: int
    limit: int  # the fake's global limit (requests in any one second)
    peak_per_second: int  # the most requests the fake let through in one second, all processes together
    sliding_peak: int  # the most requests that reached the fake (allowed or not) in any 1 s window, wherever it starts
    busiest_10s: float  # requests a second over the busiest 10 s (sliding)
    global_429s: int
    route_429s: int
    answer_p50: float  # seconds
    answer_p99: float
    board_lag: float  # seconds from the last answer to every board showing its game's saved state
    behind_at_end: int  # games whose board was behind when the last action was answered
    setup: float  # seconds from the processes' start to every board posted
    logs: list[str] = field(repr=False)


def sharded_world(fake: FakeDiscord, kinds: list[str], shards: int) -> World:
    """One table per entry of `kinds`, spread evenly over the shards' servers (a server's shard is `(id >> 22) %
    shards`: new servers until each shard has one with room), two players of their own each."""
    world = World(fake)
    servers: dict[int, list[tuple[FakeGuild, int]]] = {s: [] for s in range(shards)}
    made = 0
    for number, kind in enumerate(kinds):
        shard = number % shards
        while not servers[shard] or servers[shard][-1][1] >= CHANNELS_PER_GUILD:
            made += 1
            guild = fake.add_guild(f"Shards {made}")
            servers[fake.gateway.shard_of(guild.id)].append((guild, 0))
        guild, used = servers[shard][-1]
        servers[shard][-1] = (guild, used + 1)
        channel = guild.add_channel(f"table-{used}")
        players = [guild.add_member(f"s{guild.id % 10000}-{used}-{s}") for s in range(2)]
        world.tables.append(Table(kind, channel, players))
    return world


async def board_versions_behind(db: BenchDb, players: list[Player]) -> int:
    """Games whose board (its buttons carry the version they show) is not at the game's saved version."""
    saved = dict(await db.rows("SELECT id, version FROM games"))
    behind = 0
    for player in players:
        board = player.board()
        shown = None if board is None else next((c for c in board.custom_ids if c.endswith(":panel")), None)
        if shown is None or int(shown.split(":")[2]) != saved.get(player.table.game_id):
            behind += 1
    return behind


async def run_shards(
    fake: FakeDiscord,
    db: BenchDb,
    *,
    games: int,
    clicks: int,
    rate: float,
    limit: int,
    kinds: list[str],
    processes: int = 3,
    at_once: int = 60,
) -> ShardRun:
    """`processes` shard processes host `games` games (written in the database, none posted yet: each process posts
    its shards' boards at start), then every game is played `clicks` interactions flat out, `at_once` interactions in
    flight at most (the scripted players and the fake share this process: more would measure its own delays, not the
    bot's). DISCORD_RATE is `rate` for the whole bot; the fake answers a global 429 past `limit` requests in one
    second."""
    fake.limits.global_limit = limit
    fake.gateway.shard_count = processes
    world = sharded_world(fake, [kinds[i % len(kinds)] for i in range(games)], processes)
    store = await new_store(db)
    await write_games(store, world, actions=0, behind=1.0, boards=False, seed=11)
    await store.close()
    latencies = Latencies()
    players = [Player(fake, table, latencies, random.Random(i)) for i, table in enumerate(world.tables)]
    settings = {
        "shard_count": processes,
        "discord_rate": rate,
        "keeper_rate": rate,
        "cpu_workers": 0,
        "render_processes": 1,
    }
    started = time.perf_counter()
    async with contextlib.AsyncExitStack() as stack:
        bots: list[SpawnedBot] = []
        for shard in range(processes):
            env = bot_env(db, shard_ids=shard, **settings)
            bots.append(
                await stack.enter_async_context(fake.spawn_bot(sys.executable, "-m", "bot", env=env, timeout=120))
            )
        await wait_for(lambda: all(p.board() is not None for p in players), timeout=600, step=0.25)
        setup = time.perf_counter() - started

        gate = asyncio.Semaphore(at_once)

        async def play(player: Player) -> None:
            for _ in range(clicks):
                async with gate:
                    stepped = await player.step()
                if not stepped:
                    await asyncio.sleep(0.2)

        await asyncio.gather(*(play(p) for p in players))
        last = time.perf_counter()
        behind = await board_versions_behind(db, players)

        async def caught_up() -> bool:
            return await board_versions_behind(db, players) == 0

        await wait_for(caught_up, timeout=300, step=0.1)
        lag = time.perf_counter() - last
        logs = [b.text for b in bots]
    answers = sorted(x for values in latencies.by_kind.values() for x in values)
    route_429s = sum(1 for _, _, status in fake.requests if status == 429) - fake.limits.global_429s
    return ShardRun(
        processes=processes,
        games=games,
        answers=len(answers),
        limit=limit,
        peak_per_second=fake.limits.peak_per_second,
        sliding_peak=fake.limits.sliding_peak(),
        busiest_10s=fake.limits.busiest_rate(10.0),
        global_429s=fake.limits.global_429s,
        route_429s=route_429s,
        answer_p50=answers[len(answers) // 2] if answers else float("nan"),
        answer_p99=answers[min(len(answers) - 1, int(0.99 * len(answers)))] if answers else float("nan"),
        board_lag=lag,
        behind_at_end=behind,
        setup=setup,
        logs=logs,
    )
