"""The real discord.py client against the fake: login, sync, slash commands, components, files, followups."""

from __future__ import annotations

import aiohttp
import discord
import pytest

from fakediscord.harness import FakeDiscord, InvocationError
from tests.fakediscord.demo_bot import make_demo_bot, tiny_png


async def test_login_sync_and_guild_cache(fake_discord: FakeDiscord) -> None:
    guild = fake_discord.add_guild("Tea House")
    games = guild.add_channel("games")
    ana = guild.add_member("Ana")
    async with fake_discord.run_bot(make_demo_bot) as bot:
        assert bot.application_id == fake_discord.application_id
        assert bot.user is not None and bot.user.id == fake_discord.world.bot.id
        cached = bot.get_guild(guild.id)
        assert cached is not None and cached.name == "Tea House"
        assert cached.get_channel(games.id).name == "games"  # type: ignore[union-attr]
        assert cached.me is not None and cached.me.guild_permissions.manage_messages
        assert cached.get_member(ana.id) is None  # default intents: no member cache, members arrive with interactions
        schema, settings = fake_discord.commands.listing(None)
        assert (schema["name"], settings["name"]) == ("demo", "settings")
        assert settings["default_member_permissions"] == str(discord.Permissions(manage_guild=True).value)
        subcommands = {o["name"] for o in schema["options"]}
        assert {"hello", "roll", "counter", "secret", "picture", "card"} <= subcommands

        # A channel added while the bot runs reaches its cache through CHANNEL_CREATE.
        later = guild.add_channel("later")
        await fake_discord.wait_until(lambda: bot.get_channel(later.id), timeout=2, what="CHANNEL_CREATE")


