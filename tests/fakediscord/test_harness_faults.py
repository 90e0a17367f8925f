"""Injected faults: rate limits and server errors are retried by the client; a dropped gateway is RESUMEd."""

from __future__ import annotations

import asyncio

import discord

from fakediscord.harness import FakeDiscord
from tests.fakediscord.demo_bot import make_demo_bot


async def test_a_rate_limited_callback_is_retried(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(make_demo_bot):
        fault = fake_discord.fail_next("POST", "/interactions/*/callback", status=429, retry_after=0.05)
        hello = await fake_discord.slash("demo hello", user=ana, options={"name": "Ana"})
        assert (await hello.response()).content.startswith("Hello Ana")
        assert fault.served == 1
        statuses = [status for method, path, status in fake_discord.requests if path.endswith("/callback")]
        assert statuses == [429, 200]


async def test_rate_limited_channel_messages_and_a_server_error(fake_discord: FakeDiscord) -> None:
    channel = fake_discord.channel
    async with fake_discord.run_bot(make_demo_bot) as bot:
        target = bot.get_channel(channel.id)
        assert isinstance(target, discord.TextChannel)
        limited = fake_discord.fail_next("POST", f"/channels/{channel.id}/messages", status=429, times=2)
        await target.send("after two 429s")
        broken = fake_discord.fail_next("GET", f"/channels/{channel.id}/messages/*", status=502)
        fetched = await target.fetch_message(fake_discord.last_message(channel).id)  # retried after ~1 s
        assert fetched.content == "after two 429s"
        assert (limited.served, broken.served) == (2, 1)


async def test_a_dropped_gateway_is_resumed_and_missed_events_replayed(fake_discord: FakeDiscord) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(make_demo_bot):
        await fake_discord.drop_gateway()
        assert (fake_discord.gateway.identifies, fake_discord.gateway.resumes) == (1, 1)
        hello = await fake_discord.slash("demo hello", user=ana, options={"name": "after resume"})
        assert (await hello.response()).content.startswith("Hello after resume")

        # An interaction dispatched while the socket is down is replayed after the RESUME.
        await fake_discord.drop_gateway(wait_resumed=False)
        missed = await fake_discord.slash("demo hello", user=ana, options={"name": "missed"})
        assert (await missed.response()).content.startswith("Hello missed")
        assert (fake_discord.gateway.identifies, fake_discord.gateway.resumes) == (1, 2)


async def test_heartbeats_are_acknowledged(fake_discord: FakeDiscord) -> None:
    async with fake_discord.run_bot(make_demo_bot) as bot:
        await fake_discord.wait_until(lambda: fake_discord.gateway.heartbeats, timeout=2, what="a heartbeat")
        await fake_discord.wait_until(lambda: bot.latency != float("inf"), timeout=2, what="the heartbeat ACK")


async def test_the_global_limit_answers_429_and_the_client_waits(fake_discord: FakeDiscord) -> None:
    """Discord's 50 requests per second per bot: above it, a global 429 (interaction answers do not count)."""
    channel = fake_discord.channel
    fake_discord.limits.global_limit = 5
    async with fake_discord.run_bot(make_demo_bot) as bot:
        target = bot.get_channel(channel.id)
        assert isinstance(target, discord.TextChannel)
        await asyncio.sleep(1.1)  # login requests are out of the window
        await asyncio.gather(*(target.send(f"message {n}") for n in range(8)))
        assert fake_discord.limits.global_429s >= 1  # answered 429, retried by discord.py after retry_after
        assert sorted(m.content for m in fake_discord.messages_in(channel))[-8:] == sorted(
            f"message {n}" for n in range(8)
        )
        assert fake_discord.limits.peak_per_second <= 5


async def test_a_nonce_enforced_twice_creates_one_message(fake_discord: FakeDiscord) -> None:
    """`enforce_nonce`: a second create with the same nonce returns the first message (a retried post)."""
    channel = fake_discord.channel
    async with fake_discord.run_bot(make_demo_bot) as bot:
        target = bot.get_channel(channel.id)
        assert isinstance(target, discord.TextChannel)
        first = await target.send("board", nonce="b1.7")
        again = await target.send("board", nonce="b1.7")
        other = await target.send("board", nonce="b1.8")
        assert first.id == again.id != other.id
        assert [m.content for m in fake_discord.messages_in(channel)] == ["board", "board"]
        assert fake_discord.duplicate_nonces == 1


async def test_per_channel_buckets_make_the_client_wait(fake_discord: FakeDiscord) -> None:
    channel = fake_discord.channel
    fake_discord.limits.per_channel, fake_discord.limits.window = 2, 0.5
    async with fake_discord.run_bot(make_demo_bot) as bot:
        target = bot.get_channel(channel.id)
        assert isinstance(target, discord.TextChannel)
        for n in range(5):
            await target.send(f"m{n}")
        assert [m.content for m in fake_discord.messages_in(channel)] == [f"m{n}" for n in range(5)]
