"""Whole Yōkai games on Discord, from `/yokai start` to the reveal: won and lost, 2, 3 and 4 players."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.engine.yokai import result, view
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from tests.e2e.table import FAMILY_NAMES, MIXED, ROWS, Table, rigged


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


def leaks(text: str) -> list[str]:
    return [name for name in FAMILY_NAMES if name in text]


async def test_two_players_win_and_tick_the_checklist(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben"], games=rigged(ROWS))
    async with fake_discord.run_bot(table.make_bot):
        board = await table.start()
        assert "turn 1" in board.text and board.attachments and board.button("Play my turn")
        first = await table.to_move()
        ping = fake_discord.last_message(table.channel)
        assert f"<@{first.id}>" in ping.text  # the bot says who starts
        # first turn: peek 2 and 3, move card 1 to the end of its row (families stay grouped), reveal a hint
        panel = await table.open_panel(first)
        await table.pick(panel, "peek", 2, first)
        assert "card 2 is **Kitsune**" in panel.text and panel.attachments  # only the peeker's panel says it
        await table.pick(panel, "peek", 3, first)
        await table.pick(panel, "move", 1, first)
        assert "4,0" in panel.select(table.component(panel, "dest")).values
        await table.pick(panel, "dest", "4,0", first)
        # Revealing the top hint was the only hint action left: played with the move, and the panel says so.
        assert "You moved card 1" in panel.text and "You revealed hint" in panel.text and "plays next" in panel.text
        assert not leaks(table.public_text())
        # second turn: declare the Yōkai appeased
        await table.play_turn(random.Random(1), declare=True)
        reveal = await fake_discord.wait_for_message(table.channel, where=lambda m: "appeased" in m.text)
        assert "Score **32**" in reveal.text and "Legendary" in reveal.text and reveal.button("Rematch")
        board = await table.board()
        assert board.buttons == [] and "game is over" in board.text and board.attachments  # the reveal's picture
        # the Level checklist of the server and of a player
        path = await (await fake_discord.slash("yokai path", user=first, channel=table.channel)).response()
        assert "1 game won of 1 played" in path.text and path.attachments and not path.ephemeral
        other = table.members[1] if first is table.members[0] else table.members[0]
        mine = await (
            await fake_discord.slash("yokai path", user=first, channel=table.channel, options={"player": other})
        ).response()
        assert "1 game won of 1 played" in mine.text


async def test_three_players_play_until_the_last_hint(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben", "Cy"])
    rng = random.Random(3)
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        turns = 0
        while not (await table.live()).state.is_over:
            mover = await table.to_move()
            await table.play_turn(rng)
            turns += 1
            assert turns < 40
            # everything a player peeked stayed in their own ephemeral messages
            for message in fake_discord.messages_in(table.channel):
                if message.ephemeral:
                    assert message.visible_to is mover or message.visible_to in table.members
            assert not leaks(table.public_text())
        live = await table.live()
        outcome = result(live.state)
        assert live.state.ended.value == "hints_used" and turns == live.state.turn
        verdict = "appeased!" if outcome.won else "**not** appeased"
        reveal = await fake_discord.wait_for_message(table.channel, where=lambda m: verdict in m.text)
        assert reveal.button("Rematch") and (await table.board()).attachments
        if outcome.won:
            assert f"{outcome.hint_points} points" in reveal.text
        else:  # a lost game shows no total
            assert "scores nothing" in reveal.text and "points" not in reveal.text


async def test_four_players_declare_too_early_and_lose(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben", "Cy", "Dee"], games=rigged(MIXED))
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        rng = random.Random(4)
        await table.play_turn(rng)
        await table.play_turn(rng)
        await table.play_turn(rng, declare=True)
        reveal = await fake_discord.wait_for_message(table.channel, where=lambda m: "not** appeased" in m.text)
        assert "A lost game scores nothing" in reveal.text
        unappeased = result((await table.live()).state).unappeased
        assert unappeased
        for family in unappeased:  # the reveal names what went wrong
            assert family.value.capitalize() in reveal.text
        path = await (await fake_discord.slash("yokai path", user=table.host, channel=table.channel)).response()
        assert "0 games won of 1 played" in path.text
        assert await table.bot.sessions.in_channel(table.channel.id) is None  # the channel is free again


async def test_every_peek_reaches_the_peeker_only(fake_discord: FakeDiscord, db_url: str) -> None:
    table = Table(fake_discord, db_url, ["Ana", "Ben"], games=rigged(ROWS))
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        mover = await table.to_move()
        other = next(m for m in table.members if m is not mover)
        panel = await table.open_panel(mover)
        await table.pick(panel, "peek", 16, mover)
        assert panel.ephemeral and panel.visible_to is mover and "card 16 is **Oni**" in panel.text
        assert panel not in fake_discord.messages_in(table.channel)
        assert panel not in fake_discord.messages_in(table.channel, seen_by=other)
        live = await table.live()
        public = view(live.state, None)
        assert all(card.family is None for card in public.cards)
        board = await table.board()
        assert "peeked at card 16" in board.text and not leaks(board.text)


async def test_two_cards_peeked_at_once_and_the_newest_hint_placed_in_one_tap(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    """Issue 16, a turn in fewer taps: the first peek's select takes two cards at once (the second then chosen
    without seeing the first, the player's choice; one at a time stays open), and the hint step offers the newest
    revealed hint's cards at once (another hint is one more tap). Two identical values are refused."""
    table = Table(fake_discord, db_url, ["Ana", "Ben"], games=rigged(ROWS))
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        mover = await table.to_move()
        panel = await table.open_panel(mover)
        peek = panel.select(table.component(panel, "peek"))
        assert peek.max_values == 2 and "two cards" in (peek.placeholder or "")
        same = await (await fake_discord.select(panel, peek.custom_id, ["5", "5"], user=mover)).response()
        assert same.ephemeral and (await table.live()).record.version == 0
        await (await fake_discord.select(panel, peek.custom_id, ["16", "1"], user=mover)).response()
        assert "card 16 is **Oni**" in panel.text and "card 1 is **Kitsune**" in panel.text, panel.text
        assert "move" in verbs(panel) and not leaks((await table.board()).text)
        await table.pick(panel, "move", panel.select(table.component(panel, "move")).values[0], mover)
        await table.pick(panel, "dest", panel.select(table.component(panel, "dest")).values[0], mover)
        # Two more turns that reveal (one at a time: the first card seen before the second is chosen), then a turn
        # with hints to place.
        for _ in range(2):
            member = await table.to_move()
            hand = await table.open_panel(member)
            await table.pick(hand, "peek", first_card(hand, table), member)
            assert table.component(hand, "peek") and hand.select(table.component(hand, "peek")).max_values == 1
            await table.pick(hand, "peek", first_card(hand, table), member)
            await table.pick(hand, "move", hand.select(table.component(hand, "move")).values[0], member)
            await table.pick(hand, "dest", hand.select(table.component(hand, "dest")).values[0], member)
            if "reveal" in verbs(hand):
                await table.press(hand, "reveal", member)
        member = await table.to_move()
        hand = await table.open_panel(member)
        two = hand.select(table.component(hand, "peek")).values[:2]
        await (await fake_discord.select(hand, table.component(hand, "peek"), two, user=member)).response()
        await table.pick(hand, "move", hand.select(table.component(hand, "move")).values[0], member)
        await table.pick(hand, "dest", hand.select(table.component(hand, "dest")).values[0], member)
        state = (await table.live()).state
        newest = state.revealed[-1]
        assert len(state.revealed) >= 2 and {"hint", "place"} <= verbs(hand), hand.custom_ids
        assert table.component(hand, "place").endswith(f":{newest}")
        card = hand.select(table.component(hand, "place")).values[0]
        await table.pick(hand, "place", card, member)
        placed = (await table.live()).state
        assert newest not in placed.revealed and len(placed.revealed) == len(state.revealed) - 1


