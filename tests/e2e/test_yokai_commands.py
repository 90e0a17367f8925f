"""The commands around the turns: lobby rules, slash actions with autocomplete, /yokai end, rules, board, sweeper."""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

import pytest

from bot.engine.yokai import Step, legal_moves
from bot.store import GameStatus
from fakediscord.harness import FakeDiscord
from tests.e2e.table import ROWS, Table, rigged


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


async def test_lobby_join_leave_full_busy_and_cancel(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben", "Cy", "Dee", "Eve"])
    ana, ben, cy, dee, eve = table.members
    async with fake_discord.run_bot(table.make_bot):
        lobby = await table.open(level=3)
        assert "stacked" in lobby.text  # the chosen options are shown
        solo = await (await fake_discord.click(lobby, label="Start", user=ana)).response()
        assert solo.ephemeral and "At least 2 players" in solo.text
        for member in (ben, cy, dee):
            await (await fake_discord.click(lobby, label="Join", user=member)).response()
        assert "Players (4/4)" in lobby.text
        full = await (await fake_discord.click(lobby, label="Join", user=eve)).response()
        assert full.ephemeral and "full" in full.text
        await (await fake_discord.click(lobby, label="Leave", user=dee)).response()
        assert f"<@{dee.id}>" not in lobby.text
        not_host = await (await fake_discord.click(lobby, label="Start", user=ben)).response()
        assert not_host.ephemeral and "Only the host" in not_host.text
        busy = await (await fake_discord.slash("yokai start", user=eve, channel=table.channel)).response()
        assert busy.ephemeral and "already has a game" in busy.text
        await (await fake_discord.click(lobby, label="Cancel", user=ana)).response()
        assert lobby.buttons == [] and "cancelled" in lobby.text
        again = await (await fake_discord.slash("yokai start", user=eve, channel=table.channel)).response()
        assert not again.ephemeral  # the channel is free again


async def test_a_lobby_found_by_the_catch_up_while_its_answer_is_on_its_way_is_posted_once(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    """Start-up's catch-up can find a lobby saved a moment before its answer posts it: the keeper leaves it to the
    answer (a second lobby message would take every later click away from the first one)."""
    table = Table(fake_discord, db_url, ["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot) as bot:
        answer = fake_discord.hold("POST", "/interactions/*/callback")
        start = await fake_discord.slash("yokai start", user=table.host, channel=table.channel)
        await fake_discord.wait_until(lambda: answer.arrived.is_set(), timeout=10, what="the answer to /yokai start")
        assert await bot.keeper.backlog() == 1  # the lobby is behind: saved, not shown yet
        await asyncio.sleep(0.5)  # time for a keeper that did not wait for the answer to post the lobby itself
        fake_discord.release_holds()
        lobby = await start.response()
        await bot.keeper.settle()
        assert [m.id for m in fake_discord.messages_in(table.channel) if "a new table is open" in m.text] == [lobby.id]
        await (await fake_discord.click(lobby, label="Join", user=table.members[1])).response()
        assert "Players (2/4)" in lobby.text


async def test_options_that_cannot_be_played_get_a_clear_answer(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        bad = await fake_discord.slash("yokai start", user=table.host, options={"edition": "first", "level": 5})
        answer = await bad.response()
        assert answer.ephemeral and "levels 1 to 4" in answer.text
        partial = await fake_discord.slash("yokai start", user=table.host, options={"one_family": 2})
        assert "give all three counts" in (await partial.response()).text
        lobby = await table.open(secret_affinities=3)
        await (await fake_discord.click(lobby, label="Join", user=table.members[1])).response()
        refused = await (await fake_discord.click(lobby, label="Start", user=table.host)).response()
        assert refused.ephemeral and "3 secret Affinity cards need as many players" in refused.text


async def test_a_game_in_a_thread(fake_discord: FakeDiscord, db_url: str) -> None:
    thread = fake_discord.channel.add_thread("yokai night")
    table = Table(fake_discord, db_url, ["Ana", "Ben"], channel=thread)
    async with fake_discord.run_bot(table.make_bot):
        board = await table.start()
        assert board.channel is thread
        other = await (await fake_discord.slash("yokai start", user=table.host)).response()
        assert not other.ephemeral  # the parent channel is another channel


async def test_a_turn_by_slash_commands_with_autocomplete(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        mover = await table.to_move()
        waiting = next(m for m in table.members if m is not mover)
        choices = await fake_discord.autocomplete("yokai peek", focused="card", user=mover)
        assert [c["value"] for c in choices] == list(range(1, 17))
        assert await fake_discord.autocomplete("yokai peek", focused="card", user=waiting) == []
        first = await (await fake_discord.slash("yokai peek", user=mover, options={"card": 3})).response()
        assert first.ephemeral and first.visible_to is mover and "card 3 is **" in first.text and first.attachments
        choices = await fake_discord.autocomplete("yokai peek", focused="card", user=mover)
        assert 3 not in [c["value"] for c in choices]
        await (await fake_discord.slash("yokai peek", user=mover, options={"card": 4})).response()
        live = await table.live()
        assert live.state.step is Step.MOVE
        move = legal_moves(live.state)[0]
        cards = await fake_discord.autocomplete("yokai move", focused="card", user=mover)
        assert move.card in [c["value"] for c in cards]
        dests = await fake_discord.autocomplete("yokai move", focused="to", user=mover, options={"card": move.card})
        value = f"{move.to[0]},{move.to[1]}"
        assert value in [c["value"] for c in dests] and dests[0]["name"].startswith("Slot A")
        wrong = await (
            await fake_discord.slash("yokai move", user=mover, options={"card": move.card, "to": "over there"})
        ).response()
        assert wrong.ephemeral and "Pick a destination" in wrong.text
        moved = await (
            await fake_discord.slash("yokai move", user=mover, options={"card": move.card, "to": value})
        ).response()
        # Revealing was the only hint action left: played with the move, and the answer says so.
        assert f"You moved card {move.card}" in moved.text and "You revealed hint 1" in moved.text
        assert "plays next" in moved.text
        board = await table.board()
        assert "turn 2" in board.text and board.edits >= 3  # updated after every public action
        # the next player places the revealed hint
        mover = await table.to_move()
        for card in (5, 6):
            await (await fake_discord.slash("yokai peek", user=mover, options={"card": card})).response()
        live = await table.live()
        move = legal_moves(live.state)[0]
        await (
            await fake_discord.slash(
                "yokai move", user=mover, options={"card": move.card, "to": f"{move.to[0]},{move.to[1]}"}
            )
        ).response()
        hints = await fake_discord.autocomplete("yokai hint", focused="hint", user=mover, options={"action": "place"})
        assert [c["value"] for c in hints] == [1]
        placed = await (
            await fake_discord.slash("yokai hint", user=mover, options={"action": "place", "hint": 1, "card": 9})
        ).response()
        assert "You placed hint 1 on card 9" in placed.text
        assert (await table.live()).state.is_locked(9)


async def test_end_needs_the_host_or_manage_server_and_a_confirmation(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben"])
    admin = fake_discord.member("Mod", manage_guild=True)
    async with fake_discord.run_bot(table.make_bot):
        board = await table.start()
        mover = await table.to_move()
        open_panel = await table.open_panel(mover)
        refused = await (await fake_discord.slash("yokai end", user=table.members[1])).response()
        assert refused.ephemeral and "Only the host or a member with Manage Server" in refused.text
        confirm = await (await fake_discord.slash("yokai end", user=admin)).response()
        assert confirm.ephemeral and "recorded as abandoned" in confirm.text
        await table.press(confirm, "end_no", admin)
        assert "goes on" in confirm.text and (await table.live()).status is GameStatus.ACTIVE
        confirm = await (await fake_discord.slash("yokai end", user=table.host)).response()
        await table.press(confirm, "end_yes", table.host)
        await fake_discord.wait_for_message(table.channel, where=lambda m: "ended by" in m.text)
        await table.settle()
        assert board.buttons == []
        assert "ended at turn 1" in board.text and "is peeking" not in board.text  # no live turn on the board
        await fake_discord.wait_until(lambda: open_panel.custom_ids == [], what="the open panel to close", timeout=15)
        assert "was ended" in open_panel.text
        stats = await table.bot.store.player_stats("yokai", table.host.id)
        assert (stats.played, stats.won, stats.abandoned) == (1, 0, 1)


async def test_rules_board_repost_and_an_old_board(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben"])
    async with fake_discord.run_bot(table.make_bot):
        old = await table.start()
        rules = await (await fake_discord.slash("yokai rules", user=table.members[1])).response()
        assert rules.ephemeral and "**Goal**" in rules.text and "This table" in rules.text
        more = await (await fake_discord.click(rules, label="More rules", user=table.members[1])).response()
        assert more.ephemeral and "decisions" in more.text
        await table.play_turn(random.Random(2))
        note = await (await fake_discord.slash("yokai board", user=table.members[1])).response()
        assert note.ephemeral
        new = await table.board()
        assert new.id != old.id and new.attachments
        await fake_discord.wait_until(lambda: "moved further down" in old.text, what="the old board note", timeout=15)
        assert old.buttons == [] and old.attachments == []
        panel = await table.open_panel()
        assert panel.ephemeral and "Turn 2" in panel.text


async def test_the_sweeper_reminds_once_per_turn_then_closes_idle_games(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben"], turn_reminder_minutes=30, abandon_after_hours=24)
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        mover = await table.to_move()
        sweeper = table.bot.get_cog("Sweeper")
        before = len(fake_discord.messages_in(table.channel))
        await sweeper.sweep_once(time.time() + 10 * 60)  # not yet
        assert len(fake_discord.messages_in(table.channel)) == before
        await sweeper.sweep_once(time.time() + 31 * 60)
        ping = await fake_discord.wait_for_message(table.channel, where=lambda m: "it is your turn in" in m.text)
        assert f"<@{mover.id}>" in ping.text
        await sweeper.sweep_once(time.time() + 40 * 60)  # same turn: no second ping
        assert sum("it is your turn in" in m.text for m in fake_discord.messages_in(table.channel)) == 1
        await sweeper.sweep_once(time.time() + 25 * 3600)
        await fake_discord.wait_for_message(table.channel, where=lambda m: "closed as abandoned" in m.text)
        assert (await table.live()).status is GameStatus.ABANDONED
        # an idle lobby is closed too, and its buttons go away
        lobby = await table.open()
        await sweeper.sweep_once(time.time() + 25 * 3600)
        await fake_discord.wait_until(lambda: lobby.buttons == [], what="the lobby buttons to go", timeout=15)
        assert await table.bot.sessions.in_channel(table.channel.id) is None


async def test_a_won_game_needs_everyone_but_only_the_rigged_deal_wins(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben", "Cy"], games=rigged(ROWS))
    async with fake_discord.run_bot(table.make_bot):
        await table.start(level=5, objective="band")
        await table.play_turn(random.Random(0), declare=True)
        reveal = await fake_discord.wait_for_message(table.channel, where=lambda m: "appeased" in m.text)
        assert "**not** appeased" in reveal.text and "Objective shape" in reveal.text  # grouped, but not a band
