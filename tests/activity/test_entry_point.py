"""Command sync once Activities are enabled: Discord then holds a global Entry Point command (type 4) and refuses a
bulk overwrite that drops it (50240). The bot keeps it, and still syncs its own commands."""

from __future__ import annotations

import pytest

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
