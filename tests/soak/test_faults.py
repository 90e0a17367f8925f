"""Discord faults on every REST route the bot uses, and gateway disconnects, in all three games (`make test`).

First a scripted game of each game is played through the fake Discord and the routes it served are listed (ids and
tokens generalised: `POST /channels/{id}/messages`, `PATCH /webhooks/{id}/{token}/messages/@original`...). Then
each route gets each fault of `tests.soak.faults.KINDS` in turn (429 per route and global with `retry_after`, a 429
without it, 500, 503), aimed at one table's channel while it plays on: after each, the game's log holds every
action a player was answered for, the board catches up to the saved state, and every click gets an answer (an
apology when Discord refused the answer itself: the move stands). Then the gateway drops, is RESUMEd (interactions
sent meanwhile are replayed), and once cannot be resumed (a new IDENTIFY): the games go on and stay consistent.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.store import GameStatus, open_store
from fakediscord.harness import FakeDiscord
from tests.botkit import bot_of, fast_bot
from tests.soak.faults import KINDS, inject, pattern_of, route_of
from tests.soak.players import Reader, Table

# Duels between members here (the kill soak covers the CPU).
SETUP = {"yokai": (2, None), "koikoi": (2, None), "sketch": (2, None)}
LOGIN = ("/users/@me", "/oauth2/", "/applications/", "/gateway")


@pytest.fixture
async def reader(tmp_path: Path) -> AsyncIterator[Reader]:
    path = tmp_path / "games.db"
    store = await open_store(f"sqlite:///{path}")
    try:
        yield Reader(store, path)
    finally:
        await store.close()


def url(reader: Reader) -> str:
    return f"sqlite:///{reader.path}"


def table(fake: FakeDiscord, reader: Reader, kind: str, name: str, seed: int) -> Table:
    people, cpu = SETUP[kind]
    channel = fake.guild.add_channel(name)
    members = [fake.guild.add_member(f"{name}-{n}") for n in range(people)]
    return Table(fake, reader, kind, channel, members, random.Random(seed), cpu, declare=0.25, end_chance=0.03)


async def play_games(tab: Table, games: int) -> None:
    while len([g for g in tab.games if (await tab.reader.record(g)).status.is_open is False]) < games:
        await tab.step()


async def where(tab: Table) -> str:
    record = await tab.reader.record(tab.game_id) if tab.game_id else None
    faults = [(f.method, f.path, f.served) for f in tab.fake.faults if getattr(f, "channel_id", 0) == tab.channel.id]
    return f"#{tab.channel.name}: {record}; pending {tab.pending}; faults {faults[-1:]}"


async def check(tab: Table) -> None:
    await tab.reader.caught_up(tab.games)
    await tab.verify_ledger()
    await tab.verify_games()


@pytest.mark.soak
@pytest.mark.parametrize("kind", ["yokai", "koikoi", "sketch"])
async def test_every_fault_on_every_route_of_a_game(fake_discord: FakeDiscord, reader: Reader, kind: str) -> None:
    fake = fake_discord
    async with fake.run_bot(lambda: fast_bot(url(reader))):
        first = len(fake.requests)
        scout = table(fake, reader, kind, "scout", 1)
        await play_games(scout, 1)
        await check(scout)
        routes = sorted(
            {(m, route_of(p)) for m, p, _ in fake.requests[first:] if not p.startswith(LOGIN)},
            key=lambda r: (r[1], r[0]),
        )
        assert {("POST", "/interactions/{id}/{token}/callback"), ("POST", "/channels/{id}/messages")} <= set(routes)
        tables = [table(fake, reader, kind, f"r{n}", 10 + n) for n in range(len(routes))]

        async def sweep(tab: Table, method: str, route: str) -> list[str]:
            served = []
            for fault_kind in KINDS:
                fault = inject(fake, fault_kind, method, pattern_of(route), channel_id=tab.channel.id)
                steps = 0
                while not fault.served:
                    await tab.step()
                    steps += 1
                    if steps % 500 == 0:  # a request the bot keeps for a quiet moment (an old ping's deletion waits
                        # for the whole budget to be free: under every table's load it may wait long): this table
                        # pauses a few seconds, as players do
                        for _ in range(50):
                            if fault.served:
                                break
                            await asyncio.sleep(0.1)
                    if steps >= 2000 and not fault.served:
                        record = await tab.reader.record(tab.game_id) if tab.game_id else None
                        raise AssertionError(f"{method} {route} not used again in #{tab.channel.name}: {record}")
                played = tab.actions_played
                while tab.actions_played == played:  # one more answered action after the fault
                    await tab.step()
                await check(tab)
                served.append(fault_kind)
            return served

        sweeps = [asyncio.create_task(sweep(t, m, r)) for t, (m, r) in zip(tables, routes, strict=True)]
        _, late = await asyncio.wait(sweeps, timeout=60)
        if late:
            report = [await where(t) for t, task in zip(tables, sweeps, strict=True) if task in late]
            for task in late:
                task.cancel()
            raise AssertionError(f"sweeps still running after 60 s: {report}")
        assert all(task.result() == list(KINDS) for task in sweeps)
        for tab in tables:
            tab.finishing = True
        await asyncio.wait_for(asyncio.gather(*(t.run() for t in tables)), 60)
        for tab in tables:
            await check(tab)
            await tab.verify_ledger(every_game=True)
        print(f"\n{kind}: {len(routes)} routes x {len(KINDS)} faults: {routes}")


@pytest.mark.soak
async def test_gateway_drops_are_resumed_and_a_lost_session_identifies_again(
    fake_discord: FakeDiscord, reader: Reader
) -> None:
    fake = fake_discord
    async with fake.run_bot(lambda: fast_bot(url(reader))):
        tables = [table(fake, reader, kind, kind, n) for n, kind in enumerate(SETUP)]
        await asyncio.gather(*(t.step() for t in tables))

        async def play(steps: int) -> None:
            async def some(tab: Table) -> None:
                for _ in range(steps):
                    await tab.step()

            await asyncio.wait_for(asyncio.gather(*(some(t) for t in tables)), 60)

        for _ in range(3):  # dropped while the tables play: what was sent meanwhile is replayed after the RESUME
            playing = asyncio.create_task(play(15))
            await asyncio.sleep(0.05)
            await fake.drop_gateway(wait_resumed=False)
            await playing
            await fake.wait_until(lambda: fake.gateway.connected, timeout=10, what="the RESUME")
        assert (fake.gateway.identifies, fake.gateway.resumes) == (1, 3)
        # a session Discord forgot: the RESUME is refused (op 9), the client IDENTIFYs again
        assert fake.gateway.active is not None
        fake.gateway.active.ended = True
        await fake.drop_gateway(wait_resumed=False)
        await fake.wait_until(
            lambda: fake.gateway.identifies == 2 and fake.gateway.connected and bot_of(fake).is_ready(),
            timeout=30,
            what="a new IDENTIFY",
        )
        await play(15)
        for tab in tables:
            await check(tab)


async def test_a_failed_answer_to_a_move_keeps_the_move_and_the_board_follows(
    fake_discord: FakeDiscord, reader: Reader
) -> None:
    """The answer to an action fails for good (a 429 without retry_after, twice: the answer and the apology): the
    player saw "This interaction failed", yet the move is saved, the board shows it, and the game goes on."""
    fake = fake_discord
    async with fake.run_bot(lambda: fast_bot(url(reader))):
        tab = table(fake, reader, "sketch", "lost-answer", 3)
        tab.end_chance = 0
        while tab.actions_played < 2:
            await tab.step()
        played = tab.actions_played
        fault = inject(fake, "429-bare", "POST", "/interactions/*/callback", channel_id=tab.channel.id, times=2)
        while fault.served < 2:
            await tab.step()
        assert tab.lost_answers == 1 and tab.actions_played == played + 1  # unanswered, and saved all the same
        await check(tab)
        while tab.actions_played < played + 3:
            await tab.step()
        await check(tab)


async def test_a_lobby_whose_answer_failed_is_shown_anyway(fake_discord: FakeDiscord, reader: Reader) -> None:
    fake = fake_discord
    ana = fake.member("Ana")
    async with fake.run_bot(lambda: fast_bot(url(reader))):
        inject(fake, "429-bare", "POST", "/interactions/*/callback", channel_id=fake.channel.id, times=1)
        answer = await (await fake.slash("yokai start", user=ana)).response()
        assert answer.ephemeral  # the apology: Discord failed the answer
        await bot_of(fake).keeper.settle()
        lobbies = [m for m in fake.messages_in(fake.channel) if any(c.endswith(":join") for c in m.custom_ids)]
        again = await (await fake.slash("yokai start", user=ana)).response()
        assert len(lobbies) == 1, f"{len(lobbies)} lobbies in the channel; a new /yokai start answers: {again.text}"
        assert again.ephemeral  # refused: that lobby is open here


async def reconcile_in_the_window(bot: Any, game: int, stale: Any) -> None:
    """Reconcile `game` as a keeper worker does in the instant between a session change's commit and its reload:
    the store holds the new record while the sessions' cache still holds `stale`, under the game's session lock
    (held by `Sessions.start` / `Sessions.abandon` across the commit and the reload). Then the reload happens and the
    lock is released, as in the real sequence."""
    sessions = bot.sessions
    fresh = sessions.cached(game)
    lock = sessions.lock(game)
    async with lock:
        sessions._cache[game] = stale
        await bot.store._db.write_raw(lambda conn: conn.execute("UPDATE games SET rev = rev + 1 WHERE id = ?", (game,)))
        task = asyncio.create_task(bot.keeper.reconcile(game))
        while not task.done() and not lock._waiters:  # the keeper finished, or waits for the lock
            await asyncio.sleep(0.005)
        sessions._cache[game] = fresh
    await task


@pytest.mark.parametrize("kind", ["yokai", "koikoi", "sketch"])
async def test_the_keeper_right_after_a_start_draws_the_started_game(
    fake_discord: FakeDiscord, reader: Reader, kind: str
) -> None:
    """The keeper reconciles a game in the instant after its start was committed (as a worker does when the game was
    already queued, e.g. by seating the CPU): it draws the started game, with no error logged (the harness fails on
    one)."""
    fake = fake_discord
    ana, ben = fake.member("Ana"), fake.member("Ben")
    async with fake.run_bot(lambda: fast_bot(url(reader))):
        bot = bot_of(fake)
        options: dict[str, Any] = {} if kind == "yokai" else {"opponent": ben}
        lobby = await (await fake.slash(f"{kind} start", user=ana, options=options)).response()
        game = reader.latest_game(fake.channel.id)
        assert game is not None
        stale = bot.sessions.cached(game)  # what the cache holds until `Sessions.start` reloads the game
        assert stale is not None and stale.state is None
        if kind == "yokai":
            await (await fake.click(lobby, label="Join", user=ben)).response()
            await (await fake.click(lobby, label="Start", user=ana)).response()
        else:
            await (await fake.click(lobby, label="Accept", user=ben)).response()
        await bot.keeper.settle(game)
        await reconcile_in_the_window(bot, game, stale)
        record = await reader.record(game)
        board = fake.messages[record.board_message_id or 0]
        assert [a.filename for a in board.attachments] == [f"{kind}-{game}-{record.version}.png"]
        assert not record.is_behind


async def test_the_keeper_right_after_an_end_draws_the_closed_game(fake_discord: FakeDiscord, reader: Reader) -> None:
    fake = fake_discord
    async with fake.run_bot(lambda: fast_bot(url(reader))):
        bot = bot_of(fake)
        tab = table(fake, reader, "sketch", "ended", 5)
        tab.end_chance = 0
        while tab.actions_played < 1:
            await tab.step()
        assert tab.game_id is not None
        game = tab.game_id
        await bot.keeper.settle(game)
        active = bot.sessions.cached(game)
        assert active is not None and active.status is GameStatus.ACTIVE
        await tab.end_game()
        await bot.keeper.settle(game)
        await reconcile_in_the_window(bot, game, active)
        record = await reader.record(game)
        board = fake.messages[record.board_message_id or 0]
        assert record.status is GameStatus.ABANDONED and not record.is_behind
        assert board.custom_ids == [], f"the ended game's board keeps {board.custom_ids}"
