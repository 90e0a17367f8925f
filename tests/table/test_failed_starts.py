"""Issue 21: malformed interactions get a short private refusal and change nothing; a start that fails at any of its
steps leaves no saved table and no public message; a game that cannot be shown is closed, not retried forever; a
finished game's last turn ping goes."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest

from bot.sessions import SessionError
from bot.table.commands import malformed_option
from bot.table.router import ascii_int
from fakediscord.harness import FakeDiscord
from tests.table.helpers import bot_of, game_id, take, to_move
from tests.toy.table import toy_bot


def public_messages(fake: FakeDiscord) -> list[Any]:
    return [m for m in fake.messages_in(fake.channel) if not m.ephemeral]


def errors(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


@pytest.mark.parametrize(
    ("step", "options"),
    [
        ("a string for a number", {"pile": "seven"}),
        ("a boolean for a number", {"pile": True}),
        ("a number for a choice", {"cpu": 3}),
        ("an opponent who is not a snowflake", {"opponent": "abc"}),
        ("an opponent Discord did not resolve", {"opponent": "123456789012345678"}),
    ],
)
async def test_a_start_with_a_malformed_option_is_refused_and_saves_nothing(
    fake_discord: FakeDiscord, db_url: str, caplog: pytest.LogCaptureFixture, step: str, options: dict[str, Any]
) -> None:
    caplog.set_level(logging.INFO)
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        raw = [{"name": n, "type": {"pile": 4, "cpu": 3, "opponent": 6}[n], "value": v} for n, v in options.items()]
        answer = await (await fake_discord.forge_slash("pebbles start", raw, user=ana)).response(timeout=3.0)
        assert answer.ephemeral and "could not read" in answer.text, (step, answer.describe())
        assert await bot_of(fake_discord).sessions.in_channel(fake_discord.channel.id) is None
        assert public_messages(fake_discord) == [] and errors(caplog) == []


@pytest.mark.parametrize("step", ["seating the CPU", "starting", "drawing the lobby"])
async def test_a_start_failing_at_each_step_leaves_no_row_and_no_message(
    fake_discord: FakeDiscord, db_url: str, monkeypatch: pytest.MonkeyPatch, step: str
) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        bot = bot_of(fake_discord)
        cog: Any = bot.tables["pebbles"]

        async def refuse(*args: Any, **kwargs: Any) -> Any:
            raise SessionError("session.no_such_cpu")

        def broken(*args: Any, **kwargs: Any) -> Any:
            raise ValueError("cannot draw these options")

        if step == "seating the CPU":
            monkeypatch.setattr(bot.sessions, "add_cpu", refuse)
        elif step == "starting":
            monkeypatch.setattr(bot.sessions, "start", refuse)
        else:
            monkeypatch.setattr(cog, "option_lines", broken)
        answer = await (
            await fake_discord.slash("pebbles start", user=ana, options={"cpu": "easy", "pile": 7})
        ).response()
        assert answer.ephemeral, answer.describe()
        assert await bot.sessions.in_channel(fake_discord.channel.id) is None
        assert await bot.store.active_games() == []
        assert await bot.store.get_game(1) is None  # no row at all, not even a cancelled one
        await bot.keeper.settle()
        assert public_messages(fake_discord) == []
        monkeypatch.undo()
        started = await (
            await fake_discord.slash("pebbles start", user=ana, options={"cpu": "easy", "pile": 7})
        ).response()
        assert not started.ephemeral and "has started" in started.text  # the channel is free
        if step == "drawing the lobby":  # a bug (here a planted one) is logged as an error; a refusal is not
            assert fake_discord.take_violations("log")


async def test_a_game_that_cannot_be_shown_is_closed_not_retried_forever(
    fake_discord: FakeDiscord, db_url: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    async with fake_discord.run_bot(lambda: toy_bot(db_url, keeper_retry_seconds=0.05)):
        lobby = await (await fake_discord.slash("pebbles start", user=ana, options={"opponent": ben})).response()
        await (await fake_discord.click(lobby, label="Accept", user=ben)).response()
        game = await game_id(fake_discord)
        bot = bot_of(fake_discord)
        await bot.keeper.settle(game)
        cog: Any = bot.tables["pebbles"]

        async def broken(*args: Any, **kwargs: Any) -> Any:
            raise ValueError("cannot draw this board")

        monkeypatch.setattr(cog, "board_layout", broken)
        mover = await to_move(fake_discord, game, [ana, ben])
        assert mover is not None
        await take(fake_discord, game, mover, 1)
        for _ in range(200):
            record = await bot.store.get_game(game)
            if record is not None and not record.status.is_open and not bot.keeper.schedule.pending(game):
                break
            await asyncio.sleep(0.05)
        record = await bot.store.get_game(game)
        assert record is not None and record.status.value == "abandoned" and record.close_reason == "broken"
        assert not bot.keeper.schedule.pending(game)
        notice = await fake_discord.wait_for_message(where=lambda m: "could not be shown" in m.text)
        assert not notice.ephemeral
        logged = [r for r in caplog.records if "could not be made" in r.getMessage()]
        assert len(logged) == 1  # said once, with its traceback
        fake_discord.take_violations("log")


async def test_a_finished_game_s_last_ping_goes(fake_discord: FakeDiscord, db_url: str) -> None:
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        lobby = await (
            await fake_discord.slash("pebbles start", user=ana, options={"opponent": ben, "pile": 4})
        ).response()
        await (await fake_discord.click(lobby, label="Accept", user=ben)).response()
        game = await game_id(fake_discord)
        while (mover := await to_move(fake_discord, game, [ana, ben])) is not None:
            await take(fake_discord, game, mover, 1)
        await fake_discord.wait_for_message(where=lambda m: "Bonus cards" in m.text)
        await bot_of(fake_discord).keeper.settle(game)
        assert not [m for m in public_messages(fake_discord) if "your turn" in m.text]


def test_component_numbers_are_plain_ascii_digits() -> None:
    assert ascii_int("12") == 12 and ascii_int("-3") == -3
    for odd in ("٣", "①", "９", "1.0", " 1", "", "1" * 10, None, 3):
        assert ascii_int(odd) is None, odd


def test_malformed_options_of_every_type() -> None:
    resolved = {"users": {"42": {"id": "42"}}, "channels": {"7": {}}, "roles": {"9": {}}}

    def data(kind: int, value: Any) -> dict[str, Any]:
        leaf = {"name": "x", "type": kind, "value": value}
        return {"options": [{"name": "start", "type": 1, "options": [leaf]}], "resolved": resolved}

    good = [(3, "text"), (4, 3), (5, False), (6, "42"), (7, "7"), (8, "9"), (9, "42"), (10, 1.5), (10, 2)]
    bad = [(3, 3), (4, "3"), (4, True), (4, 1.5), (5, "yes"), (5, 1), (6, "abc"), (6, "43"), (6, 4.2), (7, "x")]
    bad += [(8, "10"), (10, "1"), (10, None), (99, "x")]
    assert [k for k, v in good if malformed_option(data(k, v)) is not None] == []
    assert [(k, v) for k, v in bad if malformed_option(data(k, v)) is None] == []
    typing = data(4, "12")
    typing["options"][0]["options"][0]["focused"] = True
    assert malformed_option(typing, autocomplete=True) is None and malformed_option(typing) is not None
