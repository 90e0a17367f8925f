"""The live board through its websocket (the page's script, without a browser): opened from the board's message, a
seat's frames, moves that go through the sessions like buttons and show on every page and on the channel's board."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest

from bot.engine.yokai import Family
from bot.text.common import text as common
from fakediscord.harness import FakeDiscord
from tests.e2e.table import ROWS


def families_in(frame: dict[str, Any]) -> set[int]:
    """The cards whose family a frame shows."""
    view = frame["view"]
    return {c["n"] for c in view["cards"] if c["family"] is not None}


async def test_open_the_board_play_a_turn_by_touch_and_every_view_follows(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    table = live_table(["Ana", "Ben", "Cy"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        mover = await table.to_move()
        other = next(m for m in table.members if m is not mover)
        watcher = fake_discord.member("Dee")
        instance = await table.launch(mover)
        assert instance == await table.launch(other)  # the second press joins the same instance

        pages = {m.name: await table.page(m, instance) for m in (mover, other, watcher)}
        first = await pages[mover.name].state()
        assert first["kind"] == "yokai" and first["seat"] == first["view"]["toMove"]
        legal = first["view"]["legal"]
        assert legal is not None and len(legal["peek"]) == 16 and legal["declare"]
        spectator = await pages[watcher.name].state()
        assert spectator["seat"] is None and spectator["view"]["legal"] is None
        assert (await pages[other.name].state())["view"]["legal"] is None  # not their turn

        game, version = first["game"], first["version"]
        page = pages[mover.name]
        assert (await page.act(game, version, {"type": "peek", "card": 1}))["t"] == "ok"
        mine = await page.state(rev=first["rev"] + 1)
        assert families_in(mine) == {1}  # face up for the peeker alone
        for name in (other.name, watcher.name):
            seen = await pages[name].state(rev=first["rev"] + 1)
            assert families_in(seen) == set() and seen["view"]["cards"][0]["lifted"]  # lifted, not shown
        assert (await page.act(game, mine["version"], {"type": "peek", "card": 2}))["t"] == "ok"
        mine = await page.state(rev=mine["rev"] + 1)
        assert mine["view"]["step"] == "move" and families_in(mine) == {1, 2}
        card, places = next((int(c), p) for c, p in mine["view"]["legal"]["moves"].items() if p)
        to = places[0]
        assert (await page.act(game, mine["version"], {"type": "move", "card": card, "to": to}))["t"] == "ok"
        # Nothing was revealed yet: revealing the top hint was the only hint action, played with the move.
        after = await pages[watcher.name].state(rev=mine["rev"] + 2)
        assert after["view"]["turn"] == 2 and len(after["view"]["revealed"]) == 1
        moved = next(c for c in after["view"]["cards"] if c["n"] == card)
        assert [moved["x"], moved["y"]] == to
        mine = await page.state(rev=after["rev"])
        assert families_in(mine) == set()  # the turn is over: face down again, the player remembers
        marked = {c["n"] for c in mine["view"]["cards"] if c["liftedBefore"]}
        assert marked == {1, 2}  # with the marks of the cards lifted in the last turn

        # The channel's board follows the same saved game.
        live = await table.live()
        assert live.state.turn == 2 and live.state.cell_of(card) == tuple(to)
        board = await table.board()
        assert "turn 2" in board.text.lower() or "2" in board.text


async def test_spectators_never_receive_a_family_until_the_reveal(
    fake_discord: FakeDiscord, live_table: Any, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    table = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        mover = await table.to_move()
        instance = await table.launch(mover)
        watcher = await table.page(fake_discord.member("Eve"), instance)
        player = await table.page(mover, instance)
        state = await player.state()
        for n in (3, 4):
            answer = await player.act(state["game"], state["version"], {"type": "peek", "card": n})
            assert answer["t"] == "ok"
            state = await player.state(rev=state["rev"] + 1)
        await watcher.state(rev=state["rev"])
        names = [f.value for f in Family] + [f.value.capitalize() for f in Family]
        for raw in watcher.raw:
            if '"t":"state"' in raw:
                assert not any(f'"family":"{n}"' in raw for n in names), raw[:300]
        # Nor is a peeked card's family in any log line of the bot's, down to DEBUG.
        live = await table.live()
        peeked = {live.state.family_of(n).value for n in (3, 4)}
        for record in caplog.records:
            if record.name.startswith(("bot", "cogs", "aiohttp")):
                line = record.getMessage().lower()
                assert not any("family" in line and p in line for p in peeked), line[:200]
        # The page's files hold no game at all: they are the same for everyone.
        async with table.http.get(f"{table.url}/") as response:  # type: ignore[union-attr]
            html = (await response.text()).lower()
        assert not any(name in html for name in ("kitsune", "kappa", "rokurokubi"))


async def test_a_rigged_game_declared_from_the_page_is_won_and_revealed(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    from tests.e2e.table import rigged

    table = live_table(["Ana", "Ben"], games=rigged(ROWS))
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        mover = await table.to_move()
        page = await table.page(mover, await table.launch(mover))
        state = await page.state()
        assert state["view"]["legal"]["declare"]
        answer = await page.act(state["game"], state["version"], {"type": "declare"})
        assert answer["t"] == "ok"
        over = await page.state(rev=state["rev"] + 1)
        assert over["status"] == "finished" and over["view"]["over"]
        assert families_in(over) == set(range(1, 17))  # the reveal: every card, to everyone
        assert over["view"]["text"]["result"]


async def test_a_change_this_process_never_heard_of_reaches_the_pages(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    """A change saved elsewhere whose notification was lost (another process's, its listening connection down): the
    hub looks at the saved revisions now and then, and the pages follow what is saved."""
    from bot.engine.yokai import Peek
    from bot.games import GAMES
    from bot.sessions import Sessions

    table = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        mover = await table.to_move()
        page = await table.page(mover, await table.launch(mover))
        state = await page.state()
        elsewhere = Sessions(table.bot.store, GAMES)  # another process's sessions: nobody here hears of its moves
        await elsewhere.act(state["game"], mover.id, Peek(5), version=state["version"])
        board = table.bot.live_board
        assert board is not None
        watching = asyncio.create_task(board.hub.watch(every=0.1))
        try:
            after = await page.state(rev=state["rev"] + 1, timeout=5)
        finally:
            watching.cancel()
        assert after["version"] == state["version"] + 1 and families_in(after) == {5}


async def test_the_page_speaks_its_persons_language_and_shows_the_objective(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    from bot.text.yokai import text

    table = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start(level=5, objective="band")
        ana, ben = table.members
        ben.locale = "it"
        instance = await table.launch(ana)
        words = {}
        for member in (ana, ben):
            page = await table.page(member, instance)
            told = await page.frame(lambda f: f.get("t") == "words")
            state = await page.state()
            words[member.locale] = (told["words"], state)
        english, italian = words["en-US"], words["it"]
        assert italian[0]["live.declare"] == text("live.declare", "it") != english[0]["live.declare"]
        assert italian[1]["view"]["text"]["pile"] == text("live.pile", "it", count=italian[1]["view"]["pile"])
        objective = english[1]["view"]["objective"]
        assert objective is not None and objective["formed"] is False and len(objective["cells"]) == 16
        # The start grid is no Band: the declaration's confirmation warns (public information).
        assert english[0]["live.objective_not_formed"]


async def test_every_page_is_told_how_many_watch(fake_discord: FakeDiscord, live_table: Any) -> None:
    table = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        ana = table.members[0]
        instance = await table.launch(ana)
        player = await table.page(ana, instance)
        assert (await player.frame(lambda f: f.get("t") == "watchers"))["count"] == 0
        eve = await table.page(fake_discord.member("Eve"), instance)
        await table.page(fake_discord.member("Zed"), instance)
        told = await player.frame(lambda f: f.get("t") == "watchers" and f["count"] == 2)
        assert told["text"] == common("activity.watchers", "en", count=2)
        seen = len(player.frames)
        await eve.close()
        await player.frame(
            lambda f: f.get("t") == "watchers" and f["count"] == 1 and any(g is f for g in player.frames[seen:])
        )
