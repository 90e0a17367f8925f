"""`make bench`'s live board (the Activity, issue 32), the bot as its own process serving it:

- move to every view: G games, the three games in turn (Yōkai, Feli-Fuda, Yokai Sketch), each open in 3 views (its
  two players' pages and a spectator's), played through the pages (paced: a move a second a game; then flat out: a
  move as soon as a page's frame offers one): from a move sent to every other view of its game holding the new
  frame, p50 / p99 (target p99 <= 150 ms), by game and in all, while the keeper keeps the channels' boards up to
  date as usual (a duel that ends stops there: its moves are counted until then);
- idle views: the bot's memory before and after N more pages are open and signed in (target <= 60 MB for 1,000);
- the page: its script and styles gzipped (<= 150 KB), and, in a real Chromium where installed, each game's board
  drawn after the page starts (<= 1.5 s).

Pages sign in with passes made with the server's key (the sign-in through Discord is the tests' business: measured
here it would be the fake's speed); a few do the whole sign-in, to check it works.
"""

from __future__ import annotations

import asyncio
import gzip
import random
import re
import socket
import time
from pathlib import Path
from typing import Any

import aiohttp

from bench.pages import Page
from bench.world import BenchDb, bot_memory, build_world, new_store, running_bot, write_games
from bot.activity.tokens import Passes, session_key
from fakediscord.harness import FakeDiscord

STATIC = Path(__file__).resolve().parents[1] / "bot" / "activity" / "static"
Row = tuple[str, float, str, str, bool | None]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


KINDS = ("yokai", "koikoi", "sketch")
PAGE_GAP = 0.13  # seconds between two moves of one page flat out (the server closes a page sending 8 a second)