async def test_responses_are_exact_json(fake_discord: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as session:
        headers = {"Authorization": "Bot x"}
        async with session.get(f"{fake_discord.api_url}/users/@me", headers=headers) as response:
            assert response.headers["Content-Type"] == "application/json"
            assert (await response.json())["bot"] is True


async def test_slash_command_with_options_and_locale(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana", locale="fr")
    async with fake_discord.run_bot(make_demo_bot):
        hello = await fake_discord.slash("demo hello", user=ana, options={"name": "Ana"})
        assert (await hello.response()).content == "Hello Ana! (fr)"
        italian = await fake_discord.slash("demo hello", user=ana, options={"name": "Ana"}, locale="it")
        assert (await italian.response()).content == "Hello Ana! (it)"
        roll = await fake_discord.slash("demo roll", user=ana, options={"sides": 20, "mode": "max"})
        message = await roll.response()
        assert message.content == "rolled d20 (max)"
        assert roll.response_type == 4 and not roll.ephemeral and message.interaction is roll.record
        assert fake_discord.messages_in() == [await hello.response(), await italian.response(), message]


async def test_dynamic_button_works_after_a_restart(fake_discord: FakeDiscord) -> None:
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    await fake_discord.start_bot(make_demo_bot)
    board = await (await fake_discord.slash("demo counter", user=ana, options={"start": 3})).response()
    assert board.button("Count 3").custom_id == "demo:count:3"

    await fake_discord.restart_bot(make_demo_bot)
    click = await fake_discord.click(board, "demo:count:3", user=ben)
    assert await click.response() is board  # type 7: the same message, refreshed in place
    assert click.response_type == 7
    assert board.content == "count 4" and board.custom_ids == ["demo:count:4"] and board.edits == 1
    await (await fake_discord.click(board, label="Count 4", user=ana)).response()
    assert board.content == "count 5"
    assert fake_discord.gateway.identifies == 2


async def test_ephemeral_reply_is_only_visible_to_its_user(fake_discord: FakeDiscord) -> None:
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    async with fake_discord.run_bot(make_demo_bot):
        secret = await fake_discord.slash("demo secret", user=ana)
        message = await secret.response()
        assert secret.ephemeral and message.ephemeral and message.visible_to is ana
        assert fake_discord.messages_in() == []
        assert fake_discord.messages_in(seen_by=ana) == [message]
        assert fake_discord.messages_in(seen_by=ben) == []
        assert fake_discord.visible_to(ana) == [message] and fake_discord.visible_to(ben) == []


async def test_png_attachment_bytes_round_trip(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(make_demo_bot):
        message = await (await fake_discord.slash("demo picture", user=ana)).response()
        board = message.attachment("board.png")
        assert board.data == tiny_png() and board.content_type == "image/png"
        async with aiohttp.ClientSession() as session, session.get(board.url) as response:
            assert await response.read() == tiny_png()


async def test_deferred_ephemeral_response_edited_later(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(make_demo_bot):
        slow = await fake_discord.slash("demo slow", user=ana)
        assert await slow.acknowledged() == 5
        message = await slow.response()
        assert message.content == "done thinking" and not message.loading
        assert message.ephemeral and message.visible_to is ana and message.edits == 0


async def test_followups_carry_their_own_flags(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(make_demo_bot):
        chain = await fake_discord.slash("demo chain", user=ana)
        first = await chain.response()
        second, psst = await chain.followups(count=2)
        assert (first.content, second.content, psst.content) == ("first", "second", "psst")
        assert not second.ephemeral and psst.ephemeral and psst.visible_to is ana
        assert fake_discord.messages_in() == [first, second]


async def test_edits_keep_listed_attachments_and_add_new_files(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(make_demo_bot):
        files = await fake_discord.slash("demo files", user=ana)
        message = await files.response()
        await fake_discord.wait_until(lambda: message.content == "v3", timeout=15, what="the second edit")
        assert [(a.filename, a.data) for a in message.attachments] == [("b.txt", b"B"), ("c.txt", b"C")]
        assert message.edits == 2


async def test_select_menu(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(make_demo_bot):
        message = await (await fake_discord.slash("demo pick", user=ana)).response()
        assert message.select("demo:pick").values == ["1", "2", "3", "4", "5"]
        with pytest.raises(InvocationError, match="no option"):
            await fake_discord.select(message, "demo:pick", ["9"], user=ana)
        with pytest.raises(InvocationError, match=r"1\.\.2 values"):
            await fake_discord.select(message, "demo:pick", ["1", "2", "3"], user=ana)
        picked = await fake_discord.select(message, "demo:pick", ["2", "4"], user=ana)
        assert await picked.response() is message
        assert message.content == "picked 2,4" and message.selects == [] and message.buttons == []

        again = await (await fake_discord.slash("demo pick", user=ana)).response()
        reset = await fake_discord.click(again, "demo:reset", user=ana)
        assert await reset.response() is again and reset.response_type == 6
        assert again.content == "reset" and again.edits == 1


async def test_nested_subcommand_group(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(make_demo_bot):
        echo = await fake_discord.slash("demo tools echo", user=ana, options={"text": "hi"})
        assert (await echo.response()).content == "echo hi"
        assert echo.record.data["options"][0]["options"][0]["options"] == [{"name": "text", "type": 3, "value": "hi"}]
        with pytest.raises(InvocationError, match=r"outside 1\.\.10"):
            await fake_discord.slash("demo tools echo", user=ana, options={"text": "x" * 11})


async def test_autocomplete_and_modal(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(make_demo_bot):
        choices = await fake_discord.autocomplete("demo card", focused="name", options={"name": "k"}, user=ana)
        assert [c["value"] for c in choices] == ["Kappa", "Kitsune"]
        with pytest.raises(InvocationError, match="autocomplete"):
            await fake_discord.autocomplete("demo hello", focused="name", user=ana)

        opened = await fake_discord.slash("demo feedback", user=ana)
        assert (await opened.modal())["title"] == "Feedback"
        with pytest.raises(InvocationError, match="required"):
            await fake_discord.submit_modal(opened, {})
        submitted = await fake_discord.submit_modal(opened, {"demo:feedback:text": "the kappa cheated"})
        thanks = await submitted.response()
        assert thanks.content == "thanks: the kappa cheated" and thanks.visible_to is ana


async def test_commands_hidden_by_default_permissions(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana")
    ben = fake_discord.member("Ben", manage_guild=True)
    async with fake_discord.run_bot(make_demo_bot):
        with pytest.raises(InvocationError, match="cannot see /settings"):
            await fake_discord.slash("settings", user=ana)
        assert (await (await fake_discord.slash("settings", user=ben)).response()).content == "admin ok"


async def test_guild_commands_in_a_thread(fake_discord: FakeDiscord) -> None:
    guild = fake_discord.add_guild("Dojo")
    thread = guild.add_channel("games").add_thread("round 1")
    ana = guild.add_member("Ana")
    async with fake_discord.run_bot(lambda: make_demo_bot(guild.id)) as bot:
        assert [c["name"] for c in fake_discord.commands.listing(guild.id)] == ["ping"]
        pong = await (await fake_discord.slash("ping", user=ana, channel=thread)).response()
        assert pong.content == "pong" and pong.channel is thread
        assert isinstance(bot.get_channel(thread.id), discord.Thread)
        assert fake_discord.messages_in(thread) == [pong]


async def test_plain_channel_messages_from_the_bot(fake_discord: FakeDiscord) -> None:
    channel = fake_discord.channel
    async with fake_discord.run_bot(make_demo_bot) as bot:
        target = bot.get_channel(channel.id)
        assert isinstance(target, discord.TextChannel)
        sent = await target.send("turn 1", file=discord.File(__file__, "rules.py"))
        await sent.edit(content="turn 2", attachments=[])
        stored = fake_discord.last_message(channel)
        assert stored.content == "turn 2" and stored.attachments == [] and stored.edits == 1
        assert [m.content async for m in target.history(limit=5)] == ["turn 2"]
        await sent.delete()
        assert fake_discord.messages_in(channel) == []
