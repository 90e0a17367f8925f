"""Yokai Sketch on Discord, through the offline harness and the real bot: a whole game against the CPU, a duel where
hands only reach their owners, both abilities used from the hand panel, and restarts (mid-turn, and with the CPU's
turn due)."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bot.client import GameBot
from bot.engine import sketch
from bot.sessions import GameDef
from fakediscord.accounts import FakeMember
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from render import sketch as draw
from tests.e2e.duel import board, bot_of, component, fast_bot, game_id, hosted_with, live_state, verb
from tests.engine.sketch.helpers import BLUE, GREEN, RED, YELLOW, call, distract, make_state, plain


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


def sketch_bot(db_url: str, games: dict[str, GameDef] | None = None, **overrides: Any) -> GameBot:
    return fast_bot(db_url, games, **overrides)


def hosted(new_game: Any) -> dict[str, GameDef]:
    """Host Yokai Sketch with another deal (`new_game(config, players, seed)`; replay uses it too)."""
    return hosted_with("sketch", new_game)


def rigged(state: sketch.SketchState) -> dict[str, GameDef]:
    """Every game starts from `state`."""
    return hosted(lambda config, players, seed: replace(state, seed=seed))


def host_starts(config: sketch.SketchConfig, players: int, seed: int) -> sketch.SketchState:
    """A real deal in which seat 0 (the host) starts: the first such deal from `seed` on."""
    while (state := sketch.new_game(config, players, seed)).first_player != 0:
        seed += 1
    return state


# ------------------------------------------------------------------------------------------------ playing
async def state_of(fake: FakeDiscord, game: int) -> sketch.SketchState:
    state = await live_state(fake, game)
    assert isinstance(state, sketch.SketchState)
    return state


async def open_hand(fake: FakeDiscord, game: int, member: FakeMember) -> FakeMessage:
    panel = await (await fake.click(await board(fake, game), label="My hand", user=member)).response()
    assert panel.ephemeral and panel.visible_to is member and "Your hand" in panel.text
    return panel


async def press(fake: FakeDiscord, panel: FakeMessage, cid: str, member: FakeMember) -> None:
    await (await fake.click(panel, cid, user=member)).response()


async def choose(fake: FakeDiscord, panel: FakeMessage, value: str, member: FakeMember) -> None:
    await (await fake.select(panel, component(panel, "play"), [value], user=member)).response()


async def play_turn(
    fake: FakeDiscord, game: int, member: FakeMember, seat: int, rng: random.Random, panel: FakeMessage | None = None
) -> None:
    """The member plays their whole turn from their hand panel (`panel`, or one opened from the board) with random
    choices the panel offers."""
    panel = panel or await open_hand(fake, game, member)
    while (state := await state_of(fake, game)).to_move == seat:
        verbs = {verb(cid): cid for cid in panel.custom_ids}
        if not verbs:  # the turn ended (and the CPU may already have played its own): the panel says whose turn
            assert "'s turn" in panel.text
            return
        uses = [cid for cid in panel.custom_ids if verb(cid) in ("use", "skip")]
        if uses:
            await press(fake, panel, rng.choice(uses), member)
        elif "play" in verbs and ("end" not in verbs or rng.random() < 0.7):
            await choose(fake, panel, rng.choice(panel.select(verbs["play"]).values), member)
        else:
            assert "end" in verbs and state.may_end_turn, panel.text
            await press(fake, panel, verbs["end"], member)


def public_cards(state: sketch.SketchState) -> set[int]:
    """Sketch cards the table shows by number: played or moved in the two turns it describes."""
    found: set[int] = set()
    for turn in (state.this_turn, state.last_turn):
        for play in turn.plays if turn is not None else ():
            found.add(play.card)
            if play.ability is not None and play.ability.moved is not None:
                found.add(play.ability.moved)
    return found


async def check_no_hand_in_public(fake: FakeDiscord, game: int) -> None:
    """No public message names a card in a hand, and the board's image is the one drawn from the public view."""
    state = await state_of(fake, game)
    shown = await board(fake, game)
    public = "\n".join(m.text for m in fake.messages_in(fake.channel)).lower()
    for hand in state.hands:
        for card in set(hand) - public_cards(state):
            assert not re.search(rf"\bcard {card}\b", public), f"card {card} of a hand is named in public"
    names = [p.display_name for p in (await bot_of(fake).store.get_game(game)).players]  # type: ignore[union-attr]
    expected = draw.board(sketch.view(state, None), names=names, locale="en-US")
    assert [a.data for a in shown.attachments] == [expected]


