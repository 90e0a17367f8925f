"""The benchmark's world: a fake Discord with many servers, channels and players, games written straight into the
bot's database (as a bot that has been running for a while would have them), and the bot itself started as a
separate process (`python -m bot`, so that it has a core of its own and is measured as it runs in production)."""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import math
import os
import random
import sqlite3
import sys
import time
import urllib.parse
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.games import GAMES
from bot.store import Store, open_store
from fakediscord.accounts import FakeMember
from fakediscord.harness import FakeDiscord, SpawnedBot
from fakediscord.messages import COMPONENTS_V2, FakeMessage
from fakediscord.world import FakeChannel

CHANNELS_PER_GUILD = 50
PLAY_LABEL = "Play my turn"


@dataclass
class Table:
    """One game of the benchmark: where it is, who plays it, its id once written."""

    kind: str
    channel: FakeChannel
    players: list[FakeMember]
    game_id: int = 0
    board: FakeMessage | None = None


@dataclass
class World:
    fake: FakeDiscord
    tables: list[Table] = field(default_factory=list)


def build_world(fake: FakeDiscord, kinds: list[str]) -> World:
    """One table per entry of `kinds`, 50 channels to a server, two players of their own each."""
    world = World(fake)
    guilds = math.ceil(len(kinds) / CHANNELS_PER_GUILD)
    for g in range(guilds):
        guild = fake.add_guild(f"Bench {g}")
        for c, kind in enumerate(kinds[g * CHANNELS_PER_GUILD : (g + 1) * CHANNELS_PER_GUILD]):
            channel = guild.add_channel(f"table-{c}")
            players = [guild.add_member(f"p{g}-{c}-{s}") for s in range(2)]
            world.tables.append(Table(kind, channel, players))
    return world


async def write_games(
    store: Store, world: World, *, actions: int = 0, behind: float = 1.0, boards: bool = False, seed: int = 1
) -> None:
    """Write every table's game into the database, started, with up to `actions` random actions already played.
    With `boards`, each gets a board message in the fake (as posted by an earlier run of the bot) and is recorded as
    shown, except a fraction `behind` of them whose public messages lag behind their saved state."""
    rng = random.Random(seed)
    fake = world.fake
    for number, table in enumerate(world.tables):
        gamedef = GAMES[table.kind]
        engine = gamedef.engine
        config = engine.config_type()
        host, guest = table.players
        record = await store.create_game(
            table.kind,
            guild_id=table.channel.guild.id,
            channel_id=table.channel.id,
            host_id=host.id,
            host_name=host.name,
            options={"config": engine.encode_config(config)},
        )
        await store.add_player(record.id, guest.id, guest.name)
        game_seed = seed * 100_000 + number
        state = engine.new_game(config, 2, game_seed)
        await store.start_game(record.id, seed=game_seed, options=record.options, to_move=state.to_move)
        version = 0
        for _ in range(rng.randint(0, actions)):
            legal = engine.legal_actions(state)
            if len(legal) < 2:
                break
            action = rng.choice(legal[1:] if table.kind == "yokai" else legal)  # never declare at once
            seat = state.to_move
            after = engine.apply(state, action)
            if after.is_over:
                break
            state = after
            version = await store.append_action(
                record.id,
                expected_version=version,
                seat=seat,
                user_id=table.players[seat or 0].id,
                action=engine.encode_action(action),
                to_move=state.to_move,
            )
        table.game_id = record.id
        if boards:
            table.board = fake_board(fake, table, version)
            await store.set_messages(record.id, board_message_id=table.board.id)
            fresh = await store.get_game(record.id)
            assert fresh is not None
            if rng.random() >= behind:
                await store.mark_shown(record.id, fresh.rev)
                await store.set_messages(record.id, ping_turn=fresh.turn_version)


def fake_board(fake: FakeDiscord, table: Table, version: int) -> FakeMessage:
    """A board message as an earlier run of the bot left it: text, and its Play button."""
    components = [
        {
            "type": 17,
            "components": [
                {"type": 10, "content": f"board of game {table.game_id}"},
                {
                    "type": 1,
                    "components": [
                        {
                            "type": 2,
                            "style": 1,
                            "label": PLAY_LABEL,
                            "custom_id": f"{table.kind}:{table.game_id}:{version}:panel",
                        }
                    ],
                },
            ],
        }
    ]
    message = FakeMessage(
        fake.world.ids.next(), table.channel, fake.world.bot, raw_components=components, flags=COMPONENTS_V2
    )
    fake.messages[message.id] = message
    return message


