"""One name per thing in every language (issue 34), as a player meets them: the computer player is a bot ("🤖 Bot
(easy)", never "CPU", never said twice), the places a Yōkai card can move to have one word (the panel, its list,
the rules), and Feli-Fuda says once, where it is introduced, why its commands are `/koikoi`."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.text.common import text as common
from bot.text.koikoi import text as koikoi
from bot.text.yokai import text as yokai
from fakediscord.harness import FakeDiscord
from tests.e2e.table import Table
from tests.e2e.test_languages import members_speaking

# The word for the places a Yōkai card can move to, and the words it replaced (issue 34: cell / slot / destination).
SPACE = {"en": "space", "fr": "case", "it": "casell"}  # (stems: plurals too)
NOT_SPACE = {
    "en": ("slot", "cell", "destination"),
    "fr": ("emplacement", "destination"),
    "it": ("posizion", "destinazion"),
}


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


@pytest.mark.parametrize("language", ["en", "fr", "it"])
async def test_one_name_per_thing_in_each_language(fake_discord: FakeDiscord, db_url: str, language: str) -> None:
    channel, (ana, ben) = members_speaking(fake_discord, language, ["Ana", "Ben"])
    duel = channel.guild.add_channel("duel")
    table = Table(fake_discord, db_url, [], channel=channel, members=[ana, ben], language=language)
    async with fake_discord.run_bot(table.make_bot):
        # The duel's computer opponent is "the bot": named once as one ("🤖 Bot (easy)"), on the lobby and the board.
        start = await fake_discord.slash("sketch start", user=ana, channel=duel, options={"level": "easy"})
        lobby = await start.response()
        name = common("cpu.name", language, level=common("cpu.easy", language))
        assert name.startswith("Bot ") and common("lobby.bot", language, name=name) in lobby.text, lobby.text
        seat = common("lobby.bot", language, name=name)  # every mention of it is its one name
        assert "CPU" not in lobby.text and lobby.text.count("Bot") == lobby.text.count(seat) > 0
        stats = await (await fake_discord.slash("sketch stats", user=ana, channel=duel)).response()
        assert "CPU" not in stats.text
        # Feli-Fuda: its rules start by saying why the commands are /koikoi.
        rules = await (await fake_discord.slash("koikoi rules", user=ana, channel=duel)).response()
        title, why = rules.text.split("\n")[:2]
        assert title == f"### {koikoi('rules.title', language)}" and why == koikoi("game.command", language)
        assert "/koikoi" in why and koikoi("game.name", language) in why
        # Yōkai: the places a card can go to are "spaces" (en), "cases" (fr), "caselle" (it) on the panel and its list.
        await table.start()
        mover = await table.to_move()
        panel = await table.open_panel(mover)
        for card in panel.select(table.component(panel, "peek")).values[:2]:
            await table.pick(panel, "peek", card, mover)
        card = panel.select(table.component(panel, "move")).values[0]
        await table.pick(panel, "move", card, mover)
        assert yokai("panel.move_pick", language, card=int(card)) in panel.text
        labels = panel.select(table.component(panel, "dest")).labels
        assert labels[0] == yokai("panel.slot", language, label="A") and SPACE[language] in labels[0].lower()
        shown = (panel.text + " ".join(labels)).lower()
        assert not [word for word in NOT_SPACE[language] if word in shown], shown
        moves = await (await fake_discord.slash("yokai rules", user=mover, channel=channel)).response()
        assert SPACE[language] in moves.text.lower()