# ------------------------------------------------------------------------------------------------ stories
async def test_a_whole_game_against_the_cpu(fake_discord: FakeDiscord, db_url: str) -> None:
    await whole_game_against_the_cpu(fake_discord, db_url)


async def test_a_whole_game_on_postgresql(fake_discord: FakeDiscord, fresh_postgres: str) -> None:
    """The same story with the store on PostgreSQL (DATABASE_URL=postgresql://...)."""
    await whole_game_against_the_cpu(fake_discord, fresh_postgres)


async def whole_game_against_the_cpu(fake_discord: FakeDiscord, db_url: str) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(lambda: sketch_bot(db_url)):
        start = await fake_discord.slash("sketch start", user=ana, options={"level": "easy"})
        lobby = await start.response()
        assert "has started" in lobby.text and "Bot (easy)" in lobby.text and not lobby.ephemeral
        [hand] = await start.followups(count=1)  # the player who started reads their hand at once
        assert hand.ephemeral and hand.visible_to is ana and "Your hand" in hand.text and hand.attachments
        game = await game_id(fake_discord)
        bot, rng = bot_of(fake_discord), random.Random(3)
        first = await board(fake_discord, game)
        assert first.button("My hand") and first.button("How to play") and "turn 1" in first.text
        while True:
            await bot.cpu.settle(game)
            state = await state_of(fake_discord, game)
            if state.is_over:
                break
            assert state.to_move == 0
            await play_turn(fake_discord, game, ana, 0, rng)
        reveal = await fake_discord.wait_for_message(where=lambda m: "the game is over" in m.text)
        assert "points" in reveal.text and reveal.attachments and not reveal.ephemeral
        final = await board(fake_discord, game)
        assert final.buttons == [] and "is over" in final.text
        record = await bot.store.get_game(game)
        assert record is not None and record.status.value == "finished"
        assert {a.seat for a in (await bot.store.load_game(game)).actions} == {0, 1}  # the CPU played its turns
        stats = await bot.store.player_stats("sketch", ana.id)
        assert stats.played == 1
        answer = await (await fake_discord.slash("sketch stats", user=ana)).response()
        assert answer.ephemeral and "Against the bot (easy): 1 played" in answer.text
        rules = await (await fake_discord.slash("sketch rules", user=ana)).response()
        more = await (await fake_discord.click(rules, label="More rules", user=ana)).response()
        assert rules.ephemeral and "This bot's decisions" in more.text and "tied is a draw" in more.text


async def test_a_duel_where_hands_reach_only_their_owners(fake_discord: FakeDiscord, db_url: str) -> None:
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    members = (ana, ben)
    async with fake_discord.run_bot(lambda: sketch_bot(db_url)):
        lobby = await (await fake_discord.slash("sketch start", user=ana, options={"opponent": ben})).response()
        assert lobby.button("Accept") and f"<@{ben.id}>" in lobby.text
        accept = await fake_discord.click(lobby, label="Accept", user=ben)
        await accept.response()
        game = await game_id(fake_discord)
        rng, turns = random.Random(5), 0
        while not (state := await state_of(fake_discord, game)).is_over and turns < 12:
            seat = state.to_move
            assert seat is not None
            other = members[1 - seat]
            waiting = await open_hand(fake_discord, game, other)  # off turn: the hand, and who plays
            assert "turn" in waiting.text and not waiting.selects and waiting.visible_to is other
            ping = fake_discord.last_message()
            assert f"<@{members[seat].id}>" in ping.text
            await play_turn(fake_discord, game, members[seat], seat, rng)
            await check_no_hand_in_public(fake_discord, game)
            turns += 1
        for message in fake_discord.messages.values():
            if "Your hand" in message.text:
                assert message.ephemeral and message.visible_to in members
        spy = await (
            await fake_discord.click(await board(fake_discord, game), label="My hand", user=fake_discord.member("Cy"))
        ).response()
        assert spy.ephemeral and "welcome to watch" in spy.text
        if not (await state_of(fake_discord, game)).is_over:  # resigning: the other side wins, no reveal
            confirm = await (await fake_discord.slash("sketch resign", user=ben)).response()
            await (await fake_discord.click(confirm, label="Yes", user=ben)).response()
            final = await board(fake_discord, game)
            assert "Ben resigned" in final.text and final.buttons == []
            assert (await bot_of(fake_discord).store.player_stats("sketch", ana.id)).won == 1


HANDS = ((call(BLUE, RED), distract(RED, GREEN), plain(BLUE, GREEN), plain(YELLOW, GREEN)), (plain(RED, GREEN, 1),))