@dataclass
class BenchDb:
    """The database of one bench section: a SQLite file in the bench's folder, or a database of its own on the
    PostgreSQL server the bench was given (created afresh; the database named in the given URL is not touched)."""

    url: str
    path: Path | None = None  # the SQLite file

    @classmethod
    async def fresh(cls, postgres: str | None, folder: Path, name: str) -> BenchDb:
        if postgres is None:
            path = folder / f"{name}.db"
            for suffix in ("", "-wal", "-shm"):
                Path(f"{path}{suffix}").unlink(missing_ok=True)
            return cls(f"sqlite:///{path}", path)
        import asyncpg

        database = f"yokai_bench_{name}"
        admin = await asyncpg.connect(postgres)
        try:
            await admin.execute(f"DROP DATABASE IF EXISTS {database} WITH (FORCE)")
            await admin.execute(f"CREATE DATABASE {database}")
        finally:
            await admin.close()
        return cls(urllib.parse.urlsplit(postgres)._replace(path=f"/{database}").geturl())

    async def rows(self, sql: str, *params: Any) -> list[tuple[Any, ...]]:
        """Run one query (`?` placeholders) on its own connection."""
        if self.path is not None:
            with sqlite3.connect(self.path) as conn:
                return [tuple(r) for r in conn.execute(sql, params).fetchall()]
        import asyncpg

        from bot.store.sql import numbered

        conn = await asyncpg.connect(self.url)
        try:
            return [tuple(r) for r in await conn.fetch(numbered(sql), *params)]
        finally:
            await conn.close()

    async def count(self, sql: str, *params: Any) -> int:
        return int((await self.rows(sql, *params))[0][0])


def bot_env(db: BenchDb, **settings: Any) -> dict[str, str]:
    env = {
        "DATABASE_URL": db.url,
        "LOG_LEVEL": "INFO",
        "MAX_GAMES_PER_GUILD": "100000",
        "MAX_GAMES_PER_USER": "1000",
        "LOBBY_COOLDOWN_SECONDS": "0",
        "BOARD_COOLDOWN_SECONDS": "0",
    }
    env.update({key.upper(): str(value) for key, value in settings.items()})
    return env


@contextlib.asynccontextmanager
async def running_bot(fake: FakeDiscord, db: BenchDb, **settings: Any) -> AsyncIterator[SpawnedBot]:
    """`python -m bot` against the fake, stopped with SIGINT at the end (it then logs its metrics)."""
    async with fake.spawn_bot(sys.executable, "-m", "bot", env=bot_env(db, **settings), timeout=120) as child:
        yield child


@dataclass
class Memory:
    """One process of the bot, as `ps` sees it (resident, shared pages counted in each process) and as the kernel
    shares it out (proportional: a page shared by n processes counts 1/n in each), in MB."""

    pid: int
    name: str
    rss: float
    pss: float


def bot_memory(pid: int) -> list[Memory]:
    """The bot's process and every process it started (its render and CPU workers, a resource tracker), each named
    by its /proc/<pid>/comm (the workers name themselves: `draw-now-0`, `cpu-0`...)."""
    found: list[Memory] = []

    def visit(p: int) -> None:
        proc = Path(f"/proc/{p}")
        try:
            name = (proc / "comm").read_text().strip()
            rss = next(int(line.split()[1]) for line in (proc / "status").open() if line.startswith("VmRSS:"))
            pss = next(int(line.split()[1]) for line in (proc / "smaps_rollup").open() if line.startswith("Pss:"))
            children = [int(c) for task in (proc / "task").iterdir() for c in (task / "children").read_text().split()]
        except (OSError, StopIteration):  # gone meanwhile
            return
        if "resource_tracker" in (proc / "cmdline").read_bytes().decode(errors="replace"):
            name = "resource-tracker"
        found.append(Memory(p, "main" if p == pid else name, rss / 1024, pss / 1024))
        for child in children:
            visit(child)

    visit(pid)
    return found


def peak_rss_mb(pid: int) -> float:
    """The peak resident memory of a process (VmHWM), in MB."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return float("nan")


async def metrics_now(child: SpawnedBot, timeout: float = 30.0) -> dict[str, Any]:
    """The metrics so far: the bot logs them on SIGUSR1 (and starts afresh). A bot with much to finish when stopped
    may be killed before it logs its closing line; this does not depend on it."""
    import signal

    before = child.text.count(" metrics {")
    child.process.send_signal(signal.SIGUSR1)
    await wait_for(lambda: child.text.count(" metrics {") > before, timeout=timeout)
    return metrics_of(child)


def metrics_of(child: SpawnedBot) -> dict[str, Any]:
    """The metrics summary the bot logged when it stopped."""
    import json

    for line in reversed(child.text.splitlines()):
        if " metrics {" in line:
            return dict(json.loads(line.split(" metrics ", 1)[1]))
    return {}


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} {five:.2f} {fifteen:.2f}"


async def wait_for(predicate: Any, timeout: float, step: float = 0.05) -> float:
    """Poll until `predicate()` (sync, or a coroutine function) is true; returns the seconds waited."""
    start = time.perf_counter()
    while not ((await found) if inspect.isawaitable(found := predicate()) else found):
        if time.perf_counter() - start > timeout:
            raise TimeoutError("waited too long")
        await asyncio.sleep(step)
    return time.perf_counter() - start


async def new_store(db: BenchDb) -> Store:
    return await open_store(db.url)
