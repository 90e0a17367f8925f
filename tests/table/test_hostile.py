"""Limits and hostile input: open games per user and per server, cooldowns, and forged, malformed or out-of-place
interactions. Each gets a clear ephemeral answer and one INFO log line, never a traceback, and changes nothing."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from tests.table.helpers import board, bot_of, game_id
from tests.toy.table import toy_bot


async def test_open_games_per_user_and_per_server_are_limited(fake_discord: FakeDiscord, db_url: str) -> None:
    guild = fake_discord.guild
    one, two, three = guild.add_channel("one"), guild.add_channel("two"), guild.add_channel("three")
    ana, ben, cy = fake_discord.member("Ana"), fake_discord.member("Ben"), fake_discord.member("Cy")
    async with fake_discord.run_bot(lambda: toy_bot(db_url, max_games_per_user=1, max_games_per_guild=2)):
        first = await (await fake_discord.slash("pebbles start", user=ana, channel=one)).response()
        assert not first.ephemeral
        again = await (await fake_discord.slash("pebbles start", user=ana, channel=two)).response()
        assert again.ephemeral and "You already sit at 1 open table:" in again.text
        other = await (await fake_discord.slash("pebbles start", user=ben, channel=two)).response()
        join = await (await fake_discord.click(other, label="Join", user=ana)).response()
        assert join.ephemeral and "You already sit at 1 open table:" in join.text
        full = await (await fake_discord.slash("pebbles start", user=cy, channel=three)).response()
        assert full.ephemeral and "This server already has 2 open tables" in full.text


async def test_cooldowns_on_opening_tables_and_reposting_boards(fake_discord: FakeDiscord, db_url: str) -> None:
    ana, ben, zoe = fake_discord.member("Ana"), fake_discord.member("Ben"), fake_discord.member("Zoe")
    async with fake_discord.run_bot(lambda: toy_bot(db_url, lobby_cooldown_seconds=60, board_cooldown_seconds=60)):
        lobby = await (await fake_discord.slash("pebbles start", user=ana, options={"opponent": ben})).response()
        await (await fake_discord.click(lobby, label="Cancel", user=ana)).response()
        soon = await (await fake_discord.slash("pebbles start", user=ana)).response()
        assert soon.ephemeral and "Not so fast" in soon.text
        lobby = await (await fake_discord.slash("pebbles start", user=ben, options={"opponent": ana})).response()
        await (await fake_discord.click(lobby, label="Accept", user=ana)).response()
        await board(fake_discord, await game_id(fake_discord))
        first = await (await fake_discord.slash("pebbles board", user=zoe)).response()
        assert first.ephemeral and "Here is the board again" in first.text
        second = await (await fake_discord.slash("pebbles board", user=zoe)).response()
        assert second.ephemeral and "Not so fast" in second.text


def refusals(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [
        r.getMessage()
        for r in caplog.records
        if r.name.startswith(("cogs.", "bot.table.")) and "refused" in r.getMessage()
    ]


async def test_forged_and_malformed_interactions_get_a_clear_answer_and_change_nothing(
    fake_discord: FakeDiscord, db_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    ana, ben, zoe = fake_discord.member("Ana"), fake_discord.member("Ben"), fake_discord.member("Zoe")
    other = fake_discord.guild.add_channel("other")
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        lobby = await (await fake_discord.slash("yokai start", user=ana)).response()
        await (await fake_discord.click(lobby, label="Join", user=ben)).response()
        await (await fake_discord.click(lobby, label="Start", user=ana)).response()
        yokai = await game_id(fake_discord)
        there = await (await fake_discord.slash("pebbles start", user=zoe, channel=other)).response()
        pebbles = int(there.custom_ids[0].split(":")[1])
        the_board = await board(fake_discord, yokai)
        before = await bot_of(fake_discord).store.load_game(yokai)

        components: list[dict[str, Any]] = [
            {"custom_id": "garbage", "component_type": 2},
            {"custom_id": "x" * 100, "component_type": 2},
            {"custom_id": "yokai:999999:0:panel", "component_type": 2},
            {"custom_id": f"yokai:{yokai}:0:no_such_verb", "component_type": 2},
            {"custom_id": f"pebbles:{yokai}:0:panel", "component_type": 2},  # a game of another kind
            {"custom_id": f"pebbles:{pebbles}:0:join", "component_type": 2},  # a lobby of another channel
            {"custom_id": f"yokai:{yokai}:0:peek", "component_type": 3},  # a select without values
            {"custom_id": f"yokai:{yokai}:0:peek", "component_type": 3, "values": ["abc"]},
            {"custom_id": f"yokai:{yokai}:0:peek", "component_type": 3, "values": ["1", "2", "3"]},
            {"custom_id": f"yokai:{yokai}:0:peek", "component_type": 3, "values": ["1", "1"]},
            {"custom_id": f"yokai:{yokai}:0:peek", "component_type": 3, "values": ["1", "17"]},  # nothing half done
            {"custom_id": f"yokai:{yokai}:0:peek", "component_type": 3, "values": ["９"]},
            {"custom_id": f"yokai:{yokai}:0:peek", "component_type": 3, "values": ["99999999999999999999"]},
            {"custom_id": f"yokai:{yokai}:0:peek", "component_type": 3, "values": ["17"]},
            {"custom_id": f"yokai:{yokai}:0:dest:abc", "component_type": 3, "values": ["1,1"]},
            {"custom_id": f"yokai:{yokai}:0:dest:1.0", "component_type": 3, "values": ["nowhere"]},
            {"custom_id": f"yokai:{yokai}:0:place", "component_type": 3, "values": ["1"]},
        ]
        for data in components:
            for user in (ana, zoe):
                caplog.clear()
                answer = await (await fake_discord.forge_component(the_board, data, user=user)).response()
                assert answer.ephemeral and answer.text.strip(), (data, answer.describe())
                assert len(refusals(caplog)) == 1, (data, refusals(caplog))
        caplog.clear()
        forged_end = {"custom_id": f"yokai:{yokai}:0:end_yes", "component_type": 2}
        answer = await (await fake_discord.forge_component(the_board, forged_end, user=zoe)).response()
        assert answer.ephemeral and "Only the host" in answer.text and len(refusals(caplog)) == 1

        slashes: list[tuple[str, list[dict[str, Any]]]] = [
            ("yokai start", [{"name": "edition", "type": 3, "value": "second"}]),
            ("yokai start", [{"name": "hints", "type": 3, "value": "impossible"}]),
            ("yokai start", [{"name": "level", "type": 4, "value": 99}]),
            ("yokai peek", [{"name": "card", "type": 4, "value": "abc"}]),
            ("yokai peek", [{"name": "card", "type": 4, "value": 1.5}]),
            ("yokai peek", []),
            ("yokai move", [{"name": "card", "type": 4, "value": 3}, {"name": "to", "type": 3, "value": "x" * 5000}]),
            ("yokai hint", [{"name": "action", "type": 3, "value": "burn"}]),
            ("yokai path", [{"name": "edition", "type": 3, "value": "third"}]),
            ("pebbles take", [{"name": "n", "type": 4, "value": 2}]),  # no pebbles game in this channel
        ]
        for command, options in slashes:
            caplog.clear()
            answer = await (await fake_discord.forge_slash(command, options, user=zoe)).response()
            assert answer.ephemeral and answer.text.strip(), (command, options, answer.describe())
            assert len(refusals(caplog)) == 1, (command, options, refusals(caplog))

        for typed in ("", "ü" * 100, "'; DROP TABLE games; --", "9" * 50):
            choices = await fake_discord.autocomplete(
                "yokai move", focused="to", user=zoe, options={"card": 3, "to": typed}
            )
            assert choices == []

        after = await bot_of(fake_discord).store.load_game(yokai)
        assert after.actions == before.actions and after.version == before.version
    assert not [v for v in fake_discord.violations if v.kind == "log"]


def texts(messages: list[FakeMessage]) -> str:
    return "\n".join(m.text for m in messages)
