"""The live board with the bot as its own processes (`python -m bot` against the fake Discord): two shard processes on
one PostgreSQL database, each serving the Activity, a page on one of them and the game's server on the other; and a
bot killed -9 in the middle of a game, its pages coming back to the saved game on their own. (`make soak`.)"""

from __future__ import annotations

import json
import random
import socket
import sys
from pathlib import Path

import aiohttp
import pytest

from bench.players import Latencies, Player
from bench.world import Table
from bot.text.common import text as common
from fakediscord.harness import FakeDiscord, SpawnedBot
from fakediscord.messages import FakeMessage
from tests.activity.browser import Served, chromium, needs_browser
from tests.activity.kit import Page
from tests.botkit import FAST_ENV
from tests.e2e.test_shards import guilds_on_both_shards

pytestmark = [pytest.mark.soak, pytest.mark.skipif(sys.platform == "win32", reason="needs SIGKILL")]

BOT = (sys.executable, "-m", "bot")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def find_board(fake: FakeDiscord, channel_id: int) -> FakeMessage | None:
    """The channel's board (the message with the live board's button), if it was posted."""
    found = [
        m
        for m in fake.messages_by_channel.get(channel_id, [])
        if not m.deleted and m.attachments and any(b.label == common("activity.open", "en") for b in m.buttons)
    ]
    return found[-1] if found else None


def board_message(fake: FakeDiscord, channel_id: int) -> FakeMessage:
    found = find_board(fake, channel_id)
    assert found is not None, "no board with the live board's button"
    return found


async def start_game(fake: FakeDiscord, guild: object, names: tuple[str, str]) -> Table:
    """A two-player Yōkai game in a channel of its own, started through Discord."""
    channel = guild.add_channel("yokai")  # type: ignore[attr-defined]
    ana, ben = (guild.add_member(n) for n in names)  # type: ignore[attr-defined]
    lobby = await (await fake.slash("yokai start", user=ana, channel=channel)).response(timeout=15)
    await (await fake.click(lobby, label=common("lobby.join", "en"), user=ben)).response(timeout=15)
    await (await fake.click(lobby, label=common("lobby.start", "en"), user=ana)).response(timeout=15)
    await fake.wait_until(lambda: find_board(fake, channel.id), timeout=15, what="the board")
    return Table("yokai", channel, [ana, ben])


async def test_a_page_on_one_process_follows_a_game_of_the_other_and_its_moves_are_applied_once(
    fake_discord: FakeDiscord, fresh_postgres: str
) -> None:
    fake = fake_discord
    fake.gateway.shard_count = 2
    fake.activities.enable()
    _, guild = guilds_on_both_shards(fake)  # the game's server is on shard 1
    env = FAST_ENV | {
        "DATABASE_URL": fresh_postgres,
        "SHARD_COUNT": "2",
        "DISCORD_CLIENT_SECRET": fake.activities.client_secret,
    }
    serving, owner = free_port(), free_port()
    async with (
        fake.spawn_bot(*BOT, env=env | {"SHARD_IDS": "0", "ACTIVITY_PORT": str(serving)}) as first,
        fake.spawn_bot(*BOT, env=env | {"SHARD_IDS": "1", "ACTIVITY_PORT": str(owner)}) as second,
        aiohttp.ClientSession() as http,
    ):
        table = await start_game(fake, guild, ("ana", "ben"))
        ana, ben = table.players
        launch = await fake.click(board_message(fake, table.channel.id), label=common("activity.open", "en"), user=ana)
        instance = await launch.activity()
        fake.activities.launch(table.channel, ben)
        # Both pages are served by the process that does not run the game's server.
        pages = {}
        for member in (ana, ben):
            page = Page(http, f"http://127.0.0.1:{serving}")
            grant = await page.sign_in(fake.activities.authorize(member), instance)
            assert grant is not None
            await page.connect(grant)
            pages[member.id] = page
        buttons = Player(fake, table, Latencies(), random.Random(3))
        moved_here = moved_there = 0
        page_moves: list[tuple[int, dict[str, object]]] = []  # (its place in the game's log, the move)
        for _ in range(40):
            if moved_here and moved_there:
                break
            state = await pages[ana.id].state()
            view = state["view"]
            mover = table.players[view["toMove"]]
            if mover is ana:
                # Ana plays one step on the page (served by the first process)...
                legal = view["legal"]
                if view["step"] == "peek":
                    action = {"type": "peek", "card": legal["peek"][0]}
                elif view["step"] == "move":
                    card, places = next((int(c), p) for c, p in legal["moves"].items() if p)
                    action = {"type": "move", "card": card, "to": places[0]}
                else:
                    action = {"type": "reveal"} if legal["reveal"] else {"type": "place", **first_place(legal)}
                board = board_message(fake, table.channel.id)
                edits = board.edits
                answer = await pages[ana.id].act(state["game"], state["version"], action)
                assert answer["t"] == "ok", answer
                page_moves.append((state["version"] + 1, action))
                # ...and the process running the game's server shows it on the channel's board.
                await fake.wait_until(lambda b=board, e=edits: b.edits > e, timeout=10, what="the board's edit")
                moved_here += 1
            else:
                # Ben plays with the buttons (the second process): a click that makes a move...
                before = state["rev"]
                assert await buttons.step(), "the buttons had nothing to play"
                clicked = list(fake.interactions.values())[-1].data.get("custom_id", "")
                if clicked.split(":")[3:4] not in (["peek"], ["dest"], ["reveal"], ["place"]):
                    continue  # opening the panel, choosing the card to move: not a move yet
                # ...is sent at once to the pages served by the first process (told by the second).
                after = await pages[ben.id].state(rev=before + 1, timeout=3)
                assert after["rev"] > before
                moved_there += 1
        assert moved_here and moved_there
        # Every move of the page applied once: the game's log holds each where it was made, and no other copy.
        game = (await pages[ana.id].state())["game"]
        log = [json.loads(a) for (a,) in await saved(fresh_postgres, game)]
        for seq, action in page_moves:
            assert log[seq - 1]["type"].lower() == {"reveal": "revealhint", "place": "placehint"}.get(
                str(action["type"]), str(action["type"])
            ), (seq, action, log[seq - 1])
            assert seq == len(log) or log[seq] != log[seq - 1]  # not applied a second time
            if action["type"] == "peek":
                assert log[seq - 1]["card"] == action["card"]
        for page in pages.values():
            await page.close()
    for spawned in (first, second):
        assert "Traceback" not in spawned.text


