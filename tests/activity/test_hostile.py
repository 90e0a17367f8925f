"""What no Discord client sends, sent to the live board: each is refused, nothing changes, nothing hidden is sent.

Sign-in: a forged code, a replayed code, a person not in the instance, an instance Discord does not know, a pass
tampered with or made with another key. The websocket: no pass, a late one, another game's id, a spectator's move,
a move out of turn, a stale version, a malformed move, an oversized frame, a binary frame, a flood, too many pages.
"""

from __future__ import annotations

import asyncio
import base64
import json
from dataclasses import replace
from typing import Any

import pytest

from bot.activity import Passes
from bot.activity.tokens import session_key
from fakediscord.harness import FakeDiscord
from tests.activity.kit import Page

pytestmark = pytest.mark.usefixtures("fake_discord")


def no_family(page: Page) -> bool:
    """No frame this page got shows a card's family."""
    return all(
        c["family"] is None for f in page.frames if f.get("t") == "state" and f.get("view") for c in f["view"]["cards"]
    )


async def test_sign_in_is_refused_without_discords_word(fake_discord: FakeDiscord, live_table: Any) -> None:
    table = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        ana = table.members[0]
        instance = await table.launch(ana)
        page = table.blank()
        assert await page.sign_in("forged-code", instance) is None
        code = fake_discord.activities.authorize(ana)
        assert await page.sign_in(code, instance) is not None
        assert await page.sign_in(code, instance) is None  # replayed
        stranger = fake_discord.member("Zed")  # never joined the instance
        assert await page.sign_in(fake_discord.activities.authorize(stranger), instance) is None
        unknown = instance.replace("i-", "i-9")
        assert await page.sign_in(fake_discord.activities.authorize(ana), unknown) is None
        for bad in ("../../users/@me", "x" * 300, ""):
            assert await page.sign_in(fake_discord.activities.authorize(ana), bad) is None


