"""Yōkai with bot teammates on Discord (issue 17): `/yokai solo`, `/yokai start bots:`, bot turns played by the CPU
runner through the one session path, shown in the board's recap and `/yokai log`, a restart during a bot's turn."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.engine.yokai import result
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from tests.e2e.table import FAMILY_NAMES, ROWS, Table, rigged


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


def leaks(text: str) -> list[str]:
    return [name for name in FAMILY_NAMES if name in text]


async def bots_done(table: Table) -> None:
    """Wait until no bot is to move (the CPU runner played their turns) and the board shows it."""
    assert table.game_id is not None
    await table.bot.cpu.settle(table.game_id)
    await table.settle()


async def test_a_solo_game_with_three_bots_to_the_reveal(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana"])
    ana = table.host
    async with fake_discord.run_bot(table.make_bot):
        for forged in (0, 4):  # outside the command's range: a value no Discord client sends
            options = [{"name": "bots", "type": 4, "value": forged}]
            refused = await (await fake_discord.forge_slash("yokai solo", options, user=ana)).response()
            assert refused.ephemeral and await table.bot.sessions.in_channel(table.channel.id) is None
        solo = await fake_discord.slash("yokai solo", user=ana, options={"bots": 3, "bot_level": "easy"})
        lobby = await solo.response()
        assert "has started" in lobby.text and not lobby.ephemeral
        for number in (1, 2, 3):
            assert f"🤖 CPU {number} (easy)" in lobby.text and "(bot)" not in lobby.text  # issue 34: once
        record = await table.bot.sessions.in_channel(table.channel.id)
        assert record is not None and record.status.value == "active"
        assert [p.is_cpu for p in record.players] == [False, True, True, True]
        table.game_id = record.id
        rng, turns = random.Random(5), 0
        panels: list[FakeMessage] = []  # her panel of each turn
        while True:
            await bots_done(table)
            live = await table.live()
            if live.state.is_over:
                break
            assert await table.to_move() is ana  # the runner played every bot turn
            turns += 1
            assert turns < 30
            board = await table.board()
            if live.state.turn > 1:  # the last turn was a bot's: recapped on the board like anyone's
                assert "Last turn:" in board.text and "CPU 3 (easy)" in board.text, board.text
                log = await (await fake_discord.slash("yokai log", user=ana)).response()  # ... and in the log
                assert log.ephemeral and "CPU 3 (easy) peeked" in log.text and not leaks(log.text), log.text
            assert not leaks(table.public_text()) and "<@-" not in table.public_text()  # no bot is ever pinged
            pings = [m for m in fake_discord.messages_in(table.channel) if "it is your turn" in m.text]
            if turns == 1:  # her first turn: pinged
                assert len(pings) == 1 and f"<@{ana.id}>" in pings[0].text
            else:  # the turn came back to her panel, open since her last turn: brought up to date, no ping
                assert pings == []
                await fake_discord.wait_until(lambda: "peek" in table.verbs(panels[-1]), what="her panel", timeout=15)
            panels.append(await table.play_turn(rng))
        live = await table.live()
        seats = {a.seat for a in (await table.bot.store.load_game(table.game_id)).actions}
        assert {1, 2, 3} <= seats  # each bot played through the session path
        verdict = "appeased!" if result(live.state).won else "**not** appeased"
        reveal = await fake_discord.wait_for_message(table.channel, where=lambda m: verdict in m.text)
        assert reveal.button("Rematch") and not reveal.ephemeral and (await table.board()).attachments  # (its picture)
        # Rematch: with bots only, the same table starts again at once (the same bots, the same options).
        again = await (await fake_discord.click(reveal, label="Rematch", user=ana)).response()
        assert not again.ephemeral and "has started" in again.text
        record = await table.bot.sessions.in_channel(table.channel.id)
        assert record is not None and record.id != table.game_id and record.status.value == "active"
        assert [p.cpu for p in record.players] == [None, "easy", "easy", "easy"]


async def test_two_people_two_bots_and_a_restart_during_a_bots_turn(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben"], cpu_delay_seconds=60)  # no bot plays in the first run
    ana, ben = table.members
    cy = fake_discord.member("Cy")
    rng = random.Random(7)
    async with fake_discord.run_bot(table.make_bot):
        lobby = await table.open(bots=2, bot_level="normal")
        assert "🤖 CPU 1 (normal)" in lobby.text and "🤖 CPU 2 (normal)" in lobby.text
        assert "(3/4)" in lobby.text  # the host and two bots: one seat left for people
        await table.start(lobby=lobby)
        record = await table.bot.store.get_game(table.game_id or 0)
        assert record is not None and [p.user_id for p in record.humans] == [ana.id, ben.id]
        while not (live := await table.live()).record.players[live.state.to_move].is_cpu:
            await table.play_turn(rng)
        seat = live.state.to_move
        name = f"CPU {seat} (normal)"
        # a bot's turn: a stranger and a player who is not to move are answered as for any seat
        board = await table.board()
        stranger = await (await fake_discord.click(board, label="Play my turn", user=cy)).response()
        assert stranger.ephemeral and "not playing in this game" in stranger.text
        early = await (await fake_discord.click(board, label="Play my turn", user=ana)).response()
        assert early.ephemeral and f"It is {name}'s turn" in early.text, early.text
        assert "<@-" not in table.public_text()  # no ping for a bot's turn
        # the bot plays the first action of its turn, then the bot process stops
        runner = table.bot.cpu
        runner.delay = 0
        assert await runner._turn(table.game_id or 0)
        version = (await table.live()).version
        assert (await table.live()).state.to_move == seat  # stopped in the middle of the bot's turn
    table.settings = table.settings.model_copy(update={"cpu_delay_seconds": 0.0})
    async with fake_discord.run_bot(table.make_bot):  # at start-up the bot's turn is played on
        await bots_done(table)
        live = await table.live()
        assert live.version > version + 1 and not live.record.players[live.state.to_move].is_cpu
        board = await table.board()
        assert f"Last turn: turn {live.state.turn - 1}, CPU" in board.text
        played = {a.seat for a in (await table.bot.store.load_game(table.game_id or 0)).actions}
        assert seat in played
        await table.play_turn(rng)  # the game goes on
        await bots_done(table)
        assert (await table.live()).version > live.version


async def test_games_with_bots_are_kept_apart_unless_the_server_counts_them(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    """A solo game does not tick the Level checklist, and `/yokai path` shows it apart; once a manager turns on
    `/settings bot_games`, the next one does (the earlier one keeps what it ticked: nothing)."""
    table = Table(fake_discord, db_url, ["Ana"], games=rigged(ROWS, first=0))  # appeased at the deal, Ana starts
    ana = table.host
    admin = fake_discord.member("Mod", manage_guild=True)

    async def solo_won() -> None:
        await (await fake_discord.slash("yokai solo", user=ana, options={"bots": 1})).response()
        record = await table.bot.sessions.in_channel(table.channel.id)
        assert record is not None
        table.game_id = record.id
        await table.play_turn(random.Random(1), declare=True)
        await fake_discord.wait_for_message(table.channel, where=lambda m: "appeased!" in m.text)

    async def path_text(**options: object) -> str:
        return (await (await fake_discord.slash("yokai path", user=ana, options=options)).response()).text

    async with fake_discord.run_bot(table.make_bot):
        await solo_won()
        store = table.bot.store
        assert await store.path_rows("yokai", user_id=ana.id) == []  # not on the checklist
        text = await path_text(player=ana)
        assert "**Among people**: 0 games won of 0 played" in text, text
        assert "**With bots** (kept apart): 1 game won of 1 played" in text and "this server: does not" in text
        switch = await fake_discord.slash("settings bot_games", user=admin, options={"count": True})
        switched = await switch.response()
        assert switched.ephemeral and "games with bots tick the Level checklist" in switched.text
        await solo_won()
        [row] = await store.path_rows("yokai", user_id=ana.id)
        assert row.won and row.games == 1 and row.tier == "legendary"
        text = await path_text()
        assert "**With bots** (kept apart): 2 games won of 2 played" in text and "this server: counts them" in text


@pytest.mark.parametrize("language", ["en", "fr", "it"])
async def test_bots_in_the_lobby_on_the_board_and_in_the_rules_in_each_language(
    fake_discord: FakeDiscord, db_url: str, language: str
) -> None:
    """A person alone opens a table with two bots in their language: the lobby names the bots (numbered, with their
    level, marked as bots), Start works with one person and two bots, the board recaps a bot's turn under its name,
    and `/yokai rules` there has a Bots section (what a bot's move means), then its details with the picture of
    convention 8's targets."""
    from bot.text.common import cpu_name
    from bot.text.common import text as common
    from bot.text.yokai import text as yokai
    from render.yokai import targets
    from tests.e2e.test_languages import members_speaking

    channel, [ana] = members_speaking(fake_discord, language, ["Ana"])
    table = Table(fake_discord, db_url, [], games=rigged(None, first=1), channel=channel)  # a bot starts
    table.members = [ana]
    async with fake_discord.run_bot(table.make_bot):
        options = {"bots": 2, "bot_level": "hard"}
        lobby = await (await fake_discord.slash("yokai start", user=ana, channel=channel, options=options)).response()
        bots = [cpu_name("hard", language, n) for n in (1, 2)]
        for name in bots:
            assert common("lobby.bot", language, name=name) in lobby.text, lobby.text
        assert common("lobby.players", language, count=3, max=4) in lobby.text
        start = common("lobby.start", language)
        await (await fake_discord.click(lobby, label=start, user=ana)).response()  # one person, two bots: it starts
        record = await table.bot.sessions.in_channel(channel.id)
        assert record is not None and record.status.value == "active"
        table.game_id = record.id
        await bots_done(table)
        live = await table.live()
        assert live.state.turn == 3 and await table.to_move() is ana  # both bots played their turn first
        board = await table.board()
        assert bots[1] in board.text and "<@-" not in table.public_text()
        if language != "en":
            assert "CPU" not in board.text and "hard" not in board.text
        # At a table with bots, How to play has a Bots section (in a player's words), then its details and figures.
        first = await (await fake_discord.slash("yokai rules", user=ana, channel=channel)).response()
        assert first.ephemeral and yokai("rules.title", language) in first.text and len(first.text) <= 1700
        labels = [common(f"rules.button.{name}", language) for name in ("more", "bots")]
        assert [b.label for b in first.buttons] == labels
        bots = await (await fake_discord.click(first, label=labels[1], user=ana)).response()
        assert bots.ephemeral and bots.visible_to is ana and bots.text == yokai("rules.bots", language)
        assert len(bots.text) <= 2000  # was 4,400-5,300 characters in two messages, the figures first
        detail = common("rules.button.bots_more", language)
        more = await (await fake_discord.click(bots, label=detail, user=ana)).response()
        assert more.text == yokai("rules.bots_more", language) and len(more.text) <= 4000
        # Convention 8's targets as a picture with the details, described in the reader's language.
        picture = more.attachment(f"yokai-targets-{language}.png")
        assert picture.data == targets(language) and picture.description == yokai("render.targets", language)


@pytest.mark.parametrize("bot_level", ["hard", "normal"])
async def test_the_hard_bots_target_on_the_board_and_the_panel(
    fake_discord: FakeDiscord, db_url: str, bot_level: str
) -> None:
    """Level 5 with a person and two hard bots: the board and the person's panel draw convention 8's target under
    the cards (where each family goes, what a bot's move into a piece says); with normal bots (who do not play by
    it) neither does."""
    from bot.engine.yokai import Objective, family_cells, view
    from render import yokai as draw

    table = Table(fake_discord, db_url, ["Ana"], games=rigged(None, first=0))  # Ana starts
    async with fake_discord.run_bot(table.make_bot):
        lobby = await table.open(level=5, objective="band", bots=2, bot_level=bot_level)
        await table.start(lobby)
        board = await table.board()
        live = await table.live()
        assert live.state.objective is Objective.BAND and live.state.turn == 1
        seen = await table.bot.sessions.seen_by_seat(live.id, None)
        targets = family_cells(Objective.BAND) if bot_level == "hard" else None
        expected = draw.board(view(live.state, None), names=seen.names, locale="en", targets=targets)
        assert [a.data for a in board.attachments] == [expected]
        panel = await table.open_panel(table.host)
        mine = draw.board(view(live.state, 0), names=seen.names, locale="en", compact=True, targets=targets)
        assert [a.data for a in panel.attachments] == [mine]