async def saved(url: str, game: int) -> list[tuple[str]]:
    """The game's action log as PostgreSQL holds it."""
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        return [
            tuple(r) for r in await conn.fetch("SELECT action FROM game_actions WHERE game_id = $1 ORDER BY seq", game)
        ]
    finally:
        await conn.close()


def first_place(legal: dict[str, object]) -> dict[str, int]:
    places = legal["place"]
    assert isinstance(places, dict) and places
    hint, cards = next(iter(places.items()))
    return {"hint": int(hint), "card": int(cards[0])}


async def kill(child: SpawnedBot) -> None:
    child.process.kill()
    await child.process.wait()


@needs_browser
async def test_the_bot_killed_mid_game_its_pages_come_back_to_the_saved_game(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    fake.activities.enable()
    port = free_port()
    env = FAST_ENV | {
        "DATABASE_URL": f"sqlite:///{tmp_path}/games.db",
        "ACTIVITY_PORT": str(port),
        "DISCORD_CLIENT_SECRET": fake.activities.client_secret,
    }
    served = Served(fake, f"http://127.0.0.1:{port}")
    async with chromium() as browser:
        async with fake.spawn_bot(*BOT, env=env) as bot:
            table = await start_game(fake, fake.guild, ("ana", "ben"))
            board = board_message(fake, table.channel.id)
            launch = await fake.click(board, label=common("activity.open", "en"), user=table.players[0])
            instance = await launch.activity()
            pages = {m.id: await browser.open(served, m, instance) for m in table.players}
            for page in pages.values():
                await page.wait_rev(-1)
            # The player to move peeks at a card on the page: saved; then the bot is killed.
            turns = [p for p in pages.values() if await p.my_turn()]
            assert len(turns) == 1
            (mover,) = turns
            rev = await mover.rev()
            await mover.tap("button.card.can")
            rev = await mover.wait_rev(rev)
            await kill(bot)
        for page in pages.values():
            await page.offline()
        fake.take_violations()
        async with fake.spawn_bot(*BOT, env=env) as again:
            # The pages come back by themselves, to the game as saved (the peek kept), and play on.
            for page in pages.values():
                await page.online()
                assert await page.rev() >= rev
            peeked = [c for c in mover.states()[-1]["view"]["cards"] if c["family"] is not None]
            assert len(peeked) == 1  # the peek made before the kill, still face up for the one who made it
            other = next(p for p in pages.values() if p is not mover)
            await mover.tap("button.card.can")
            await other.wait_rev(rev)
        assert "Traceback" not in again.text
