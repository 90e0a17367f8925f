"""The live board's home (opened from the App Launcher): the channel's tables to pick from, a new table opened there
with `/<game> start`'s options (checked as the slash command checks them), and its lobby played from the page (Join,
Start) with the channel's lobby message following; a duel against the CPU opened the same way."""

from __future__ import annotations

from typing import Any

import pytest

from fakediscord.harness import FakeDiscord
from tests.activity.kit import LiveTable


async def home_page(table: LiveTable, member: Any) -> Any:
    instance = await table.fake.app_launcher(user=member)
    assert isinstance(instance, str)
    page = await table.page(member, instance)
    await page.frame(lambda f: f.get("t") == "home")
    return page, instance


async def test_a_table_opened_and_started_from_the_live_board(fake_discord: FakeDiscord, live_table: Any) -> None:
    table: LiveTable = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        ana, ben = table.members
        host, instance = await home_page(table, ana)
        home = next(f for f in host.frames if f.get("t") == "home")
        assert home["games"] == []
        forms = {t["kind"]: {o["name"]: o for o in t["options"]} for t in home["tables"]}
        assert {"level", "edition", "bots", "bot_level"} <= set(forms["yokai"])  # /yokai start's options
        for duel in set(forms) & {"koikoi", "sketch"}:
            assert "opponent" not in forms[duel]  # a person is invited from Discord's own member picker
        answer = await host.request({"t": "new", "kind": "yokai", "options": {"level": 2}})
        assert answer["t"] == "ok", answer
        lobby = await host.frame(lambda f: f.get("t") == "state" and f["status"] == "lobby")
        assert lobby["lobby"]["open"] and lobby["seat"] == 0 and lobby["lobby"]["host"] == 0
        game = lobby["game"]
        # The channel shows the lobby (the keeper posts it), and Ben's page, on its home, moves to the new table.
        await table.bot.keeper.settle(game)
        record = await table.bot.store.get_game(game)
        assert record is not None and record.lobby_message_id is not None
        guest = await table.page(ben, instance)
        await guest.frame(lambda f: f.get("t") == "home")
        assert (await guest.request({"t": "open", "game": game}))["t"] == "ok"
        assert (await guest.request({"t": "lobby", "game": game, "verb": "start"}))["key"] == "session.host_only"
        assert (await guest.request({"t": "lobby", "game": game, "verb": "join"}))["t"] == "ok"
        assert (await host.request({"t": "lobby", "game": game, "verb": "start"}))["t"] == "ok"
        started = await guest.frame(lambda f: f.get("t") == "state" and f["status"] == "active")
        assert started["seat"] == 1 and started["view"]["level"] == 2
        table.game_id = game
        board = await table.board()
        assert board.attachments  # the channel's board, as for any game


async def test_a_duel_against_the_cpu_opened_from_the_live_board(fake_discord: FakeDiscord, live_table: Any) -> None:
    table: LiveTable = live_table(["Ana"])
    async with fake_discord.run_bot(table.make_bot):
        page, _ = await home_page(table, table.members[0])
        home = next(f for f in page.frames if f.get("t") == "home")
        if "sketch" not in {t["kind"] for t in home["tables"]}:
            pytest.skip("Yokai Sketch is not on the live board yet")
        answer = await page.request({"t": "new", "kind": "sketch", "options": {"level": "easy"}})
        assert answer["t"] == "ok", answer
        record = await table.bot.sessions.in_channel(table.channel.id)
        assert record is not None and record.kind == "sketch" and record.status.value == "active"
        assert [p.cpu for p in record.players] == [None, "easy"]


async def test_options_and_picks_no_slash_command_allows_are_refused(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    table: LiveTable = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        ana = table.members[0]
        page, _ = await home_page(table, ana)
        for options in ({"level": 9}, {"level": "2"}, {"bogus": 1}, {"bots": 3, "bot_level": "godlike"}, []):
            answer = await page.request({"t": "new", "kind": "yokai", "options": options})
            assert answer["t"] == "refused", options
        assert (await page.request({"t": "new", "kind": "chess", "options": {}}))["t"] == "refused"
        # A table is open in the channel: a second one is refused, as /yokai start is.
        assert (await page.request({"t": "new", "kind": "yokai", "options": {}}))["key"] == "session.channel_busy"
        # Another channel's game is not this page's to open (its people's only).
        elsewhere = table.channel.guild.add_channel("elsewhere")
        start = await fake_discord.slash("sketch start", user=table.members[1], channel=elsewhere)
        await start.response()
        theirs = await table.bot.sessions.in_channel(elsewhere.id)
        assert theirs is not None
        assert (await page.request({"t": "open", "game": theirs.id}))["key"] == "error.wrong_place"
        assert (await page.request({"t": "open", "game": 10**9}))["t"] == "refused"
        assert (await page.request({"t": "open", "game": True}))["t"] == "refused"
