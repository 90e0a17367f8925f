"""`make bench`: the measured speeds, against the targets of the issues. Not a test (timings flake on shared
machines): it prints one table and writes it as JSON (`bench.json`), with the machine's load.

The bot runs as its own process (`python -m bot`, as in production) against the offline fake Discord, which runs
here with the scripted players; the bot's own timings (commits, renders, event-loop lag) come from the metrics it
logs on SIGUSR1 (after the set-up, and at the end of each run), its memory from /proc.

- images: every image kind drawn and encoded, median / p95 ms and KB (target: median <= 8 ms, <= 80 KB);
- restart: N open games in the database (a fraction with public messages behind): READY after the process start
  (<= 3 s; later, start-up is profiled: bench/startup.py), "ready to host" and the first click answered after the
  process start, an old board's button answered after READY (<= 1 s), longest loop stall, and the memory of the bot's
  processes once the boards are up to date: main and each worker, RSS (as `ps` sums it) and PSS (shared pages
  shared out), total RSS <= 250 MB (issue 20);
- flat out: G games played as fast as answers come: committed actions per second (>= 200), commit p99 (<= 20 ms);
- leaderboard: measured alone (bench/leaderboard.py): a leaderboard's read and picture p99 (<= 50 ms) over a
  database of rated duels, and a rated result's commit;
- paced: P games, one click every 10 s each: every answer p50 <= 15 ms and p99 <= 60 ms, no stall over 50 ms, and
  the keeper's REST requests per second under Discord's global limit; meanwhile a player asks for a leaderboard
  every second (P rated duels in their server): its picture's answer p99 <= 50 ms; and a few people step through
  finished games' replays (one step every 0.5 s each): a replay step's answer p99 <= 50 ms (issue 18); the memory
  of the bot's processes at its largest during the run (sampled every 2 s), total RSS <= 250 MB;
- replay: a replay step alone (the game rebuilt from its log, its board drawn in a render worker), p50 / p99;
- 3 shards: three shard processes on one PostgreSQL database share Discord's global limit (DISCORD_RATE 45): 300
  games posted at start-up and played flat out; the peak of REST requests in any one second across the three
  processes (<= 50), counted over every request that reached the fake (refused ones too) in a sliding second, wherever
  it starts (Discord's count, issue 36), the busiest 10 s's rate, global 429s (0), answer p50 / p99, and the board
  lag: from the last answer to every board showing its game's saved state (<= 5 s) (bench/shards.py);
- activity: the live board (bench/activity.py): a move made on a page on every other open view of its game, p99
  <= 150 ms with 100 games x 3 views played at once; 1,000 idle views <= 60 MB more; the page <= 150 KB gzipped and
  its board drawn <= 1.5 s after it starts.

`python -m bench --quick` runs smaller numbers (a smoke run).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.activity import bench_activity
from bench.leaderboard import ask_leaderboards, bench_leaderboard, rated_history
from bench.players import Latencies, Player
from bench.render import cases
from bench.replays import replay_steps_alone, write_finished
from bench.shards import run_shards
from bench.startup import READY_WITHIN, profile_startup, ready_to_host
from bench.world import (
    BenchDb,
    Memory,
    bot_memory,
    build_world,
    load,
    metrics_now,
    new_store,
    peak_rss_mb,
    running_bot,
    wait_for,
    write_games,
)
from bot.games import GAMES
from fakediscord.harness import FakeDiscord

Row = dict[str, Any]


def row(section: str, name: str, value: float, unit: str, target: str = "", ok: bool | None = None) -> Row:
    return {"section": section, "name": name, "value": round(value, 2), "unit": unit, "target": target, "ok": ok}


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


# ------------------------------------------------------------------------------------------------ images
def bench_images(runs: int) -> list[Row]:
    rows = []
    for name, func in cases().items():
        size = len(func())
        samples = []
        for _ in range(runs):
            start = time.perf_counter()
            func()
            samples.append((time.perf_counter() - start) * 1000)
        median = statistics.median(samples)
        rows.append(row("images", f"{name} median", median, "ms", "<= 8", median <= 8))
        rows.append(row("images", f"{name} p95", pct(samples, 0.95), "ms"))
        rows.append(row("images", f"{name} size", size / 1024, "KB", "<= 80", size <= 80 * 1024))
    return rows


def memory(section: str, when: str, processes: list[Memory]) -> list[Row]:
    """Each of the bot's processes, resident (RSS, as `ps` sums it) with its proportional share beside (PSS), and the
    totals: target <= 250 MB resident in all (issue 20)."""
    rows = [row(section, f"{when}: {m.name} RSS (PSS {m.pss:.1f})", m.rss, "MB") for m in processes]
    rss, pss = sum(m.rss for m in processes), sum(m.pss for m in processes)
    rows.append(row(section, f"{when}: total RSS, {len(processes)} processes", rss, "MB", "<= 250", rss <= 250))
    rows.append(row(section, f"{when}: total PSS", pss, "MB"))
    return rows


class MemoryPeak:
    """Samples the bot's processes every `period` seconds while a run goes on; keeps the sample of largest total."""

    def __init__(self, pid: int, period: float = 2.0) -> None:
        self.pid, self.period = pid, period
        self.peak: list[Memory] = []
        self._task = asyncio.create_task(self._watch())

    async def _watch(self) -> None:
        while True:
            sample = await asyncio.to_thread(bot_memory, self.pid)
            if sum(m.rss for m in sample) > sum(m.rss for m in self.peak):
                self.peak = sample
            await asyncio.sleep(self.period)

    def stop(self) -> list[Memory]:
        self._task.cancel()
        return self.peak