async def test_both_abilities_from_the_panel(fake_discord: FakeDiscord, db_url: str) -> None:
    bens_card = plain(RED, YELLOW)
    start = make_state(hands=HANDS, sides={RED: ((), (bens_card,))})
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    async with fake_discord.run_bot(lambda: sketch_bot(db_url, rigged(start))):
        lobby = await (await fake_discord.slash("sketch start", user=ana, options={"opponent": ben})).response()
        await (await fake_discord.click(lobby, label="Accept", user=ben)).response()
        game = await game_id(fake_discord)
        panel = await open_hand(fake_discord, game, ana)
        assert "play at least one" in panel.text and "end" not in {verb(c) for c in panel.custom_ids}
        # Call a Yokai: played as blue, then the green pile's top Yokai comes to the blue pile
        await choose(fake_discord, panel, f"{call(BLUE, RED)}.blue", ana)
        assert "Call a Yokai" in panel.text and "skip" in {verb(c) for c in panel.custom_ids}
        targets = sorted(c.split(":")[4] for c in panel.custom_ids if verb(c) == "use")
        assert targets == ["green", "red", "yellow"]
        await press(fake_discord, panel, next(c for c in panel.custom_ids if c.endswith(":use:green")), ana)
        assert "Green 7 came to the Blue pile" in panel.text
        state = await state_of(fake_discord, game)
        assert state.pile(BLUE)[0] == start.pile(GREEN)[0] and state.pile(GREEN) == start.pile(GREEN)[1:]
        # Distract a Yokai: played as red, Ben's card at the red pile turns to yellow and moves there
        await choose(fake_discord, panel, f"{distract(RED, GREEN)}.red", ana)
        assert f"Ben's card {bens_card}" in panel.text
        await press(fake_discord, panel, component(panel, "use"), ana)
        assert f"card {bens_card} moved to the Yellow pile" in panel.text
        state = await state_of(fake_discord, game)
        assert state.side(YELLOW, 1) == (bens_card,) and state.side(RED, 1) == ()
        shown = await board(fake_discord, game)
        assert "Call: Green 7 from the Green pile" in shown.text and f"card {bens_card} moved to Yellow" in shown.text
        await press(fake_discord, panel, component(panel, "end"), ana)
        assert "Your turn is over: Ben plays" in panel.text and not panel.selects
        confirm = await (await fake_discord.slash("sketch end", user=ana)).response()  # the host ends the game
        await (await fake_discord.click(confirm, label="Yes", user=ana)).response()
        final = await board(fake_discord, game)
        assert "was ended at turn 2" in final.text and final.buttons == []


async def test_a_restart_mid_turn_and_with_the_cpu_turn_due(fake_discord: FakeDiscord, db_url: str) -> None:
    await restart_mid_turn_and_with_the_cpu_turn_due(fake_discord, db_url)


async def test_a_restart_on_postgresql(fake_discord: FakeDiscord, fresh_postgres: str) -> None:
    await restart_mid_turn_and_with_the_cpu_turn_due(fake_discord, fresh_postgres)


async def restart_mid_turn_and_with_the_cpu_turn_due(fake_discord: FakeDiscord, db_url: str) -> None:
    ana = fake_discord.member("Ana")
    games = hosted(host_starts)
    async with fake_discord.run_bot(lambda: sketch_bot(db_url, games, cpu_delay_seconds=60)):  # no CPU turn yet
        await (await fake_discord.slash("sketch start", user=ana, options={"level": "hard"})).response()
        game = await game_id(fake_discord)
        panel = await open_hand(fake_discord, game, ana)
        await choose(fake_discord, panel, panel.select(component(panel, "play")).values[0], ana)
    async with fake_discord.run_bot(lambda: sketch_bot(db_url, games, cpu_delay_seconds=60)):
        # the panel opened before the restart still plays: its custom_ids carry everything
        while (await state_of(fake_discord, game)).to_move == 0:
            verbs = {verb(c): c for c in panel.custom_ids}
            await press(fake_discord, panel, verbs.get("skip") or verbs["end"], ana)
        assert "Your turn is over: Bot (hard) plays" in panel.text
        record = await bot_of(fake_discord).store.get_game(game)
        assert record is not None and record.to_move == 1 and record.players[1].is_cpu
        version = record.version
        before = fake_discord.last_message()
    async with fake_discord.run_bot(lambda: sketch_bot(db_url, games)):  # the CPU's turn, due at start-up, is played
        ping = await fake_discord.wait_for_message(where=lambda m: f"<@{ana.id}>, your turn" in m.text, after=before)
        record = await bot_of(fake_discord).store.get_game(game)
        assert record is not None and record.version > version and record.to_move == 0 and ping
        assert "Bot (hard), turn 2" in (await board(fake_discord, game)).text
