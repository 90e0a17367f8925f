"""The detectors: each provokes a violation on purpose, asserts it is recorded, then takes it (so the test passes)."""

from __future__ import annotations

import logging
from typing import Any

import aiohttp
import discord
import pytest
from discord.ext import commands

from fakediscord.harness import FakeDiscord, InvocationError
from fakediscord.rules import message_problems
from tests.fakediscord.demo_bot import make_demo_bot


async def test_a_handler_that_raises_becomes_a_logged_error_violation(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(make_demo_bot):
        boom = await fake_discord.slash("demo boom", user=ana)
        boom.expect_unanswered()
        violation = await fake_discord.wait_for_violation("log")
        assert "discord.app_commands.tree" in violation.detail and "ZeroDivisionError" in violation.detail
        with pytest.raises(AssertionError, match="Ignoring exception in command"):  # waiting shows the cause
            await boom.response(timeout=0.2)
        assert len(fake_discord.take_violations("log")) == 1


async def test_a_view_callback_that_raises_is_reported(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(make_demo_bot):
        message = await (await fake_discord.slash("demo fragile", user=ana)).response()
        (await fake_discord.click(message, label="Break", user=ana)).expect_unanswered()
        violation = await fake_discord.wait_for_violation("log")
        assert "discord.ui.view" in violation.detail and "the button handler broke" in violation.detail
        fake_discord.take_violations("log")


async def test_watched_loggers_are_configurable() -> None:
    async with FakeDiscord(watched_loggers=["games"], fail_on_violations=False) as fake:
        logging.getLogger("games.yokai").error("lost a card")
        logging.getLogger("bot").error("not watched by this fake")
        logging.getLogger("games").warning("only a warning")
        assert [v.detail for v in fake.take_violations()] == ["games.yokai: lost a card"]


async def test_double_acknowledgement(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(make_demo_bot):
        twice = await fake_discord.slash("demo twice", user=ana)
        assert (await twice.response()).content == "once"
        violation = await fake_discord.wait_for_violation("double_ack")
        assert violation.interaction is twice.record
        fake_discord.take_violations("double_ack")
        assert [m.content for m in fake_discord.messages_in()] == ["once"]


async def test_unknown_route_is_a_404_and_a_violation(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(make_demo_bot):
        unknown = await fake_discord.slash("demo unknown", user=ana)
        assert (await unknown.response()).content == "that route does not exist"
        [violation] = fake_discord.take_violations("unknown_route")
        assert violation.detail.startswith("GET /guilds/") and violation.detail.endswith(
            "/bans is not a route the fake knows"
        )


@pytest.mark.parametrize(
    ("command", "options", "error"),
    [
        ("nothing", {}, "not a synced slash command"),
        ("demo", {}, "is a group"),
        ("demo dance", {}, "not a subcommand"),
        ("demo hello", {}, "missing required option"),
        ("demo hello", {"name": "Ana", "age": 3}, "has no option"),
        ("demo roll", {"sides": "6"}, "expects integer"),
        ("demo roll", {"sides": True}, "expects integer"),
        ("demo roll", {"sides": 21}, "outside 2..20"),
        ("demo roll", {"sides": 6, "mode": "avg"}, "not one of the choices"),
    ],
)
async def test_invalid_invocations_fail_in_the_test(
    fake_discord: FakeDiscord, command: str, options: dict[str, Any], error: str
) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(make_demo_bot):
        with pytest.raises(InvocationError, match=error):
            await fake_discord.slash(command, user=ana, options=options)
    assert fake_discord.interactions == {}


async def test_too_many_components_and_empty_messages_are_refused(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(make_demo_bot):
        crowded = await fake_discord.slash("demo crowded", user=ana)
        assert (await crowded.response()).content == "fallback"
        [rows] = fake_discord.take_violations("message_rule")
        assert "6 action rows (max 5)" in rows.detail
        assert len(fake_discord.take_violations("empty_message")) == 1


async def test_a_late_first_response(fake_discord: FakeDiscord) -> None:
    fake_discord.ack_deadline = 0.1  # the real limit is 3 s; a short one keeps this test fast
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(make_demo_bot):
        late = await fake_discord.slash("demo late", user=ana)
        await late.response()
        [violation] = fake_discord.take_violations("late_ack")
        assert late.latency is not None and late.latency > 0.1 and "first response after" in violation.detail


async def test_an_ephemeral_followup_after_a_public_defer_leaks(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(make_demo_bot):
        leak = await fake_discord.slash("demo leak", user=ana)
        message = await leak.response()
        assert message.content == "secret card: Oni" and not message.ephemeral
        assert fake_discord.messages_in() == [message]
        assert len(fake_discord.take_violations("secret_leak")) == 1


async def test_unanswered_interactions_are_reported_at_the_end() -> None:
    async with FakeDiscord(ack_deadline=0.1, fail_on_violations=False) as fake:
        ana = fake.member("Ana")
        async with fake.run_bot(make_demo_bot):
            message = await (await fake.slash("demo fragile", user=ana)).response()
            await fake.click(message, label="Break", user=ana)
            await fake.wait_for_violation("log")
            await fake.check_unanswered()
        assert sorted(v.kind for v in fake.take_violations()) == ["log", "unanswered"]


async def test_users_can_only_use_what_they_see(fake_discord: FakeDiscord) -> None:
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    other = fake_discord.add_guild("Elsewhere").add_channel("lobby")
    async with fake_discord.run_bot(make_demo_bot):
        secret = await (await fake_discord.slash("demo secret", user=ana)).response()
        with pytest.raises(InvocationError, match="cannot see"):
            await fake_discord.click(secret, "anything", user=ben)
        board = await (await fake_discord.slash("demo counter", user=ana)).response()
        with pytest.raises(InvocationError, match="expected one button"):
            await fake_discord.click(board, label="Nope", user=ben)
        with pytest.raises(InvocationError, match="not a member"):
            await fake_discord.slash("demo secret", user=ana, channel=other)


async def test_violations_left_at_the_end_fail_and_patches_are_restored() -> None:
    with pytest.raises(AssertionError, match="unknown_route: GET /nope"):
        async with FakeDiscord() as fake:
            assert fake.api_url == discord.http.Route.BASE
            async with aiohttp.ClientSession() as session, session.get(f"{fake.api_url}/nope") as response:
                assert response.status == 404
                assert response.headers["Content-Type"] == "application/json"
    assert discord.http.Route.BASE == "https://discord.com/api/v10"
    assert str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) == "wss://gateway.discord.gg/"


class BrokenBot(commands.Bot):
    async def setup_hook(self) -> None:
        raise RuntimeError("the database is missing")


async def test_a_bot_that_cannot_start_fails_fast(fake_discord: FakeDiscord) -> None:
    with pytest.raises(AssertionError, match=r"the bot task died.*the database is missing"):
        await fake_discord.start_bot(lambda: BrokenBot(command_prefix="!", intents=discord.Intents.default()))
    await fake_discord.stop_bot()
    assert "bot_crashed" in {v.kind for v in fake_discord.take_violations()}


def button(custom_id: str, label: str = "ok") -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id}


def row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


def string_select(custom_id: str, labels: list[str]) -> dict[str, Any]:
    return {"type": 3, "custom_id": custom_id, "options": [{"label": t, "value": str(i)} for i, t in enumerate(labels)]}


@pytest.mark.parametrize(
    ("message", "problem"),
    [
        ({"content": "x" * 2001}, "2001 characters (max 2000)"),
        ({"embeds": [{"title": "t"}] * 11}, "11 embeds (max 10)"),
        ({"embeds": [{"description": "d" * 4097}]}, "description has 4097 characters"),
        ({"components": [row(*[button(f"b{i}") for i in range(6)])]}, "6 buttons (max 5)"),
        ({"components": [row(string_select("s", ["a"] * 26))]}, "26 options"),
        ({"components": [row(string_select("s", ["a"]), button("b"))]}, "mixes a select menu"),
        ({"components": [row(string_select("s", ["x" * 101]))]}, "option label"),
        ({"components": [row(button("c" * 101))]}, "101 characters (max 100)"),
        ({"components": [row(button("b", "L" * 81))]}, "81 characters (max 80)"),
        ({"components": [row(button("same")), row(button("same"))]}, "used twice"),
    ],
)
def test_message_rules(message: dict[str, Any], problem: str) -> None:
    problems = message_problems(message, files=0)
    assert any(problem in p for p in problems), problems


def test_a_valid_message_has_no_problems() -> None:
    message = {"content": "x" * 2000, "components": [row(*[button(f"b{i}") for i in range(5)])] * 1}
    assert message_problems(message, files=1) == []


V2 = 1 << 15


def layout(*children: dict[str, Any]) -> dict[str, Any]:
    return {"flags": V2, "components": [{"type": 17, "components": list(children)}]}


def text(content: str) -> dict[str, Any]:
    return {"type": 10, "content": content}


def gallery(*names: str) -> dict[str, Any]:
    return {"type": 12, "items": [{"media": {"url": f"attachment://{n}"}} for n in names]}


@pytest.mark.parametrize(
    ("message", "problem"),
    [
        ({**layout(text("hi")), "content": "no"}, "cannot have content"),
        (layout(text("x" * 2001), text("y" * 2000)), "4001 characters of text display"),
        (layout(text("")), "text display is empty"),
        (layout(gallery()), "0 items"),
        (layout(gallery("board.png")), "not a file of the message"),
        (layout({"type": 17, "components": [text("nested")]}), "cannot be inside a container"),
        ({"flags": V2, "components": [{"type": 3, "custom_id": "s", "options": []}]}, "cannot be at the top"),
        (layout(row(button("b"), string_select("s", ["a"]))), "mixes a select menu"),
        (layout(*[text(str(i)) for i in range(40)]), "41 components"),
    ],
)
def test_layout_message_rules(message: dict[str, Any], problem: str) -> None:
    problems = message_problems(message, files=0, attachments=set())
    assert any(problem in p for p in problems), problems


def test_a_valid_layout_message_has_no_problems() -> None:
    message = layout(text("The board"), gallery("board.png"), row(button("a"), button("b")))
    assert message_problems(message, files=1, attachments={"board.png"}) == []