# ------------------------------------------------------------------------------------------------ restart
BEHIND = "SELECT COUNT(*) FROM games WHERE shown_rev < rev"


async def mover_of(db: BenchDb, game_id: int) -> int:
    [(user,)] = await db.rows(
        "SELECT p.user_id FROM games g JOIN game_players p ON p.game_id = g.id AND p.seat = g.to_move WHERE g.id = ?",
        game_id,
    )
    return int(user)


async def bench_restart(folder: Path, games: int, kinds: list[str]) -> list[Row]:
    db = await BenchDb.fresh(POSTGRES, folder, "restart")
    async with FakeDiscord(fail_on_violations=False) as fake:
        world = build_world(fake, [kinds[i % len(kinds)] for i in range(games)])
        store = await new_store(db)
        await write_games(store, world, actions=12, behind=0.1, boards=True)
        await store.close()
        behind = await db.count(BEHIND)
        started = fake.now()
        async with running_bot(fake, db) as child:
            assert fake.gateway.ready_at is not None
            ready = fake.gateway.ready_at - started
            table = random.Random(5).choice(world.tables)
            assert table.board is not None
            mover_id = await mover_of(db, table.game_id)
            mover = next(m for m in table.players if m.id == mover_id)
            handle = await fake.click(table.board, label="Play my turn", user=mover)
            await handle.response(timeout=60)
            assert handle.record.responded_at is not None
            first = handle.record.responded_at - fake.gateway.ready_at
            clicked = handle.record.responded_at - started
            hosting = await ready_to_host(fake, child) - started

            async def drained_all() -> bool:
                return await db.count(BEHIND) == 0

            drained = await wait_for(drained_all, timeout=600, step=0.25)
            rss = peak_rss_mb(child.process.pid)
            processes = bot_memory(child.process.pid)
            limits = fake.limits
            stats = await metrics_now(child)
        if ready > READY_WITHIN or PROFILE:  # what start-up spends: the bot started again, profiled
            print("\n".join(await profile_startup(fake, db, folder)))
    stall = stats.get("loop_lag", {}).get("max", float("nan"))
    return [
        row("restart", f"open games ({behind} behind)", games, "games"),
        row("restart", "READY after process start", ready, "s", f"<= {READY_WITHIN:g}", ready <= READY_WITHIN),
        row("restart", "ready to host (catching up queued) after process start", hosting, "s"),
        row("restart", "first click answered after process start", clicked, "s"),
        row("restart", "old button answered after READY", first, "s", "<= 1", first <= 1),
        row("restart", "peak RSS of the main process", rss, "MB"),
        *memory("restart", "games up to date", processes),
        row("restart", "longest event-loop stall", stall, "ms", "<= 100", stall <= 100),
        row("restart", "boards behind brought up to date in", drained, "s"),
        row(
            "restart",
            "peak REST requests in one second",
            limits.peak_per_second,
            "req/s",
            "<= 50",
            limits.peak_per_second <= 50,
        ),
        row("restart", "global 429s", limits.global_429s, "", "0", limits.global_429s == 0),
    ]


