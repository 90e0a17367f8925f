"""The daily deal (`/yokai daily`, issue 17): every table of a server that opens it today gets the same deal at the
day's level and player count, each person plays it once a day, with people or bots."""

from __future__ import annotations

import datetime as dt
import random
from pathlib import Path

import pytest

from bot.store import DailyTable
from cogs.yokai.daily import daily_alt, daily_lines, daily_setup, today, yesterday_line
from fakediscord.harness import FakeDiscord
from render.yokai_daily import daily_board
from tests.e2e.table import FAMILY_NAMES, ROWS, Table, rigged


def leaks(text: str) -> list[str]:
    return [name for name in FAMILY_NAMES if name in text]


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
        started = await (await fake_discord.slash("yokai daily play", user=ana, channel=first, options=bots)).response()
        assert "has started" in started.text and f"level {level}:" in started.text, started.text
        assert f"**Today's deal** of this server ({today().isoformat()}, UTC)" in started.text
        ana_game = await game_in(first)
        # ... once a day: not again, not at another table
        again = await (await fake_discord.slash("yokai daily play", user=ana, channel=second, options=bots)).response()
        assert again.ephemeral and "already played by" in again.text and f"<@{ana.id}>" in again.text
        # another table of the server gets the same deal (a person and bots, or people: here Ben with bots)
        await (await fake_discord.slash("yokai daily play", user=ben, channel=second, options=bots)).response()
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
        lobby = await (await fake_discord.slash("yokai daily play", user=cy, channel=third)).response()
        joined = await (await fake_discord.click(lobby, label="Join", user=ana)).response()
        assert joined.ephemeral and "already played by" in joined.text
        if seats > 2:  # Cy alone cannot start a table of more than two
            early = await (await fake_discord.click(lobby, label="Start", user=cy)).response()
            assert early.ephemeral and f"for {seats} players" in early.text
        record = await table.bot.sessions.in_channel(third.id)
        assert record is not None and record.status.value == "lobby"
        # nobody can read the deal: the seed stays in the store
        assert "seed" not in str(record.options) and not hasattr(record, "seed")


