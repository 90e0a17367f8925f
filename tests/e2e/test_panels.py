"""One panel per person per game (issue 34): a new turn panel (the board's or the ping's button, `/<game> panel`) closes
the person's older one, which says so and loses its buttons; a click that still comes from an older panel (a client
that showed it before the edit arrived, or whose edit failed) is answered so, and plays nothing. And the turn ping
does not ask to press a button when the person's open panel was already brought up to date."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.text.common import text as common
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from tests.e2e.duel import board, bot_of, component, fast_bot, game_id, live_state
from tests.e2e.table import Table
from tests.e2e.test_koikoi import play_turn
from tests.e2e.test_languages import members_speaking


def verbs(panel: FakeMessage) -> set[str]:
    return {cid.split(":")[3] for cid in panel.custom_ids}


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


async def replaced(fake: FakeDiscord, panel: FakeMessage, language: str) -> None:
    """Wait until `panel` says a newer one replaced it, with no component left."""
    words = common("table.replaced", language)
    await fake.wait_until(lambda: panel.text == words and not panel.custom_ids, what="the old panel closed", timeout=15)


@pytest.mark.parametrize("language", ["en", "fr", "it"])
async def test_a_new_turn_panel_closes_the_old_one_and_its_clicks_play_nothing(
    fake_discord: FakeDiscord, db_url: str, language: str
) -> None:
    channel, members = members_speaking(fake_discord, language, ["Ana", "Ben"])
    table = Table(fake_discord, db_url, [], channel=channel, members=members, language=language)
    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        mover = await table.to_move()
        old = await table.open_panel(mover)  # from the board's button
        peek = table.component(old, "peek")
        card = old.select(peek).values[0]
        new = await (await fake_discord.slash("yokai panel", user=mover, channel=channel)).response()
        assert new.ephemeral and new.visible_to is mover and "peek" in table.verbs(new)
        await replaced(fake_discord, old, language)
        # A click from the old panel still arrives (its client had not shown the edit yet): answered there, and the
        # game does not move.
        version = (await table.live()).version
        late = await fake_discord.forge_component(
            old, {"custom_id": peek, "component_type": 3, "values": [card]}, user=mover
        )
        answer = await late.response()
        assert answer.id == old.id and answer.text == common("table.replaced", language) and not answer.custom_ids
        live = await table.live()
        assert live.version == version and live.state.peeked == ()
        # The new panel plays.
        await table.pick(new, "peek", card, mover)
        assert (await table.live()).state.peeked == (int(card),)
        # A third panel (the board's button again) closes the second in its turn.
        third = await table.open_panel(mover)
        await replaced(fake_discord, new, language)
        assert "peek" in table.verbs(third)


async def test_a_duel_hand_opened_again_closes_the_one_shown_at_the_start(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    """Against the CPU, the hand shown when the game starts is replaced by the one My hand opens on the board; a click
    on the first plays nothing."""
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(lambda: fast_bot(db_url)):
        start = await fake_discord.slash("sketch start", user=ana, options={"level": "easy"})
        await start.response()
        [first] = await start.followups(count=1)
        game = await game_id(fake_discord)
        bot = bot_of(fake_discord)
        await bot.cpu.settle(game)  # (the CPU played first: her hand was brought up to date)
        assert (await live_state(fake_discord, game)).to_move == 0
        await fake_discord.wait_until(lambda: "play" in verbs(first), what="her hand on her turn", timeout=15)
        play = component(first, "play")
        value = first.select(play).values[0]
        second = await (await fake_discord.click(await board(fake_discord, game), label="My hand", user=ana)).response()
        assert second.ephemeral and "play" in verbs(second)
        await replaced(fake_discord, first, "en")
        before = (await bot.sessions.live(game)).version
        late = await fake_discord.forge_component(
            first, {"custom_id": play, "component_type": 3, "values": [value]}, user=ana
        )
        answer = await late.response()
        assert answer.text == common("table.replaced", "en") and (await bot.sessions.live(game)).version == before


@pytest.mark.parametrize("language", ["en", "fr", "it"])
async def test_the_turn_ping_asks_to_press_only_when_no_open_panel_shows_the_turn(
    fake_discord: FakeDiscord, db_url: str, language: str
) -> None:
    """The first pings ask to press the turn's button (nobody has a panel open); when the turn comes back to Ana, her
    panel of last turn is brought up to date, and her ping only says it is her turn (its button stays, for one who
    closed the panel)."""
    from bot.text.yokai import text as yokai

    channel, members = members_speaking(fake_discord, language, ["Ana", "Ben"])
    table = Table(fake_discord, db_url, [], channel=channel, members=members, language=language)
    press = yokai("turn.ping.press", language)

    async def ping(member: object, turn: int) -> FakeMessage:
        line = yokai("turn.ping", language, mention=f"<@{member.id}>", turn=turn)  # type: ignore[attr-defined]
        return await fake_discord.wait_for_message(channel, where=lambda m: m.text.startswith(line))

    async with fake_discord.run_bot(table.make_bot):
        await table.start()
        first = await table.to_move()
        second = next(m for m in members if m is not first)
        rng = random.Random(3)
        assert press in (await ping(first, 1)).text
        panel = await table.play_turn(rng)  # her panel stays open
        assert press in (await ping(second, 2)).text
        await table.play_turn(rng)
        await fake_discord.wait_until(lambda: "peek" in verbs(panel), what="her panel brought up to date", timeout=15)
        again = await ping(first, 3)
        assert again.text == yokai("turn.ping", language, mention=f"<@{first.id}>", turn=3), again.text
        assert again.button(common("table.play", language))


async def test_a_hand_asked_for_earlier_that_arrives_later_does_not_replace_the_newer_one(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    """The hand the bot sends Ben when he accepts a duel comes late (its picture took long: here, held back); Ben has
    meanwhile opened My hand from the board. The hand he asked for last stays his panel and plays; the late one is
    the one closed. (Seen under load in `tests/e2e/test_taps.py`: the late hand replaced the newer one, which then
    offered no move.)"""
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    async with fake_discord.run_bot(lambda: fast_bot(db_url)):
        lobby = await (await fake_discord.slash("koikoi start", user=ana, options={"opponent": ben})).response()
        late_hand = fake_discord.hold("POST", "/webhooks/*")  # the hand sent with the accept, held back
        accept = await fake_discord.click(lobby, label="Accept", user=ben)
        await accept.response()
        await late_hand.arrived.wait()
        game = await game_id(fake_discord)
        newer = await (await fake_discord.click(await board(fake_discord, game), label="My hand", user=ben)).response()
        assert newer.ephemeral and newer.visible_to is ben
        late_hand.release()
        [first] = await accept.followups(count=1)
        await replaced(fake_discord, first, "en")
        assert newer.text != common("table.replaced", "en")
        # The newer hand is his: it shows his turn when it comes, and plays.
        record = await bot_of(fake_discord).store.get_game(game)
        assert record is not None
        seat = record.seat_of(ana.id) or 0
        rng = random.Random(4)
        while (await live_state(fake_discord, game)).to_move == seat:
            await play_turn(fake_discord, game, ana, seat, rng)
        await fake_discord.wait_until(lambda: "play" in verbs(newer), what="his hand on his turn", timeout=15)
        version = (await bot_of(fake_discord).sessions.live(game)).version
        play = component(newer, "play")
        await (await fake_discord.select(newer, play, [newer.select(play).values[0]], user=ben)).response()
        assert (await bot_of(fake_discord).sessions.live(game)).version > version
        assert newer.text != common("table.replaced", "en")
