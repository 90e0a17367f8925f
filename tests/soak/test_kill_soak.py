"""kill -9 at random points of scripted games of all three games, then a restart on the same database (`make soak`).

One fake Discord and one database per test; the bot is the real entry point (`python -m bot`) as a child process.
Six tables play at once in one bot process (Yōkai for 2 and for 3, Feli-Fuda and Yokai Sketch against the CPU and
between two members), starting a new game whenever one ends, so that every kill cuts several games at once. Each
cycle picks its kill point:
- `random`: after a random delay, wherever the tables are (lobbies, panels, actions, the keeper's edits);
- `ending`: right after the action that ends a round or a game was saved, its answer held back (tables then prefer
  decisive actions: declaring, Shobu);
- `cpu`: right after a player's action hands the turn to the CPU (its answer held back), within a few ms: while
  the CPU decides, commits, or the keeper shows it;
- `post`: after Discord created one of the keeper's messages (board, ping, round post, reveal) but before the bot
  learned its id.
After each restart: every game shows its saved state once the keeper caught up (one board, at the saved version,
its buttons of that version), every acknowledged action is in the log where it was played and nothing is applied
twice (the cut-off click, sent again from the same old panel, makes one action in all), `PRAGMA integrity_check` is
ok right after the kill; the tables go on with their old boards and panels. At the end every game is played to its
end with the buttons it has, and checked again.
"""

from __future__ import annotations

import asyncio
import collections
import os
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.sessions import Live
from bot.store import GameStatus, open_store
from fakediscord.harness import FakeDiscord, SpawnedBot
from tests.botkit import FAST_ENV
from tests.soak.faults import hold_in
from tests.soak.players import Reader, Table, is_board_of, rounds_done

pytestmark = [pytest.mark.soak, pytest.mark.skipif(sys.platform == "win32", reason="needs SIGKILL")]

# (game, members, CPU level or None)
TABLES = (("yokai", 2, None), ("yokai", 3, None), ("koikoi", 1, "easy"), ("sketch", 1, "easy"), ("koikoi", 2, None))
MORE_TABLES = (("sketch", 2, None),)
MODES = ("random", "ending", "cpu", "post")


@dataclass
class Soak:
    fake: FakeDiscord
    reader: Reader
    tables: list[Table]
    rng: random.Random
    env: dict[str, str]
    kills: int = 0
    games_cut: int = 0
    hits: collections.Counter[str] = field(default_factory=collections.Counter)
    errors: list[str] = field(default_factory=list)
    restarts: list[float] = field(default_factory=list)

    @property
    def game_ids(self) -> list[int]:
        return [g for t in self.tables for g in t.games]

    # ------------------------------------------------------------------ after a restart
    async def verify(self, *, every_game: bool = False) -> None:
        ids = self.game_ids if every_game else [g for t in self.tables for g in t.games if g not in t.settled]
        await self.reader.caught_up(ids)
        for table in self.tables:
            await table.verify_ledger(every_game=every_game)
            await table.verify_games(every_game=every_game)
        for table in self.tables:
            await table.retry_pending()

    # ------------------------------------------------------------------ one kill
    async def cycle(self, child: SpawnedBot, mode: str) -> None:
        fired = asyncio.Event()
        fake, reader = self.fake, self.reader

        def before_action(table: Table) -> Any:
            if fired.is_set() or not (mode == "ending" or (mode == "cpu" and table.cpu)):
                return None
            return hold_in(fake, table.channel.id, "POST", "/interactions/*/callback")

        async def on_held(table: Table, before: Live[Any], hold: Any) -> bool:
            if fired.is_set():
                return False
            after = await reader.live(before.id)
            if mode == "ending":
                hit = after.status is not GameStatus.ACTIVE or rounds_done(after) > rounds_done(before)
            else:
                seat = after.record.to_move
                hit = after.status is GameStatus.ACTIVE and seat is not None and after.record.players[seat].is_cpu
            if hit:
                fired.set()
                self.hits[f"{mode}:{table.kind}"] += 1
            return hit

        for table in self.tables:
            table.before_action, table.on_held, table.decisive = before_action, on_held, mode == "ending"
        tasks = [asyncio.create_task(t.run(), name=f"table-{t.channel.name}") for t in self.tables]
        trigger: asyncio.Task[Any]
        if mode == "random":
            trigger = asyncio.create_task(asyncio.sleep(self.rng.uniform(0.05, 1.5)))
        elif mode == "post":
            target = self.rng.choice(self.tables).channel
            posted = fake.hold("POST", f"/channels/{target.id}/messages", after=True)
            trigger = asyncio.create_task(posted.arrived.wait())
        else:
            trigger = asyncio.create_task(fired.wait())
        done: set[asyncio.Task[Any]] = set()
        try:
            done, _ = await asyncio.wait([trigger, *tasks], timeout=60, return_when=asyncio.FIRST_COMPLETED)
            if mode == "cpu" and trigger in done:
                await asyncio.sleep(self.rng.uniform(0, 0.03))
        finally:
            child.process.kill()
            await child.process.wait()
            await stop(trigger, *tasks)
            fake.release_holds()
            for interaction in fake.unanswered():
                interaction.excused = True  # its answer died with the process
        for task in tasks:
            if task in done and task.exception() is not None:  # a table failed before the kill
                raise task.exception()  # type: ignore[misc]
        assert trigger in done, f"{mode}: the kill point was not reached within 60 s"
        if mode == "post":
            self.hits["post"] += 1
        self.kills += 1
        self.games_cut += sum(t.in_flight for t in self.tables)
        for table in self.tables:
            table.before_action = table.on_held = None
            table.decisive = False
            table.after_kill()
        assert self.reader.integrity() == "ok"

    async def finish(self) -> None:
        """Every table plays its current game to its end (old boards and panels), then opens no other."""
        for table in self.tables:
            table.finishing = True
        await asyncio.wait_for(asyncio.gather(*(t.run() for t in self.tables)), 120)

    def check_output(self, child: SpawnedBot) -> None:
        for line in child.text.splitlines():
            if " ERROR " in line or " CRITICAL " in line:
                self.errors.append(line)