async def test_the_daily_board_shows_scores_tables_and_streaks_never_the_deal(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    """Ana wins today's deal with bots (a rigged deal: appeased at once, she starts), Ben is still playing his: the
    server's board shows both tables, best first, in public, with the day's level and no card of the deal."""
    _, seats = daily_setup(today())
    table = Table(fake_discord, db_url, ["Ana", "Ben"], games=rigged(ROWS, first=0), cpu_delay_seconds=60)
    ana, ben = table.members
    second = fake_discord.guild.add_channel("second")
    bots = {"bots": seats - 1}
    async with fake_discord.run_bot(table.make_bot):
        await (await fake_discord.slash("yokai daily play", user=ana, options=bots)).response()
        record = await table.bot.sessions.in_channel(table.channel.id)
        assert record is not None
        table.game_id = record.id
        await table.play_turn(random.Random(1), declare=True)
        await fake_discord.wait_for_message(table.channel, where=lambda m: "appeased!" in m.text)
        await (await fake_discord.slash("yokai daily play", user=ben, channel=second, options=bots)).response()
        tables = await table.bot.store.daily_tables(fake_discord.guild.id, today().isoformat())
        assert [(t.people[0][1], t.status, t.bots) for t in tables] == [
            ("Ana", "finished", seats - 1),
            ("Ben", None, seats - 1),
        ]
        board = await (await fake_discord.slash("yokai daily board", user=ben, channel=second)).response()
        assert not board.ephemeral and board.attachments and f"Today's deal, {today().isoformat()}" in board.text
        assert "2 tables with their scores" in board.attachments[0].description
        assert not leaks(board.text)


def test_the_daily_board_ranks_tables_and_counts_streaks() -> None:
    day = dt.date(2026, 11, 25)
    tables = [
        DailyTable(1, ((1, "Ana"),), 1, "finished", False, None, None, 6),
        DailyTable(2, ((2, "Ben"), (3, "Cy")), 0, "finished", True, 14, "glorious", 9),
        DailyTable(3, ((4, "Dee"),), 3, None, False, None, None, None),
        DailyTable(4, ((5, "Eve"),), 2, "finished", True, 21, "legendary", 7),
        DailyTable(5, ((6, "Fay"),), 1, "abandoned", False, None, None, 3),
    ]
    days = {2: {"2026-11-25", "2026-11-24", "2026-11-23", "2026-11-21"}, 3: {"2026-11-25"}}
    lines = daily_lines(tables, days, day, "en")
    assert [line.members for line in lines] == [
        "Eve (0 days in a row), 2 bots",
        "Ben (3 days in a row), Cy (1 day)",
        "Ana (0 days in a row), 1 bot",
        "Fay (0 days in a row), 1 bot",
        "Dee (0 days in a row), 3 bots",
    ]
    assert [(line.outcome, line.score) for line in lines] == [
        ("Legendary", 21),
        ("Glorious", 14),
        ("lost", None),
        ("abandoned", None),  # issue 34: it was shown as "lost"
        ("still playing", None),
    ]
    assert daily_alt(lines, "en").split("\n") == [
        "The day's board: 5 tables with their scores.",
        "1. Eve (0 days in a row), 2 bots: Legendary, 21 points, 7 turns",
        "2. Ben (3 days in a row), Cy (1 day): Glorious, 14 points, 9 turns",
        "3. Ana (0 days in a row), 1 bot: lost, 6 turns",
        "4. Fay (0 days in a row), 1 bot: abandoned, 3 turns",
        "5. Dee (0 days in a row), 3 bots: still playing",
    ]
    assert yesterday_line(tables, "fr") == "Gagnants d'hier : Eve (21 points)."
    assert yesterday_line(tables[:1], "en") == "Yesterday's deal had no winner."
    png = daily_board("Today's deal", "Level 1, 2 players.", lines, yesterday_line(tables, "it"), locale="it")
    assert png.startswith(b"\x89PNG")


@pytest.mark.parametrize("language", ["en", "fr", "it"])
async def test_the_daily_deal_in_each_language(fake_discord: FakeDiscord, db_url: str, language: str) -> None:
    """In a server and with a Discord speaking `language`: the daily table's lobby says it is today's deal, a second
    play is refused, and the board speaks the language."""
    from bot.text.common import text as common
    from bot.text.yokai import text as yokai
    from tests.e2e.test_languages import members_speaking

    day = today()
    level, seats = daily_setup(day)
    channel, [ana] = members_speaking(fake_discord, language, ["Ana"])
    table = Table(fake_discord, db_url, [], channel=channel, cpu_delay_seconds=60)
    async with fake_discord.run_bot(table.make_bot):
        options = {"bots": seats - 1}
        started = await (
            await fake_discord.slash("yokai daily play", user=ana, channel=channel, options=options)
        ).response()
        assert common("lobby.daily", language, day=day.isoformat(), seats=seats) in started.text, started.text
        again = await (await fake_discord.slash("yokai daily play", user=ana, channel=channel)).response()
        assert again.ephemeral and again.text == common("session.daily_played", language, mentions=f"<@{ana.id}>")
        board = await (await fake_discord.slash("yokai daily board", user=ana, channel=channel)).response()
        assert yokai("daily.title", language, day=day.isoformat()) in board.text
        assert yokai("daily.subtitle", language, level=level, seats=seats) in board.text
        assert board.attachments[0].description.startswith(yokai("daily.alt", language, tables=1) + "\n1. Ana")
        # Issue 34: Ana ends her table: the board says it was abandoned (not lost), in its text alternative too, and
        # the day is not in her streak.
        confirm = await (await fake_discord.slash("yokai end", user=ana, channel=channel)).response()
        await (await fake_discord.click(confirm, label=common("confirm.yes", language), user=ana)).response()
        board = await (await fake_discord.slash("yokai daily board", user=ana, channel=channel)).response()
        member = yokai("daily.member", language, name="Ana", days=0)
        bots = yokai("daily.bots", language, count=seats - 1)
        shown = yokai("daily.alt_table", language, rank=1, members=f"{member}, {bots}", result="")
        assert shown + yokai("daily.abandoned", language) in board.attachments[0].description
        assert yokai("daily.lost", language) not in board.attachments[0].description
