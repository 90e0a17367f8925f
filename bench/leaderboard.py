"""The leaderboard's figures, measured alone (not under the paced run): a database holding `games` rated duels
between `players` people (each result written through the store, its ratings in the same transaction), then
`/<duel> leaderboard`'s work without Discord: the store's read, the rows in the asker's language and the picture
drawn and encoded (what the bot's drawing worker does), p50 / p99 over `runs`; the same for Yōkai's records; and
how long a rated result's transaction takes against an unrated one."""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path
from typing import Any

from bot.store import GameStatus, ResultInput, Store, open_store
from bot.table.leaderboard import rating_lines, record_lines, since, subtitle
from fakediscord.accounts import FakeMember
from fakediscord.harness import FakeDiscord
from render.leaderboard import leaderboard

GUILD = 1


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def duel(
    store: Store, channel: int, a: int, b: int, result: ResultInput, kind: str = "sketch", guild: int = GUILD
) -> float:
    """One duel from lobby to result; returns the closing transaction's milliseconds."""
    game = await store.create_game(kind, guild_id=guild, channel_id=channel, host_id=a, options={}, host_name=f"p{a}")
    await store.add_player(game.id, b, f"p{b}")
    await store.start_game(game.id, seed=channel, options={}, to_move=0)
    start = time.perf_counter()
    await store.finish_game(game.id, status=GameStatus.FINISHED, result=result)
    return (time.perf_counter() - start) * 1000


async def bench_leaderboard(folder: Path, players: int, games: int, runs: int) -> list[tuple[Any, ...]]:
    """(name, value, unit, target, met) per figure."""
    rng = random.Random(1)
    rated, unrated = [], []
    async with await open_store(f"sqlite:///{folder / 'leaderboard.db'}") as store:
        for channel in range(games):
            a, b = rng.sample(range(1, players + 1), 2)
            winner = rng.randrange(2)
            result = ResultInput(mode="sketch", outcome="won", won=True, winners=(winner,), rated=channel % 2 == 0)
            (rated if result.rated else unrated).append(await duel(store, channel, a, b, result))
            if channel % 4 == 0:
                done = ResultInput(mode="current", level=1 + channel % 5, outcome="won", won=True, score=channel % 17)
                await duel(store, 10**6 + channel, a, b, done, kind="yokai")
        boards, records = [], []
        for n in range(runs):
            start = time.perf_counter()
            standings = await store.standings("sketch", guild_id=GUILD, since=None, user_id=1 + n % players)
            header, lines = rating_lines(standings, "en")
            leaderboard("Yokai Sketch: leaderboard", subtitle("server", "all", "?", "en"), header, lines)
            boards.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            found = await store.level_records("yokai", guild_id=None, since=since("month"), user_id=1 + n % players)
            header, lines = record_lines(found, "en", level=lambda r: str(r.level), tier=lambda r: r.tier or "")
            leaderboard("Yōkai: records", subtitle("global", "month", "?", "en"), header, lines)
            records.append((time.perf_counter() - start) * 1000)
    board_p99, records_p99, rated_p99 = pct(boards, 0.99), pct(records, 0.99), pct(rated, 0.99)
    return [
        (f"ratings board ({players} rated) p50", pct(boards, 0.5), "ms", "", None),
        (f"ratings board ({players} rated) p99", board_p99, "ms", "<= 50", board_p99 <= 50),
        ("Yōkai records p99", records_p99, "ms", "<= 50", records_p99 <= 50),
        ("rated result commit p99", rated_p99, "ms", "<= 20", rated_p99 <= 20),
        ("unrated result commit p99", pct(unrated, 0.99), "ms", "", None),
    ]


async def rated_history(store: Store, guild: int, people: list[int], games: int) -> None:
    """`games` rated duels (Yokai Sketch and Feli-Fuda in turns) between `people` of `guild`, already over, in
    channels of their own: what a server's leaderboards read (the paced run's players ask for them)."""
    rng = random.Random(2)
    for n in range(games):
        a, b = rng.sample(people, 2)
        result = ResultInput(mode="bench", outcome="won", won=True, winners=(rng.randrange(2),), rated=True)
        await duel(store, 10**15 + n, a, b, result, kind=("sketch", "koikoi")[n % 2], guild=guild)


async def ask_leaderboards(fake: FakeDiscord, people: list[FakeMember], stop: float, every: float) -> list[float]:
    """During a paced run: every `every` seconds one of `people` asks for a leaderboard (a duel's, of their server,
    over all time or the last week); returns each answer's milliseconds, from the command to its picture."""
    rng = random.Random(4)
    times: list[float] = []
    while time.perf_counter() < stop:
        began = time.perf_counter()
        kind = rng.choice(("sketch", "koikoi"))
        options = {"period": rng.choice(("all", "week"))}
        handle = await fake.slash(f"{kind} leaderboard", user=rng.choice(people), options=options)
        await handle.response(timeout=30)
        times.append((time.perf_counter() - began) * 1000)
        await asyncio.sleep(max(0.0, every - (time.perf_counter() - began)))
    return times