async def test_an_instance_discord_knows_only_a_moment_after_its_launch(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    table = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        fake_discord.activities.hidden_for = 0.5  # Discord answers 404 for half a second after the launch
        instance = await table.launch(table.members[0])
        before = fake_discord.activities.instance_lookups
        page = await table.page(table.members[0], instance)
        assert (await page.state())["kind"] == "yokai"
        assert fake_discord.activities.instance_lookups - before >= 2  # asked again until Discord knew it


async def test_a_pass_tampered_with_or_signed_with_another_key_is_refused(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    table = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        ana = table.members[0]
        instance = await table.launch(ana)
        page = table.blank()
        grant = await page.sign_in(fake_discord.activities.authorize(ana), instance)
        assert grant is not None
        payload, signature = grant.split(".")
        fields = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
        fields["user"] = table.members[1].id  # another person
        forged_payload = base64.urlsafe_b64encode(json.dumps(fields).encode()).rstrip(b"=").decode()
        other_key = Passes(session_key("not-the-secret"), lifetime=600).issue(
            user=ana.id, name="Ana", instance=instance, channel=table.channel.id, guild=None, locale="en"
        )
        for bad in (f"{forged_payload}.{signature}", other_key, "", None, 42, "a.b.c"):
            forged = table.blank()
            await forged.connect(bad)  # type: ignore[arg-type]
            assert await forged.closed() == 4001 and not forged.frames
        expired = Passes(session_key(fake_discord.activities.client_secret), lifetime=-1).issue(
            user=ana.id, name="Ana", instance=instance, channel=table.channel.id, guild=None, locale="en"
        )
        late = table.blank()
        await late.connect(expired)
        assert await late.closed() == 4001


async def test_moves_no_client_sends_are_refused_and_change_nothing(fake_discord: FakeDiscord, live_table: Any) -> None:
    table = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        mover = await table.to_move()
        waiting = next(m for m in table.members if m is not mover)
        instance = await table.launch(mover)
        player = await table.page(mover, instance)
        other = await table.page(waiting, instance)
        watcher = await table.page(fake_discord.member("Eve"), instance)
        state = await player.state()
        game, version = state["game"], state["version"]

        async def refused(page: Page, game_id: Any, at: Any, action: Any) -> str:
            answer = await page.act(game_id, at, action)
            assert answer["t"] == "refused", answer
            return str(answer["key"])

        assert await refused(player, game + 1, version, {"type": "peek", "card": 1}) == "activity.wrong_game"
        assert await refused(player, str(game), version, {"type": "peek", "card": 1}) == "activity.wrong_game"
        assert await refused(watcher, game, version, {"type": "peek", "card": 1}) == "session.not_seated"
        assert await refused(other, game, version, {"type": "peek", "card": 1}) == "session.not_your_turn"
        assert await refused(player, game, version - 1, {"type": "peek", "card": 1}) == "session.stale"
        assert await refused(player, game, True, {"type": "peek", "card": 1}) == "error.bad_input"
        for bad in (
            {"type": "peek", "card": 17},
            {"type": "peek", "card": "1"},
            {"type": "peek", "card": True},
            {"type": "move", "card": 1, "to": [1]},
            {"type": "move", "card": 1, "to": [10**9, 0]},
            {"type": "fly"},
            [],
            "peek",
        ):
            assert await refused(player, game, version, bad) == "error.bad_input"
        assert await refused(player, game, version, {"type": "move", "card": 1, "to": [5, 5]}) == "illegal.peek_first"
        live = await table.live()
        assert live.version == version and not live.state.peeked  # nothing changed
        await player.send_raw("not json")
        await player.send_raw(json.dumps({"t": "act", "game": game}))
        assert no_family(watcher) and no_family(other)


async def test_oversized_binary_and_flooding_frames_close_the_connection(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    table = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        ana = table.members[0]
        version = (await table.live()).version
        instance = await table.launch(ana)
        big = await table.page(ana, instance)
        await big.state()
        await big.send_raw(json.dumps({"t": "ping", "pad": "x" * 5000}))
        assert await big.closed() == 1009  # message too big
        binary = await table.page(ana, instance)
        await binary.state()
        await binary.send_raw(b"\x00" * 10)
        assert await binary.closed() == 4003
        flood = await table.page(ana, instance)
        await flood.state()
        for _ in range(60):
            if flood.closed_with is not None:
                break
            await flood.send_raw('{"t":"ping"}')
        assert await flood.closed() == 4008
        assert (await table.live()).version == version


async def test_a_connection_that_never_signs_in_is_closed_and_pages_are_counted(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    table = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        board = table.bot.live_board
        assert board is not None
        board.server.limits = replace(board.server.limits, auth_timeout=0.3, per_user=2)
        silent = table.blank()
        await silent.connect(None, auth=False)
        assert await silent.closed(timeout=3) == 4001 and not silent.frames
        ana = table.members[0]
        instance = await table.launch(ana)
        pages = [await table.page(ana, instance) for _ in range(2)]
        for page in pages:
            await page.state()
        third = await table.page(ana, instance)
        assert await third.closed() == 4009
        await asyncio.sleep(0)


async def test_every_request_with_the_bots_token_takes_a_slot_of_the_budget(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    """The instance look-ups (the bot's token) wait for a slot of the bot's shared request budget, like the keeper's
    requests; the code exchange and /users/@me (the person's token) do not count against the bot's global limit."""
    table = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        bot = table.bot
        assert bot.budget is not None and bot.live_board is not None
        taken: list[int] = []
        real = bot.budget.take

        async def counted(priority: int = 0) -> float:
            taken.append(priority)
            return await real(priority)

        bot.budget.take = counted  # type: ignore[method-assign]
        fake_discord.activities.hidden_for = 0.3
        instance = await table.launch(table.members[0])
        before = fake_discord.activities.instance_lookups
        await table.page(table.members[0], instance)
        asked = fake_discord.activities.instance_lookups - before
        assert asked >= 2 and len(taken) >= asked  # each look-up, the retries included