async def stop(*tasks: asyncio.Task[Any]) -> None:
    """Cancel the tasks until they are done (Python 3.11's `wait_for` may swallow one cancellation)."""
    while not all(task.done() for task in tasks):
        for task in tasks:
            task.cancel()
        await asyncio.wait(tasks, timeout=0.05)
    for task in tasks:
        if not task.cancelled():
            task.exception()  # retrieved: a table that failed after the kill does not count


async def soak(tmp_path: Path, seed: int, cycles: int, tables: tuple[tuple[str, int, str | None], ...]) -> Soak:
    started = time.monotonic()
    path = tmp_path / "games.db"
    env = FAST_ENV | {"DATABASE_URL": f"sqlite:///{path}"}
    store = await open_store(f"sqlite:///{path}")  # migrated before the bot's first start
    rng = random.Random(seed)
    async with FakeDiscord(fail_on_violations=False) as fake:
        guild = fake.guild
        made: list[Table] = []
        for n, (kind, people, cpu) in enumerate(tables):
            channel = guild.add_channel(f"{kind}-{n}")
            members = [guild.add_member(f"p{n}x{m}") for m in range(people)]
            made.append(Table(fake, Reader(store, path), kind, channel, members, random.Random(rng.random()), cpu))
        state = Soak(fake, Reader(store, path), made, rng, env)
        modes = [MODES[n % len(MODES)] for n in range(cycles)]
        rng.shuffle(modes)
        try:
            for n in range(cycles + 1):
                before = time.monotonic()
                async with fake.spawn_bot(sys.executable, "-m", "bot", env=env, timeout=60) as child:
                    state.restarts.append(time.monotonic() - before)
                    try:
                        await state.verify()
                        if n == cycles:
                            await state.finish()
                            await state.verify(every_game=True)
                        else:
                            await state.cycle(child, modes[n])
                    except BaseException as exc:
                        exc.add_note(f"cycle {n} ({modes[n] if n < cycles else 'finish'}); the bot's last lines:")
                        exc.add_note("\n".join(child.text.splitlines()[-40:]))
                        hub = fake.gateway
                        conn = hub.active.connection if hub.active else None
                        exc.add_note(
                            f"gateway: connected {hub.connected} history {len(hub.active.history) if hub.active else 0}"
                            f" cursor {conn.cursor if conn else None} writer {conn.writer if conn else None}; "
                            f"alive {child.process.returncode}; unanswered "
                            f"{[(i.label, i.dispatched_at) for i in fake.unanswered()]}"
                        )
                        raise
                state.check_output(child)
                fake.take_violations("unanswered")
            for game_id in state.game_ids:
                assert not (await state.reader.record(game_id)).status.is_open, f"game {game_id} was left open"
        finally:
            await store.close()
        assert not fake.violations, fake.violation_report()
    assert not state.errors, "the bot logged errors:\n" + "\n".join(state.errors[:20])
    games = len(state.game_ids)
    actions = sum(t.actions_played for t in made)
    retries = sum(t.retries for t in made)
    twice = sum(t.retried_applied_before for t in made)
    print(
        f"\nsoak seed {seed}: {state.kills} kills -9 of the bot cutting {state.games_cut} games in flight; "
        f"kill points {dict(state.hits)}; {games} games, {actions} actions, {retries} cut-off clicks sent again "
        f"({twice} already saved: refused); duplicate posts absorbed by nonces {fake.duplicate_nonces}; "
        f"restart {min(state.restarts):.1f}-{max(state.restarts):.1f} s; {time.monotonic() - started:.0f} s in all"
    )
    return state


