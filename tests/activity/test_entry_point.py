"""Command sync once Activities are enabled: Discord then holds a global Entry Point command (type 4) and refuses a
bulk overwrite that drops it (50240). The bot keeps it, and still syncs its own commands."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from bot.text.common import text as common
from fakediscord.commands import CommandRefused
from fakediscord.harness import FakeDiscord
from tests.botkit import bot_of, fast_bot


def global_commands(fake: FakeDiscord) -> dict[tuple[str, int], dict]:  # type: ignore[type-arg]
    return {(c["name"], int(c["type"])): c for c in fake.commands.listing(None)}


async def test_the_fake_refuses_an_overwrite_that_drops_the_entry_point(fake_discord: FakeDiscord) -> None:
    fake_discord.activities.enable()
    with pytest.raises(CommandRefused) as refused:
        fake_discord.commands.bulk_overwrite([{"name": "yokai", "description": "x", "type": 1}], None)
    assert refused.value.code == 50240
    with pytest.raises(CommandRefused):  # never a guild command
        fake_discord.commands.bulk_overwrite([{"name": "launch", "type": 4, "handler": 2}], fake_discord.guild.id)


async def test_the_bot_starts_and_keeps_the_entry_point_once_activities_are_on(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    fake_discord.activities.enable()
    before = global_commands(fake_discord)[("launch", 4)]
    async with fake_discord.run_bot(lambda: fast_bot(db_url)):
        after = global_commands(fake_discord)
        assert after[("launch", 4)]["id"] == before["id"]  # the same command, kept (not dropped and made again)
        assert after[("launch", 4)]["handler"] == 2
        assert {("yokai", 1), ("koikoi", 1), ("sketch", 1)} <= set(after)
        # The bot's commands work as before.
        handle = await fake_discord.slash("yokai rules", user=fake_discord.member("Ana"))
        await handle.response()
        # And a restart syncs again, keeping it.
    async with fake_discord.run_bot(lambda: fast_bot(db_url)):
        assert global_commands(fake_discord)[("launch", 4)]["id"] == before["id"]
        assert bot_of(fake_discord).is_ready()


async def test_without_activities_the_sync_is_as_before(fake_discord: FakeDiscord, db_url: str) -> None:
    async with fake_discord.run_bot(lambda: fast_bot(db_url)):
        commands = global_commands(fake_discord)
        assert ("launch", 4) not in commands and ("yokai", 1) in commands


async def test_the_app_launcher_opens_the_live_board_on_the_channels_game(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    """Opened from the App Launcher (Discord launches it: the Entry Point's default handler), the board shows the
    channel's game; with the application's own handler (1), the bot answers the Entry Point command with the launch."""
    table = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        ana = table.members[0]
        instance = await fake_discord.app_launcher(user=ana)
        assert isinstance(instance, str)
        page = await table.page(ana, instance)
        home = await page.frame(lambda f: f.get("t") == "home")  # the channel's tables to pick from
        assert [g["game"] for g in home["games"]] == [table.game_id]
        assert (await page.request({"t": "open", "game": table.game_id}))["t"] == "ok"
        assert (await page.state())["game"] == table.game_id
        (point,) = fake_discord.commands.entry_points()
        point["handler"] = 1
        handle = await fake_discord.app_launcher(user=table.members[1])
        assert not isinstance(handle, str)
        assert await handle.activity() == instance  # the bot launched it: the same instance of the channel


async def test_without_the_activity_the_bot_says_so_and_its_boards_have_no_button(
    fake_discord: FakeDiscord, db_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    fake_discord.activities.enable()
    (point,) = fake_discord.commands.entry_points()
    point["handler"] = 1
    caplog.set_level(logging.INFO, logger="bot.client")
    async with fake_discord.run_bot(lambda: fast_bot(db_url)):
        assert sum("the Activity (live board) is off" in r.getMessage() for r in caplog.records) == 1
        handle = await fake_discord.app_launcher(user=fake_discord.member("Ana"))
        assert not isinstance(handle, str)
        answer = await handle.response()
        assert answer.ephemeral and answer.text == common("activity.off", "en")


async def test_a_launch_discord_refuses_is_said_in_the_channel_language(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    """The owner turned Activities off in the Developer Portal after the bot started: pressing the button says what
    to do instead of failing."""
    table = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        fake_discord.activities.enabled = False
        click = await fake_discord.click(
            await table.board(), label=common("activity.open", "en"), user=table.members[0]
        )
        answer = await click.response()
        assert answer.ephemeral and answer.text == common("activity.launch_failed", "en")
        fake_discord.take_violations("bad_response")
