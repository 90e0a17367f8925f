"""The daily deal (`/yokai daily`, issue 17): every table of a server that opens it today gets the same deal at the
day's level and player count, each person plays it once a day, with people or bots."""

from __future__ import annotations

from pathlib import Path

import pytest

from cogs.yokai.daily import daily_setup, today
from fakediscord.harness import FakeDiscord
from tests.e2e.table import Table


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


async def test_the_daily_deal_is_the_same_at_every_table_and_played_once_a_day(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    level, seats = daily_setup(today())
    table = Table(fake_discord, db_url, ["Ana", "Ben", "Cy"], cpu_delay_seconds=60)  # the bots wait: deals compared
    ana, ben, cy = table.members
    guild = fake_discord.guild
    first, second, third = fake_discord.channel, guild.add_channel("second"), guild.add_channel("third")
    bots = {"bots": seats - 1}

    async def game_in(channel: object) -> int:
        record = await table.bot.sessions.in_channel(channel.id)  # type: ignore[attr-defined]
        assert record is not None and record.status.value == "active" and record.options["daily"]["seats"] == seats
        return record.id

    async with fake_discord.run_bot(table.make_bot):
        # Ana plays today's deal with bots: it starts at once, at the day's level and player count
        started = await (await fake_discord.slash("yokai daily", user=ana, channel=first, options=bots)).response()
        assert "has started" in started.text and f"level {level}:" in started.text, started.text
        assert f"**Today's deal** of this server ({today().isoformat()}, UTC)" in started.text
        ana_game = await game_in(first)
        # ... once a day: not again, not at another table
        again = await (await fake_discord.slash("yokai daily", user=ana, channel=second, options=bots)).response()
        assert again.ephemeral and "already played by" in again.text and f"<@{ana.id}>" in again.text
        # another table of the server gets the same deal (a person and bots, or people: here Ben with bots)
        await (await fake_discord.slash("yokai daily", user=ben, channel=second, options=bots)).response()
        ben_game = await game_in(second)
        mine, theirs = [(await table.bot.sessions.live(g)).state for g in (ana_game, ben_game)]
        assert mine is not None and theirs is not None
        assert (mine.families, mine.cells, mine.hints, mine.first_player) == (
            theirs.families,
            theirs.cells,
            theirs.hints,
            theirs.first_player,
        )
        assert mine.players == theirs.players == seats and mine.config.level == level
        # a table of people: Cy opens it, Ana may not join (she played today), the start wants the day's count
        lobby = await (await fake_discord.slash("yokai daily", user=cy, channel=third)).response()
        joined = await (await fake_discord.click(lobby, label="Join", user=ana)).response()
        assert joined.ephemeral and "already played by" in joined.text
        if seats > 2:  # Cy alone cannot start a table of more than two
            early = await (await fake_discord.click(lobby, label="Start", user=cy)).response()
            assert early.ephemeral and f"for {seats} players" in early.text
        record = await table.bot.sessions.in_channel(third.id)
        assert record is not None and record.status.value == "lobby"
        # nobody can read the deal: the seed stays in the store
        assert "seed" not in str(record.options) and not hasattr(record, "seed")