def first_card(panel: FakeMessage, table: Table) -> str:
    return panel.select(table.component(panel, "peek")).values[0]


def verbs(panel: FakeMessage) -> set[str]:
    return {cid.split(":")[3] for cid in panel.custom_ids}


async def test_the_last_turn_is_recapped_on_the_board_and_yokai_log_tells_the_game(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    """Issue 16: the board keeps the last turn's recap while the next is played; `/yokai log` tells every turn so
    far (public: card numbers and hints, never a family), privately, in the reader's language."""
    table = Table(fake_discord, db_url, ["Ana", "Ben"], games=rigged(ROWS))
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        first = await table.to_move()
        panel = await table.open_panel(first)
        await table.pick(panel, "peek", 2, first)
        await table.pick(panel, "peek", 3, first)
        await table.pick(panel, "move", 1, first)
        await table.pick(panel, "dest", "4,0", first)  # the reveal is played with it
        board = await table.board()
        recap = f"Last turn: turn 1, {first.name.capitalize()} peeked at cards 2 & 3, moved card 1 to the right of card"
        assert recap in board.text and "revealed hint 1 (" in board.text, board.text
        log = await (await fake_discord.slash("yokai log", user=table.members[1])).response()
        assert log.ephemeral and "turn 1," in log.text and "peeked at cards 2 & 3" in log.text
        assert not leaks(log.text) and not leaks(board.text)
        french = await (await fake_discord.slash("yokai log", user=table.members[1], locale="fr")).response()
        assert "a regardé les cartes 2 & 3" in french.text and "a révélé l'Indice 1" in french.text
        # Issue 34: the next player moves card 4, the neighbour the recap named: the recap of turn 1 stays word for
        # word while turn 2 is played (it said "above card 4" once card 4 had moved), and turn 2 is recapped once
        # complete.
        assert "moved card 1 to the right of card 4, revealed hint 1" in board.text, board.text
        second = await table.to_move()
        panel = await table.open_panel(second)
        await table.pick(panel, "peek", 5, second)
        await table.pick(panel, "peek", 6, second)
        await table.pick(panel, "move", 4, second)
        await table.pick(panel, "dest", "4,1", second)
        during = await table.board()
        assert "moved card 1 to the right of card 4, revealed hint 1" in during.text, during.text
        assert "turn 2," not in during.text
        await table.press(panel, "reveal", second)
        after = await table.board()
        recap = f"Last turn: turn 2, {second.name.capitalize()} peeked at cards 5 & 6, moved card 4 to the right of"
        assert recap + " card 8" in after.text, after.text
        log = await (await fake_discord.slash("yokai log", user=first)).response()
        assert "moved card 1 to the right of card 4" in log.text and "moved card 4 to the right of card 8" in log.text