def pick(frame: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    """A random move among those the frame offers (never Yōkai's declaration: the games go on)."""
    view = frame["view"]
    legal = view.get("legal") if view else None
    if not legal:
        return None
    if frame["kind"] == "koikoi":
        return koikoi_move(legal, rng)
    if frame["kind"] == "sketch":
        return sketch_move(legal, rng)
    step = view["step"]
    if step == "peek" and legal["peek"]:
        return {"type": "peek", "card": rng.choice(legal["peek"])}
    if step == "move":
        movable = [(int(card), places) for card, places in legal["moves"].items() if places]
        if movable:
            card, places = rng.choice(movable)
            return {"type": "move", "card": card, "to": rng.choice(places)}
    if step == "hint":
        if legal["place"] and (not legal["reveal"] or rng.random() < 0.5):
            hint, cards = rng.choice(list(legal["place"].items()))
            return {"type": "place", "hint": int(hint), "card": rng.choice(cards)}
        if legal["reveal"]:
            return {"type": "reveal"}
    return None


def koikoi_move(legal: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    if legal["decide"] is not None:
        return {"type": "koikoi" if rng.random() < 0.5 else "shobu"}
    if legal["takes"]:
        return {"type": "take", "capture": rng.choice(legal["takes"])}
    if legal["plays"]:
        play = rng.choice(legal["plays"])
        return {"type": "play", "card": play["card"], "capture": play["capture"]}
    return None


def sketch_move(legal: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    """Cards first (as a person plays up to three), the abilities at times, then the end of the turn."""
    plays = [(int(card), colour) for card, colours in legal["plays"].items() for colour in colours]
    if legal["calls"] and rng.random() < 0.3:
        return {"type": "use", "pile": rng.choice(sorted(legal["calls"]))}
    if legal["distract"] is not None and rng.random() < 0.5:
        return {"type": "use"}
    if legal["skip"]:
        return {"type": "skip"}
    if plays and (not legal["end"] or rng.random() < 0.7):
        card, colour = rng.choice(plays)
        return {"type": "play", "card": card, "colour": colour}
    return {"type": "end"} if legal["end"] else None


def latest(page: Page) -> dict[str, Any] | None:
    states = [f for f in page.frames if f.get("t") == "state"]
    return states[-1] if states else None


async def bench_activity(
    folder: Path, db: BenchDb, games: int, seconds: float, idle: int, *, profile: Any = None
) -> list[Row]:
    """See the module doc. `profile(pid, folder, seconds)`, when given, starts a profiler on the bot for the moves."""
    rows: list[Row] = []
    async with FakeDiscord(fail_on_violations=False) as fake:
        fake.activities.enable()
        world = build_world(fake, [KINDS[n % len(KINDS)] for n in range(games)])
        store = await new_store(db)
        await write_games(store, world, actions=0, behind=1.0, boards=False, seed=11)
        await store.close()
        port = free_port()
        secret = fake.activities.client_secret
        settings = {"activity_port": port, "discord_client_secret": secret}
        connector = aiohttp.TCPConnector(limit=0)  # a websocket holds its connection: no cap on them
        async with running_bot(fake, db, **settings) as child, aiohttp.ClientSession(connector=connector) as http:
            url = f"http://127.0.0.1:{port}"
            passes = Passes(session_key(secret), lifetime=3600)

            def pass_for(member: Any, table: Any, instance: str) -> str:
                """A pass made with the server's key, as its sign-in would give it."""
                channel = table.channel
                return passes.issue(
                    user=member.id,
                    name=member.name,
                    instance=instance,
                    channel=channel.id,
                    guild=channel.guild.id,
                    locale="en-US",
                )

            views: dict[int, list[Page]] = {}
            signed_in = 0
            for number, table in enumerate(world.tables):
                watcher = table.channel.guild.add_member(f"w{number}")
                group = []
                for member in (*table.players, watcher):
                    instance = fake.activities.launch(table.channel, member).id
                    page = Page(http, url)
                    if number < 3:  # a few through Discord's sign-in, as a page does
                        grant = await page.sign_in(fake.activities.authorize(member), instance)
                        signed_in += grant is not None
                    else:
                        grant = pass_for(member, table, instance)
                    await page.connect(grant)
                    group.append(page)
                views[table.game_id] = group
            for game, group in views.items():  # launched from the App Launcher: each page picks its game
                for page in group:
                    await page.frame(lambda f: f.get("t") == "home", timeout=60)
                    await page.request({"t": "open", "game": game}, timeout=60)
                    await page.state(timeout=60)
            rows.append(("pages signed in through Discord", signed_in, "", "9", signed_in == 9))

            kind_of = {table.game_id: table.kind for table in world.tables}
            last_sent: dict[int, float] = {}

            async def play(game: int, group: list[Page], rng: random.Random, until: float, think: float) -> None:
                """The game's players make a move whenever their page offers one, after `think` seconds (on average);
                each move's time to every other view of the game goes in `latencies` (by game kind)."""
                nonlocal refused
                while time.perf_counter() < until:
                    mover = next(
                        (p for p in group[:2] if (s := latest(p)) and s["view"] and s["view"].get("legal")), None
                    )
                    state = latest(mover) if mover is not None else None
                    action = pick(state, rng) if state is not None else None
                    if mover is None or state is None or action is None:
                        await asyncio.sleep(0.05)
                        continue
                    if think:
                        await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))
                    else:  # a page may send 8 messages a second (more is a flood, closed): the duels' players
                        # make several moves in a row
                        await asyncio.sleep(max(0.0, last_sent.get(id(mover), 0.0) + PAGE_GAP - time.perf_counter()))
                    sent = last_sent[id(mover)] = time.perf_counter()
                    answer = await mover.act(game, state["version"], action, timeout=30)
                    if answer["t"] != "ok":
                        refused += 1
                        continue
                    now = latest(mover)
                    assert now is not None
                    for other in group:
                        if other is not mover:
                            await other.state(rev=now["rev"], timeout=30)
                            at = other.arrival(now["rev"])
                            assert at is not None
                            latencies[kind_of[game]].append((at - sent) * 1000)

            refused = 0
            for name, think, length in (("paced, 1 move/s a game", 1.0, seconds), ("flat out", 0.0, 10.0)):
                latencies: dict[str, list[float]] = {kind: [] for kind in KINDS}
                until = time.perf_counter() + length
                spy = None if profile is None or think == 0 else await profile(child.process.pid, folder, length)
                await asyncio.gather(*(play(g, group, random.Random(g), until, think) for g, group in views.items()))
                if spy is not None:
                    await spy.wait()
                every = [value for values in latencies.values() for value in values]
                p99 = pct(every, 0.99)
                rows += [
                    (f"{name}: moves in {length:.0f} s, {games} games x 3 views", len(every) / 2, "moves", "", None),
                    (f"{name}: to every other view p50", pct(every, 0.5), "ms", "", None),
                    (f"{name}: to every other view p99", p99, "ms", "<= 150", p99 <= 150 if think else None),
                    (f"{name}: to every other view max", max(every, default=float("nan")), "ms", "", None),
                ]
                for kind, values in latencies.items():  # each game's share: its moves, p50 / p99
                    rows += [
                        (f"{name}: {kind} moves", len(values) / 2, "moves", "", None),
                        (f"{name}: {kind} to every other view p50", pct(values, 0.5), "ms", "", None),
                        (f"{name}: {kind} to every other view p99", pct(values, 0.99), "ms", "", None),
                    ]
            rows.append(("moves refused", refused, "", "0", refused == 0))

            # Idle views: the bot's memory, before and after `idle` more pages are open.
            await asyncio.sleep(2)
            before = sum(m.rss for m in bot_memory(child.process.pid) if m.name == "main")
            tables = world.tables
            extra = []
            for n in range(idle):
                table = tables[n % len(tables)]
                member = table.channel.guild.add_member(f"idle{n}")
                instance = fake.activities.launch(table.channel, member).id
                page = Page(http, url)
                await page.connect(pass_for(member, table, instance))
                extra.append(page)
            for n, page in enumerate(extra):
                await page.frame(lambda f: f.get("t") == "home", timeout=60)
                await page.request({"t": "open", "game": tables[n % len(tables)].game_id}, timeout=60)
                await page.state(timeout=60)
            await asyncio.sleep(2)
            after = sum(m.rss for m in bot_memory(child.process.pid) if m.name == "main")
            grown = after - before
            target = 60 * idle / 1000
            rows += [
                (f"main process RSS with {3 * games} views", before, "MB", "", None),
                (f"... with {idle} more idle views", after, "MB", "", None),
                (f"grown for {idle} idle views", grown, "MB", f"<= {target:.0f}", grown <= target),
            ]
            for group in (*views.values(), extra):
                for page in group:
                    await page.close()
        rows += await page_figures(fake, db, folder)
    return rows


async def page_figures(fake: FakeDiscord, db: BenchDb, folder: Path) -> list[Row]:
    """The page's weight, and (in Chromium, where installed) how soon its board is drawn."""
    page = (STATIC / "index.html").read_text()
    assets = re.findall(r'(?:src|href)="(assets/[^"]+)"', page)
    size = sum(len(gzip.compress((STATIC / a).read_bytes(), 9)) for a in assets) / 1024
    rows: list[Row] = [("the page's script and styles, gzipped", size, "KB", "<= 150", size <= 150)]
    from bench.browser import browser_missing

    missing = browser_missing()
    if missing is not None:
        rows.append((f"board drawn after the page starts: not measured ({missing})", float("nan"), "s", "", None))
        return rows
    rows += await drawn_after_start(fake, db)
    return rows


async def drawn_after_start(fake: FakeDiscord, db: BenchDb, runs: int = 5) -> list[Row]:
    """Each game's page in Chromium, `runs` times: from the page's start to its board drawn (the `board-drawn` mark
    its script sets), the channel's table picked on the home as a person does."""
    from bench.browser import Served, chromium

    port = free_port()
    settings = {"activity_port": port, "discord_client_secret": fake.activities.client_secret}
    rows: list[Row] = []
    async with running_bot(fake, db, **settings), chromium() as browser:
        world = build_world(fake, list(KINDS))
        store = await new_store(db)
        await write_games(store, world, seed=99)
        await store.close()
        served = Served(fake, f"http://127.0.0.1:{port}")
        for table in world.tables:
            samples: list[float] = []
            for _ in range(runs):
                instance = fake.activities.launch(table.channel, table.players[0]).id
                live = await browser.open(served, table.players[0], instance)
                await live.tap(f'.entry[data-game="{table.game_id}"]')  # the channel's table, from the home
                await live.wait_rev(-1, timeout=30_000)
                drawn = await live.frame.evaluate(
                    "() => performance.timeOrigin + performance.getEntriesByType('mark')"
                    ".find(m => m.name.startsWith('board-drawn')).startTime"
                )
                started = await live.page.evaluate("() => performance.timeOrigin")
                samples.append((drawn - started) / 1000)
                await live.page.context.close()
                browser.contexts.remove(live.page.context)
            worst, what = max(samples), f"{table.kind}: board drawn after the page starts"
            rows += [
                (f"{what}, median", sorted(samples)[runs // 2], "s", "", None),
                (f"{what}, worst of {runs}", worst, "s", "<= 1.5", worst <= 1.5),
            ]
    return rows