CYCLES = int(os.environ.get("SOAK_KILL_CYCLES", "50"))  # per test: two tests side by side (`-n 2`), 100 kills


@pytest.mark.timeout(600)
async def test_kill_soak_first_half(tmp_path: Path) -> None:
    state = await soak(tmp_path, 101, CYCLES, TABLES + MORE_TABLES)
    assert state.kills == CYCLES and state.games_cut >= 3 * CYCLES
    assert {"ending:yokai", "post"} <= set(state.hits) and any(h.startswith("cpu:") for h in state.hits)


@pytest.mark.timeout(600)
async def test_kill_soak_second_half(tmp_path: Path) -> None:
    state = await soak(tmp_path, 202, CYCLES, TABLES[2:] + MORE_TABLES + TABLES[:2])
    assert state.kills == CYCLES and state.games_cut >= 3 * CYCLES
    assert {"ending:yokai", "post"} <= set(state.hits) and any(h.startswith("cpu:") for h in state.hits)


async def test_a_board_cut_off_before_its_id_was_saved_is_not_posted_twice_when_the_game_moved_on(
    tmp_path: Path,
) -> None:
    path = tmp_path / "games.db"
    env = FAST_ENV | {"DATABASE_URL": f"sqlite:///{path}"}
    store = await open_store(f"sqlite:///{path}")
    try:
        async with FakeDiscord(fail_on_violations=False) as fake:
            reader = Reader(store, path)
            ana, ben = fake.member("Ana"), fake.member("Ben")
            async with fake.spawn_bot(sys.executable, "-m", "bot", env=env, timeout=60) as child:
                posted = fake.hold("POST", f"/channels/{fake.channel.id}/messages", after=True)  # the first board
                # 3 rounds: a 1-round match whose deal ends its round (Teshi, Kuttsuki) would be over before any play
                start = await fake.slash("koikoi start", user=ana, options={"opponent": ben, "rounds": 3})
                lobby = await start.response(timeout=30)
                await (await fake.click(lobby, label="Accept", user=ben)).response(timeout=30)
                await fake.wait_until(posted.arrived.is_set, timeout=30, what="the board post")
                game = reader.latest_game(fake.channel.id)
                assert game is not None
                record = await reader.record(game)
                assert record.to_move is not None
                mover = ana if record.players[record.to_move].user_id == ana.id else ben
                table = Table(fake, reader, "koikoi", fake.channel, [ana, ben], random.Random(1))
                panel = await (await fake.slash("koikoi panel", user=mover)).response(timeout=30)
                play = _first_play(panel)
                assert play is not None
                cid, values = play
                await (await table.send(panel, cid, values, mover)).response(timeout=30)  # saved: rev moves on
                child.process.kill()
                await child.process.wait()
                fake.release_holds()
                for interaction in fake.unanswered():
                    interaction.excused = True
            async with fake.spawn_bot(sys.executable, "-m", "bot", env=env, timeout=60):
                await reader.caught_up([game])
                boards = [m for m in fake.messages_in(fake.channel) if is_board_of(m, "koikoi", game)]
                assert len(boards) == 1, f"{len(boards)} boards: {[b.attachments for b in boards]}"
    finally:
        await store.close()


def _first_play(panel: Any) -> tuple[str, list[str]] | None:
    cid = next((c for c in panel.custom_ids if c.split(":")[3] == "play"), None)
    return None if cid is None else (cid, [panel.select(cid).values[0]])
