"""Turns that find their players: a direct message when one's turn has waited as long as one asked (`/settings
turns`), with a link that opens the live board on that game and one to the game's board; one a turn, none while the
person has the game open on the live board, none after Discord refused one (noted once, not tried again)."""

from __future__ import annotations

import random
import time
from typing import Any
from urllib.parse import parse_qs, urlsplit

from bot.table.letters import TurnLetters
from bot.text.common import text as common
from fakediscord.harness import FakeDiscord
from tests.activity.kit import LiveTable


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