# ------------------------------------------------------------------------------------------------ playing
async def started_world(
    fake: FakeDiscord, folder: Path, name: str, games: int, kinds: list[str]
) -> tuple[BenchDb, list[Player], Latencies]:
    db = await BenchDb.fresh(POSTGRES, folder, name)
    world = build_world(fake, [kinds[i % len(kinds)] for i in range(games)])
    store = await new_store(db)
    await write_games(store, world, actions=0, behind=1.0, boards=False, seed=7)
    await store.close()
    latencies = Latencies()
    players = [Player(fake, table, latencies, random.Random(i)) for i, table in enumerate(world.tables)]
    return db, players, latencies


async def boards_posted(players: list[Player], timeout: float) -> float:
    return await wait_for(lambda: all(p.board() is not None for p in players), timeout=timeout, step=0.25)


def cpu_seconds(pid: int, children: bool = False) -> float:
    """User + system CPU time of a process so far (/proc/<pid>/stat), in seconds; with `children`, plus that of its
    living child processes (the bot's render and CPU workers)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    total = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    if children:
        for task in Path(f"/proc/{pid}/task").iterdir():
            for child in (task / "children").read_text().split():
                total += cpu_seconds(int(child), children=True)
    return total


def loop_thread_cpu_seconds(pid: int) -> float:
    """CPU time of a process's main thread alone (the bot's event loop), in seconds."""
    fields = Path(f"/proc/{pid}/task/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def versions(db: BenchDb) -> int:
    return await db.count("SELECT COALESCE(SUM(version), 0) FROM games")


async def bench_flat_out(folder: Path, games: int, seconds: float, kinds: list[str]) -> list[Row]:
    async with FakeDiscord(fail_on_violations=False) as fake:
        db, players, latencies = await started_world(fake, folder, "flat", games, kinds)
        async with running_bot(fake, db) as child:
            await boards_posted(players, timeout=120)
            child.process.send_signal(signal.SIGUSR1)  # the set-up's metrics are logged apart
            profiler = await start_profiler(child.process.pid, folder, seconds) if PROFILE else None
            before, start = await versions(db), time.perf_counter()
            cpu_before = cpu_seconds(child.process.pid, True), cpu_seconds(os.getpid())
            loop_before = loop_thread_cpu_seconds(child.process.pid)
            main_before = cpu_seconds(child.process.pid)
            stop = start + seconds

            async def play(player: Player) -> None:
                while time.perf_counter() < stop:
                    if not await player.step():
                        await asyncio.sleep(0.2)

            await asyncio.gather(*(play(p) for p in players))
            elapsed = time.perf_counter() - start
            committed = await versions(db) - before
            bot_cpu = (cpu_seconds(child.process.pid, True) - cpu_before[0]) / elapsed
            fake_cpu = (cpu_seconds(os.getpid()) - cpu_before[1]) / elapsed
            loop_cpu = loop_thread_cpu_seconds(child.process.pid) - loop_before
            main_cpu = cpu_seconds(child.process.pid) - main_before
            stats = await metrics_now(child)  # this run's (a bot with much to finish may be killed when stopped)
            Path("bench-flat-metrics.json").write_text(json.dumps(stats, indent=1))  # every metric, for a closer look
            if profiler is not None:
                await profiler.wait()
                summarize_profile(folder / "profile.txt")
                (folder / "profile.txt").replace("bench-profile.txt")  # the collapsed stacks, for a closer look
    rate = committed / elapsed
    # The transaction itself, BEGIN to COMMIT, on the store's own loop (SQLite: aiosqlite; PostgreSQL: the pool)
    commit = stats.get("db_write_run") or stats.get("db_write", {})
    everything = [x for values in latencies.by_kind.values() for x in values]
    return [
        row("flat out", f"games played at once ({len(everything)} answers)", games, "games"),
        row("flat out", "committed actions per second", rate, "actions/s", ">= 200", rate >= 200),
        row("flat out", "commit p50 (the transaction itself)", commit.get("p50", float("nan")), "ms"),
        row(
            "flat out",
            "commit p99 (the transaction itself)",
            commit.get("p99", float("nan")),
            "ms",
            "<= 20",
            commit.get("p99", 1e9) <= 20,
        ),
        row(
            "flat out", "commit p99 (as the event loop sees it)", stats.get("commit", {}).get("p99", float("nan")), "ms"
        ),
        row("flat out", "CPU used by the bot and its workers (1.0 = one core)", bot_cpu, "cores"),
        row("flat out", "CPU used by the fake Discord and players", fake_cpu, "cores"),
        # What an action costs, whatever else the machine is doing (the throughput above depends on the load):
        row("flat out", "bot CPU per action (event loop thread)", 1000 * loop_cpu / max(committed, 1), "ms"),
        row("flat out", "bot CPU per action (main process, all threads)", 1000 * main_cpu / max(committed, 1), "ms"),
        row(
            "flat out",
            "bot CPU per action (all its threads and workers)",
            1000 * bot_cpu * elapsed / max(committed, 1),
            "ms",
        ),
        row("flat out", "answer p50", pct(everything, 0.5) * 1000, "ms"),
        row("flat out", "answer p99", pct(everything, 0.99) * 1000, "ms"),
    ]


async def bench_paced(folder: Path, games: int, seconds: float, period: float, kinds: list[str]) -> list[Row]:
    async with FakeDiscord(fail_on_violations=False) as fake:
        db, players, latencies = await started_world(fake, folder, "paced", games, kinds)
        lookers = [
            m for p in players for m in p.table.players if p.table.channel.guild is players[0].table.channel.guild
        ]
        store = await new_store(db)
        await rated_history(store, players[0].table.channel.guild.id, [m.id for m in lookers], games)
        viewers = await write_finished(store, fake, sorted(set(kinds)) * 2)
        await store.close()
        async with running_bot(fake, db) as child:
            await boards_posted(players, timeout=180)
            await asyncio.sleep(2)
            fake.limits.peak_per_second = 0
            child.process.send_signal(signal.SIGUSR1)
            start = time.perf_counter()
            stop = start + seconds

            async def play(player: Player, phase: float) -> None:
                await asyncio.sleep(phase)
                while time.perf_counter() < stop:
                    began = time.perf_counter()
                    await player.step()
                    await asyncio.sleep(max(0.0, period - (time.perf_counter() - began)))

            rng = random.Random(3)
            watching = MemoryPeak(child.process.pid)
            profiler = await start_profiler(child.process.pid, folder, seconds) if PROFILE else None
            looking = asyncio.create_task(ask_leaderboards(fake, lookers, stop, 1.0))
            await asyncio.gather(
                *(play(p, rng.uniform(0, period)) for p in players),
                *(v.watch(stop, REPLAY_PERIOD, rng.uniform(0, REPLAY_PERIOD)) for v in viewers),
            )
            boards = await looking
            peak = watching.stop()
            if profiler is not None:
                await profiler.wait()
                summarize_profile(folder / "profile.txt", "paced")
                (folder / "profile.txt").replace("bench-profile-paced.txt")
            limits = fake.limits
            stats = await metrics_now(child)
            Path("bench-paced-metrics.json").write_text(json.dumps(stats, indent=1))
    everything = [x * 1000 for values in latencies.by_kind.values() for x in values]
    p50, p99 = pct(everything, 0.5), pct(everything, 0.99)
    stall = stats.get("loop_lag", {}).get("max", float("nan"))
    rows = [
        row("paced", f"games, one click every {period:g} s each ({len(everything)} answers)", games, "games"),
        row("paced", "every answer p50", p50, "ms", "<= 15", p50 <= 15),
        row("paced", "every answer p99", p99, "ms", "<= 60", p99 <= 60),
        row("paced", "longest event-loop stall", stall, "ms", "<= 50", stall <= 50),
        row(
            "paced",
            "peak REST requests in one second",
            limits.peak_per_second,
            "req/s",
            "<= 50",
            limits.peak_per_second <= 50,
        ),
        row("paced", "global 429s", limits.global_429s, "", "0", limits.global_429s == 0),
        row("paced", "answers that never came", latencies.failures, "", "0", latencies.failures == 0),
        row(
            "paced",
            f"a leaderboard a second ({games} rated duels in a server): p99",
            pct(boards, 0.99),
            "ms",
            "<= 50",
            pct(boards, 0.99) <= 50,
        ),
        row("paced", "a leaderboard: p50", pct(boards, 0.5), "ms", f"n={len(boards)}"),
    ]
    rows += memory("paced", "at the peak", peak)
    steps = [x * 1000 for v in viewers for x in v.latencies]
    lost = sum(v.failures for v in viewers)
    replay_p99 = pct(steps, 0.99)
    rows += [
        row("paced", f"replay step p50 ({len(viewers)} viewers, {len(steps)} steps)", pct(steps, 0.5), "ms"),
        row("paced", "replay step p99, while the paced games play", replay_p99, "ms", "<= 50", replay_p99 <= 50),
        row("paced", "replay steps that never came", lost, "", "0", lost == 0),
    ]
    for kind, values in sorted(latencies.by_kind.items()):
        ms = [v * 1000 for v in values]
        rows.append(
            row(
                "paced",
                f"{kind}: p50 / p99 / max",
                pct(ms, 0.5),
                "ms",
                f"p99 {pct(ms, 0.99):.1f}, max {max(ms):.1f}, n={len(ms)}",
            )
        )
    for name in sorted(k for k in stats if k.startswith("gc.gen")):
        rows.append(
            row(
                "paced",
                f"bot garbage collector {name[3:]}: passes, max",
                stats[name]["count"],
                "",
                f"max {stats[name]['max']} ms",
            )
        )
    for name in sorted(k for k in stats if k.startswith("render.")):
        rows.append(row("paced", f"bot {name} p50", stats[name]["p50"], "ms", f"p99 {stats[name]['p99']}"))
    for lane in ("turn", "lookup", "board"):  # a picture's wait for the drawing process and its drawing, by lane
        if (lane_stats := stats.get(f"draw_wait_and_run.{lane}")) is not None:
            rows.append(
                row("paced", f"bot picture, {lane} lane: p50", lane_stats["p50"], "ms", f"p99 {lane_stats['p99']}")
            )
    looked_up = sorted(k for k in stats if k.startswith("command.") and k.endswith("leaderboard"))
    for name in (*looked_up, "db_read_run", "commit"):
        if (found := stats.get(name)) is not None:
            rows.append(row("paced", f"bot {name} p50", found["p50"], "ms", f"p99 {found['p99']}"))
    return rows


REPLAY_PERIOD = 0.5  # seconds between two replay steps of one viewer


# ------------------------------------------------------------------------------------------------ shards
async def bench_shards(folder: Path, games: int, clicks: int, kinds: list[str]) -> list[Row]:
    """Three shard processes on one PostgreSQL database (a throw-away server when the bench runs on SQLite), one
    budget: the peak of requests in any one second across the three, global 429s, answers, board lag."""
    if POSTGRES is None:
        from tests.pg import postgres_server

        with postgres_server(5491, fsync=True) as server:
            return await shards_on(server, folder, games, clicks, kinds)
    return await shards_on(POSTGRES, folder, games, clicks, kinds)


async def shards_on(server: str, folder: Path, games: int, clicks: int, kinds: list[str]) -> list[Row]:
    db = await BenchDb.fresh(server, folder, "shards")
    async with FakeDiscord(fail_on_violations=False) as fake:
        run = await run_shards(fake, db, games=games, clicks=clicks, rate=45.0, limit=50, kinds=kinds)
    section = "3 shards"
    return [
        row(section, f"games on 3 processes, one PostgreSQL ({run.answers} answers)", games, "games"),
        row(section, "boards posted at start-up (2 requests a game), in", run.setup, "s"),
        row(
            section,
            "peak REST requests in one second, all processes",
            run.peak_per_second,
            "req/s",
            "<= 50",
            run.peak_per_second <= 50,
        ),
        row(
            section,
            "max requests in any 1 s window (sliding), all processes",
            run.sliding_peak,
            "req",
            "<= 50",
            run.sliding_peak <= 50,
        ),
        row(section, "requests a second over the busiest 10 s", run.busiest_10s, "req/s"),
        row(section, "global 429s / route 429s", run.global_429s, "", f"0 / {run.route_429s}", run.global_429s == 0),
        row(section, "answer p50", run.answer_p50 * 1000, "ms"),
        row(section, "answer p99", run.answer_p99 * 1000, "ms"),
        row(
            section,
            f"board lag: last action to every board up to date ({run.behind_at_end} behind)",
            run.board_lag,
            "s",
            "<= 5",
            run.board_lag <= 5,
        ),
    ]


# ------------------------------------------------------------------------------------------------ profile
PROFILE = False
POSTGRES: str | None = None  # the PostgreSQL server to bench on (each section in a database of its own)


async def start_profiler(pid: int, folder: Path, seconds: float) -> asyncio.subprocess.Process:
    """py-spy samples the bot process (where the time goes when a target is missed)."""
    spy = Path(sys.executable).parent / "py-spy"
    return await asyncio.create_subprocess_exec(
        str(spy),
        "record",
        "--pid",
        str(pid),
        "--duration",
        str(int(seconds)),
        "--rate",
        "200",
        "--format",
        "raw",
        "--output",
        str(folder / "profile.txt"),
        "--threads",
        "--nonblocking",
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )


def summarize_profile(path: Path, run: str = "flat-out", top: int = 30) -> None:
    """The functions with the most samples on the stack (cumulative) and at the top (self), from collapsed stacks."""
    from collections import Counter

    total, cumulative, own = 0, Counter[str](), Counter[str]()
    for line in path.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        frames = stack.split(";")
        if not count.isdigit():  # a sample py-spy read while the stack changed (--nonblocking): garbled, skipped
            continue
        n = int(count)
        total += n
        own[frames[-1]] += n
        for frame in set(frames):
            cumulative[frame] += n
    print(f"\nprofile of the bot during the {run} run ({total} samples)")
    print("self:")
    for frame, n in own.most_common(top):
        print(f"  {100 * n / total:5.1f}%  {frame[:150]}")
    print("cumulative:")
    for frame, n in cumulative.most_common(top):
        print(f"  {100 * n / total:5.1f}%  {frame[:150]}")


# ------------------------------------------------------------------------------------------------ report
def report(rows: list[Row], path: Path, started: float, database: str) -> None:
    print(f"\n{'section':<9} {'measure':<58} {'value':>10} {'unit':<9} {'target':<14} ok")
    for r in rows:
        ok = "" if r["ok"] is None else ("yes" if r["ok"] else "NO")
        print(f"{r['section']:<9} {r['name'][:58]:<58} {r['value']:>10} {r['unit']:<9} {r['target']:<14} {ok}")
    machine = {
        "cpus": os.cpu_count(),
        "load_before": started_load,
        "load_after": load(),
        "python": sys.version.split()[0],
        "database": database,
        "seconds": round(time.perf_counter() - started, 1),
    }
    path.write_text(json.dumps({"machine": machine, "rows": rows}, indent=1))
    print(f"\nmachine: {machine}\nwritten to {path}")


started_load = load()


async def main(args: argparse.Namespace) -> int:
    global PROFILE, POSTGRES
    PROFILE = args.profile
    url = os.environ.get("DATABASE_URL", "")
    if args.postgres:
        from tests.pg import postgres_server

        with postgres_server(5490, fsync=True) as server:
            POSTGRES = server
            return await run_sections(args)
    POSTGRES = url if url.startswith("postgresql") else None
    return await run_sections(args)


async def run_sections(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    quick = args.quick
    # the mix of issue 10: half Yōkai, a quarter of each duel (the games the bot hosts on Discord)
    hosted = [kind for kind, game in GAMES.items() if game.cog]
    kinds = (
        [kind for kind in ("yokai", "yokai", "koikoi", "sketch") if kind in hosted]
        if args.kinds == "mix"
        else (args.kinds.split(","))
    )
    rows: list[Row] = []
    only = set(filter(None, args.only.split(","))) or {
        "images",
        "leaderboard",
        "replay",
        "restart",
        "flat",
        "paced",
        "shards",
        "activity",
    }
    if "images" in only:
        rows += bench_images(20 if quick else 200)
    if "replay" in only:
        steps = await replay_steps_alone(sorted(set(kinds)), rounds=1 if quick else 3)
        p99 = pct(steps, 0.99)
        rows.append(row("replay", f"a replay step alone, p50 ({len(steps)} steps)", pct(steps, 0.5), "ms"))
        rows.append(row("replay", "a replay step alone, p99", p99, "ms", "<= 50", p99 <= 50))
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        if "leaderboard" in only:
            figures = await bench_leaderboard(folder, 50 if quick else 400, 100 if quick else 800, 50 if quick else 400)
            rows += [row("leaderboard", *figure) for figure in figures]
        if "restart" in only:
            rows += await bench_restart(folder, 300 if quick else 5000, kinds)
        if "flat" in only:
            rows += await bench_flat_out(folder, 20 if quick else 200, 10 if quick else 30, kinds)
        if "paced" in only:
            rows += await bench_paced(folder, 40 if quick else 400, 20 if quick else 60, 10.0, kinds)
        if "shards" in only:
            rows += await bench_shards(folder, 30 if quick else 300, 4, kinds)
        if "activity" in only:
            db = await BenchDb.fresh(POSTGRES, folder, "activity")
            figures = await bench_activity(
                folder,
                db,
                10 if quick else 100,
                10 if quick else 30,
                100 if quick else 1000,
                profile=start_profiler if PROFILE else None,
            )
            rows += [row("activity", *figure) for figure in figures]
            if PROFILE and (folder / "profile.txt").exists():
                summarize_profile(folder / "profile.txt", "activity (paced)")
    report(rows, Path(args.out), started, "PostgreSQL" if POSTGRES else "SQLite")
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small numbers: a smoke run")
    parser.add_argument("--out", default="bench.json")
    parser.add_argument("--profile", action="store_true", help="py-spy the bot during the flat-out and paced runs")
    parser.add_argument(
        "--postgres",
        action="store_true",
        help="on a throw-away PostgreSQL server (Debian's package); DATABASE_URL=postgresql://... uses that server",
    )
    parser.add_argument(
        "--only",
        default="",
        help="comma-separated sections: images,leaderboard,replay,restart,flat,paced,shards,activity",
    )
    parser.add_argument("--kinds", default="mix", help="games to play: mix (2 Yōkai : 1 : 1) or e.g. yokai,sketch")
    sys.exit(asyncio.run(main(parser.parse_args())))
