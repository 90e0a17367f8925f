"""Turns that find their players: a direct message when one's turn has waited as long as one asked (`/settings
turns`), with a link that opens the live board on that game and one to the game's board; one a turn, none while the
person has the game open on the live board, none after Discord refused one (noted once, not tried again)."""

from __future__ import annotations

import random
import time
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

from bot.table.letters import TurnLetters
from bot.text.common import text as common
from fakediscord.harness import FakeDiscord
from tests.activity.kit import LiveTable
from tests.activity.koikoi_kit import KoikoiTable
from tests.activity.sketch_table import SketchTable
from tests.e2e.test_koikoi import play_turn as koikoi_turn
from tests.e2e.test_sketch import play_turn as sketch_turn


async def by_hand(table: LiveTable) -> TurnLetters:
    """The bot's turn letters, looked for when the test says only (its own looks would race the test's)."""
    letters = table.bot.letters
    await letters.close()
    return letters


def links(message: dict[str, Any]) -> dict[str, str]:
    """A direct message's link buttons: label -> address."""
    return {b["label"]: b["url"] for row in message["components"] for b in row["components"] if b.get("url")}


async def test_a_turn_letter_once_a_turn_with_its_links_and_none_while_watching(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    table: LiveTable = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        ben = table.members[1]
        ben.locale = "fr"
        answer = await (await fake_discord.slash("settings turns", user=ben, options={"after": "now"})).response()
        assert answer.ephemeral and answer.text == common("settings.turns_on", "fr", after=0)
        await table.start()
        letters = await by_hand(table)
        rng = random.Random(3)
        while await table.to_move() is not ben:
            assert await letters.send_due() == 0  # not Ben's turn: nothing
            await table.play_turn(rng)
        assert await letters.send_due() == 1
        (letter,) = fake_discord.dms.to(ben)
        game = table.game_id
        assert letter["content"] == common("letters.turn", "fr", game="Yōkai", channel=f"<#{table.channel.id}>")
        found = links(letter)
        activity = urlsplit(found[common("activity.open", "fr")])
        assert activity.netloc == "discord.com" and activity.path == f"/activities/{fake_discord.application_id}"
        assert parse_qs(activity.query)["custom_id"] == [f"game-{game}"]
        board = await table.board()
        assert found[common("letters.board", "fr")].endswith(f"/{table.channel.guild.id}/{table.channel.id}/{board.id}")
        assert await letters.send_due() == 0 and len(fake_discord.dms.to(ben)) == 1  # once a turn
        # The link opens the live board on that game, wherever Ben launches it (here: in another channel).
        elsewhere = table.channel.guild.add_channel("elsewhere")
        instance = fake_discord.activities.launch(elsewhere, ben).id
        page = table.blank()
        grant = await page.sign_in(fake_discord.activities.authorize(ben), instance, custom=f"game-{game}")
        await page.connect(grant)
        assert (await page.state())["game"] == game
        # Ben plays his turn; the next one comes while he has the game open: no letter for it.
        await table.play_turn(rng)
        while await table.to_move() is not ben:
            await table.play_turn(rng)
        assert table.bot.watching_live(game or 0, ben.id)
        assert await letters.send_due() == 0 and len(fake_discord.dms.to(ben)) == 1
        await page.close()
        assert await letters.send_due() == 1 and len(fake_discord.dms.to(ben)) == 2  # the page closed: written


async def test_a_refused_direct_message_is_noted_once_and_not_tried_again(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    table: LiveTable = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        ana, ben = table.members
        for member in (ana, ben):
            await (await fake_discord.slash("settings turns", user=member, options={"after": "now"})).response()
        fake_discord.dms.close(ana)
        fake_discord.dms.close(ben)
        await table.start()
        letters = await by_hand(table)
        assert await letters.send_due() == 0 and fake_discord.dms.refused == 1
        rng = random.Random(1)
        for _ in range(4):  # both take turns: neither is written to again
            await table.play_turn(rng)
            await letters.send_due()
        assert fake_discord.dms.refused == 2  # once for each of them, then never again
        mover = await table.to_move()
        assert (await table.bot.store.turn_letters_of(mover.id)).refused
        # Choosing again (the person opened their messages) starts them again.
        fake_discord.dms.closed.discard(mover.id)
        await (await fake_discord.slash("settings turns", user=mover, options={"after": "now"})).response()
        assert await letters.send_due() == 1


async def test_a_person_who_never_asked_gets_no_letter_and_a_cpus_seat_none(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    table: LiveTable = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        ana = table.members[0]
        await (await fake_discord.slash("settings turns", user=ana, options={"after": "30"})).response()
        await table.start()
        letters = await by_hand(table)
        assert await letters.send_due() == 0  # nobody's turn has waited 30 minutes
        assert await letters.send_due(now=time.time() + 31 * 60) <= 1
        assert not fake_discord.dms.to(table.members[1])  # Ben never asked
        await (await fake_discord.slash("settings turns", user=ana, options={"after": "never"})).response()
        assert await letters.send_due(now=time.time() + 10**6) == 0


async def test_the_letters_button_opens_the_turn_panel_in_the_dm_and_the_turn_is_played_there(
    fake_discord: FakeDiscord, live_table: Any
) -> None:
    """Issue 33: "a button that opens today's panel". Ana's letter carries "Play my turn": pressed in her direct
    messages, it opens her panel there (hers alone) and her whole turn is played from it; the board in the channel
    follows. Nobody else gets anything from that button, nor from a forged one: a person not seated at the game, a
    click on a verb that is not a panel's (the lobby's, the table's), a game whose player one is not, a player no
    longer a member of the game's server."""
    table: LiveTable = live_table(["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        ana, ben = table.members
        cleo = table.channel.guild.add_member("Cleo")
        await (await fake_discord.slash("settings turns", user=ana, options={"after": "now"})).response()
        await table.start()
        letters = await by_hand(table)
        rng = random.Random(5)
        while await table.to_move() is not ana:
            await table.play_turn(rng)
        assert await letters.send_due() == 1
        (letter,) = fake_discord.dms.to(ana)
        play = common("table.play", "en")
        (panel_id,) = [b["custom_id"] for row in letter["components"] for b in row["components"] if b.get("custom_id")]
        game = table.game_id or 0
        assert panel_id.startswith(f"yokai:{game}:") and panel_id.endswith(":panel")
        before = (await table.live()).state

        opened = await fake_discord.click_dm(letter, play, user=ana)
        panel = await opened.response()
        assert opened.record.dm and panel.ephemeral and panel.visible_to is ana
        assert panel not in fake_discord.messages_in(table.channel)  # in her DMs, hers alone
        assert "peek" in table.verbs(panel)
        await table.play_turn(rng, panel=panel)
        clicks = [i for i in fake_discord.interactions.values() if i.source is panel]
        assert clicks and all(i.dm and i.dm_channel == int(letter["channel_id"]) for i in clicks)
        assert all(i.original is None or not i.original.deleted for i in clicks)
        assert await table.to_move() is ben and (await table.live()).state != before
        await table.settle()  # the board in the channel follows the turn played in the DM
        now = (await table.live()).version
        assert table.component(await table.board(), "panel") == f"yokai:{game}:{now}:panel"
        assert common("letters.turn", "en", game="Yōkai", channel=f"<#{table.channel.id}>") == letter["content"]

        # The same button once the turn is gone: her panel says whose turn it is, nothing is played.
        version = (await table.live()).version
        late = await (await fake_discord.click_dm(letter, play, user=ana)).response()
        assert late.ephemeral and common("session.not_your_turn", "en", player="Ben") in late.text
        assert (await table.live()).version == version

        refused = [
            (cleo, {"custom_id": panel_id, "component_type": 2}, "error.dm_not_seated"),
            (cleo, {"custom_id": f"yokai:{game}:0:peek", "component_type": 3, "values": ["1"]}, "error.dm_not_seated"),
            (ana, {"custom_id": f"yokai:{game}:{version}:end_yes", "component_type": 2}, "error.wrong_place"),
            (ana, {"custom_id": f"yokai:{game}:{version}:join", "component_type": 2}, "error.wrong_place"),
            (ana, {"custom_id": f"yokai:{game}:{version}:live", "component_type": 2}, "error.wrong_place"),
            (ana, {"custom_id": f"yokai:{game}:{version}:next_level", "component_type": 2}, "error.wrong_place"),
            (ana, {"custom_id": f"koikoi:{game}:{version}:panel", "component_type": 2}, "session.unknown_game"),
        ]
        for who, data, key in refused:
            answer = await (await fake_discord.forge_component_dm(data, user=who)).response()
            assert answer.ephemeral and answer.visible_to is who, (data, answer.describe())
            assert common(key, "en", kind="yokai") in answer.text, (data, answer.text)
        assert (await table.live()).version == version  # nothing was played by any of them

        # Ben, seated, is removed from the server: his game's buttons no longer play from his direct messages.
        table.channel.guild.remove_member(ben)
        answer = await (
            await fake_discord.forge_component_dm({"custom_id": panel_id, "component_type": 2}, user=ben)
        ).response()
        assert answer.ephemeral and common("error.dm_not_member", "en") in answer.text
        assert (await table.live()).version == version


@pytest.mark.parametrize("kind", ["koikoi", "sketch"])
async def test_a_duels_letter_opens_the_hand_in_the_dm_and_the_turn_is_played_there(
    fake_discord: FakeDiscord, koikoi_table: Any, sketch_table: Any, kind: str
) -> None:
    """The same for the duels (a duel's panel is the hand, "My hand"), in French: Ben plays his turn from his DMs."""
    table: KoikoiTable | SketchTable = (koikoi_table if kind == "koikoi" else sketch_table)(["Ana", "Ben"])
    play_turn = koikoi_turn if kind == "koikoi" else sketch_turn
    async with fake_discord.run_bot(table.make_bot):
        ana, ben = table.members
        await table.start()
        game = table.game_id or 0
        ben.locale = "fr"
        await (await fake_discord.slash("settings turns", user=ben, options={"after": "now"})).response()
        letters = await by_hand(table)
        rng = random.Random(2)
        record = await table.bot.store.get_game(game)
        assert record is not None
        seat = record.seat_of(ben.id)
        assert seat is not None
        while (await table.bot.sessions.live(game)).state.to_move != seat:
            await play_turn(fake_discord, game, ana, 1 - seat, rng)
        assert await letters.send_due() == 1
        (letter,) = fake_discord.dms.to(ben)
        hand = await (await fake_discord.click_dm(letter, common("table.hand", "fr"), user=ben)).response()
        assert hand.ephemeral and hand.visible_to is ben and hand.attachments
        assert hand not in fake_discord.messages_in(table.channel)
        version = (await table.bot.sessions.live(game)).version
        await play_turn(fake_discord, game, ben, seat, rng, panel=hand)
        live = await table.bot.sessions.live(game)
        assert live.version > version and (live.state.to_move != seat or live.record.status.value != "active")
