"""The keeper of public messages under faults and load: Discord errors on its requests, many games changing at
once against Discord's global limit, a board deleted by a moderator, and the sweeper's reminders and closings."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest

from bot.store import GameStatus
from fakediscord.harness import FakeDiscord
from fakediscord.world import FakeChannel
from tests.table.helpers import board, bot_of, game_id, take, to_move
from tests.toy.table import toy_bot


async def duel(fake: FakeDiscord, pile: int = 12) -> tuple[int, list]:
    ana, ben = fake.member("Ana"), fake.member("Ben")
    lobby = await (await fake.slash("pebbles start", user=ana, options={"opponent": ben, "pile": pile})).response()
    await (await fake.click(lobby, label="Accept", user=ben)).response()
    return await game_id(fake), [ana, ben]


async def test_failed_board_edits_are_retried_until_the_board_shows_the_saved_state(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        game, members = await duel(fake_discord)
        the_board = await board(fake_discord, game)
        # a 429 discord.py does not retry, then a 500 after its own retries: the keeper tries again later
        fake_discord.fail_next("PATCH", "/channels/*/messages/*", status=429, via=False)
        mover = await to_move(fake_discord, game, members)
        assert mover is not None
        await take(fake_discord, game, mover, 2)
        await fake_discord.wait_until(lambda: "10 left" in the_board.text, timeout=15, what="the board to catch up")
        # 503s (discord.py gives up at once: the keeper retries after 1, 2, 4 s) and a 500 (discord.py retries it)
        fake_discord.fail_next("PATCH", "/channels/*/messages/*", status=503, times=3)
        mover = await to_move(fake_discord, game, members)
        assert mover is not None
        await take(fake_discord, game, mover, 3)
        await fake_discord.wait_until(lambda: "7 left" in the_board.text, timeout=30, what="the board after 503s")
        fake_discord.fail_next("PATCH", "/channels/*/messages/*", status=500, times=1)
        mover = await to_move(fake_discord, game, members)
        assert mover is not None
        await take(fake_discord, game, mover, 1)
        await fake_discord.wait_until(lambda: "6 left" in the_board.text, timeout=30, what="the board after a 500")
        fake_discord.take_violations("log")  # the keeper warns about the failed attempts


async def test_a_deleted_board_is_posted_again(fake_discord: FakeDiscord, db_url: str) -> None:
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        game, members = await duel(fake_discord)
        old = await board(fake_discord, game)
        old.deleted = True  # a moderator deleted it
        mover = await to_move(fake_discord, game, members)
        assert mover is not None
        await (await fake_discord.slash("pebbles take", user=mover, options={"n": 1})).response()
        new = await board(fake_discord, game)
        assert new.id != old.id and "11 left" in new.text and new.buttons


async def test_many_games_changing_at_once_stay_under_the_global_limit(fake_discord: FakeDiscord, db_url: str) -> None:
    """30 games each post a board and a ping at once, then all move at once: the keeper spends at most its budget
    per second, Discord never answers a global 429, and every board ends up showing its game."""
    async with fake_discord.run_bot(lambda: toy_bot(db_url, keeper_rate=30)):
        ids = await duels(fake_discord, 30)
        bot = bot_of(fake_discord)
        await bot.keeper.settle(timeout=30)
        started = time.monotonic()
        await asyncio.gather(*(moved(fake_discord, game, members) for game, members in ids))
        await bot.keeper.settle(timeout=60)
        assert fake_discord.limits.global_429s == 0
        # The keeper's budget (30/s on the bot's clock), with room for requests that arrive bunched on a busy
        # machine, and under Discord's 50.
        assert fake_discord.limits.peak_per_second <= 30 * 1.5
        for game, _ in ids:
            assert "11 left" in (await board(fake_discord, game)).text
        assert time.monotonic() - started < 60


async def test_while_boards_are_behind_the_turn_pings_wait_for_them(fake_discord: FakeDiscord, db_url: str) -> None:
    """Eight games move at once on a slow budget (6 requests a second): the boards are brought up to date before
    the turn pings go (each turn is pinged once, after them), not a board and its ping game after game."""
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        ids = await duels(fake_discord, 8)
        await bot_of(fake_discord).keeper.settle(timeout=60)
    async with fake_discord.run_bot(lambda: toy_bot(db_url, keeper_rate=6, discord_rate=6)):
        bot = bot_of(fake_discord)
        await bot.keeper.settle(timeout=60)
        start = len(fake_discord.requests)
        await asyncio.gather(*(moved(fake_discord, game, members) for game, members in ids))
        await bot.keeper.settle(timeout=60)
        kinds = {"PATCH": "board", "POST": "ping"}  # a board edited, a ping posted (answers go to /interactions)
        sent = [
            kinds[method]
            for method, path, _ in fake_discord.requests[start:]
            if method in kinds and path.startswith("/channels/") and "/messages" in path
        ]
        assert sent.count("board") == 8 and sent.count("ping") == 8, sent
        pings = [n for n, kind in enumerate(sent) if kind == "ping"]
        last_board = max(n for n, kind in enumerate(sent) if kind == "board")
        assert last_board < pings[1], sent  # (one ping may go before the other games had moved)
        for game, _ in ids:
            record = await bot.store.get_game(game)
            assert record is not None and record.ping_turn == record.turn_version


async def test_a_turn_ping_left_for_later_is_sent_after_a_restart(fake_discord: FakeDiscord, db_url: str) -> None:
    """The bot stopped after a game's board showed its new turn and before the turn's ping went (it waited for
    other boards): the saved game says the ping is owed, and the restarted bot sends it (once)."""
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        game, members = await duel(fake_discord)
        bot = bot_of(fake_discord)
        await bot.keeper.settle()
        before = await bot.store.get_game(game)
        assert before is not None
        mover = await to_move(fake_discord, game, members)
        assert mover is not None
        await take(fake_discord, game, mover, 1)
        await bot.keeper.settle()
        after = await bot.store.get_game(game)
        assert after is not None and after.ping_turn == after.turn_version != before.turn_version
        # as it was saved when the board was shown and the ping not sent yet
        await bot.store.set_messages(game, ping_turn=before.ping_turn, ping_message_id=before.ping_message_id)
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        bot = bot_of(fake_discord)
        for _ in range(150):
            if await owed_no_more(bot, game):
                break
            await asyncio.sleep(0.1)
        else:
            raise AssertionError("the owed ping was not sent after the restart")
        await bot.keeper.settle()
        record = await bot.store.get_game(game)
        assert record is not None and record.ping_message_id is not None
        pinged = record.players[record.to_move or 0].user_id
        pings = [m for m in fake_discord.messages_in() if f"<@{pinged}>, your turn" in m.text and not m.deleted]
        assert [m.id for m in pings] == [record.ping_message_id]


async def owed_no_more(bot: Any, game: int) -> bool:
    record = await bot.store.get_game(game)
    return record is not None and record.ping_turn == record.turn_version


async def duels(fake: FakeDiscord, count: int) -> list[tuple[int, list]]:
    """`count` Pebbles duels started at once, each in a channel of its own: (game id, its two members)."""
    games = []
    for n in range(count):
        channel = fake.guild.add_channel(f"t{n}")
        ana, ben = fake.guild.add_member(f"a{n}"), fake.guild.add_member(f"b{n}")
        lobby = await (
            await fake.slash("pebbles start", user=ana, channel=channel, options={"opponent": ben})
        ).response()
        await (await fake.click(lobby, label="Accept", user=ben)).response()
        record = await bot_of(fake).sessions.in_channel(channel.id)
        assert record is not None
        games.append((record.id, [ana, ben]))
    return games


async def moved(fake: FakeDiscord, game: int, members: list) -> None:
    mover = await to_move(fake, game, members)
    assert mover is not None
    await take(fake, game, mover, 1)


async def test_the_sweeper_reminds_once_per_turn_and_closes_idle_games(fake_discord: FakeDiscord, db_url: str) -> None:
    async with fake_discord.run_bot(lambda: toy_bot(db_url, turn_reminder_minutes=30, abandon_after_hours=24)):
        game, _ = await duel(fake_discord)
        sweeper = bot_of(fake_discord).get_cog("Sweeper")
        assert sweeper is not None
        await sweeper.sweep_once(time.time() + 31 * 60)  # type: ignore[attr-defined]
        await sweeper.sweep_once(time.time() + 40 * 60)  # type: ignore[attr-defined]
        reminders = [m for m in fake_discord.messages_in() if "it is your turn in Pebbles" in m.text]
        assert len(reminders) == 1
        await sweeper.sweep_once(time.time() + 25 * 3600)  # type: ignore[attr-defined]
        notice = await fake_discord.wait_for_message(where=lambda m: "closed as abandoned" in m.text)
        assert "Pebbles" in notice.text and (await board(fake_discord, game)).buttons == []


async def channel_of(fake: FakeDiscord, game: int) -> FakeChannel:
    record = await bot_of(fake).store.get_game(game)
    assert record is not None
    channel = fake.world.channel(record.channel_id)
    assert channel is not None
    return channel


async def closed(bot: Any, game: int, timeout: float = 10.0) -> Any:
    """The game's record once it is closed and shown as closed (polling the store: the closing's commit comes before
    the keeper hears of it, so a `settle` right after the commit may find nothing to wait for yet)."""
    async with asyncio.timeout(timeout):
        while True:
            record = await bot.store.get_game(game)
            if record is not None and not record.status.is_open and not record.is_behind:
                return record
            await asyncio.sleep(0.02)


@pytest.mark.parametrize("where", ["channel", "thread"])
async def test_a_game_whose_channel_is_deleted_is_closed_and_the_keeper_stops(
    fake_discord: FakeDiscord, db_url: str, where: str
) -> None:
    """A moderator deletes the channel (or thread) of an open game: the game is closed as abandoned at once (its
    players are free to start another one), and the keeper, finding nowhere to show it, stops: the game is not left
    behind, nothing stays queued, and no request goes to the deleted channel."""
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        bot = bot_of(fake_discord)
        channel = fake_discord.guild.add_channel("doomed")
        if where == "thread":
            channel = channel.add_thread("doomed thread")
        ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
        options = {"opponent": ben}
        await (await fake_discord.slash("pebbles start", user=ana, channel=channel, options=options)).response()
        lobby = fake_discord.messages_in(channel)[-1]
        await (await fake_discord.click(lobby, label="Accept", user=ben)).response()
        found = await bot.sessions.in_channel(channel.id)
        assert found is not None
        await bot.keeper.settle()
        before = len(fake_discord.requests)
        fake_discord.world.delete_channel(channel)
        record = await closed(bot, found.id)
        assert record.status is GameStatus.ABANDONED and record.close_reason == "channel"
        await bot.keeper.settle(timeout=10)
        record = await bot.store.get_game(found.id)
        assert record is not None and not record.is_behind and not bot.keeper.schedule.pending(found.id)
        # Its players are free: Ana starts a game in the main channel.
        await (await fake_discord.slash("pebbles start", user=ana, options={"opponent": ben})).response()
        assert await bot.sessions.in_channel(fake_discord.channel.id) is not None
        await bot.keeper.settle()
        await asyncio.sleep(1.5)  # a retry would have come by now (the keeper's first back-off is 1 s)
        after = [
            (method, path)
            for method, path, _ in fake_discord.requests[before:]
            if path.startswith(f"/channels/{channel.id}/") and method != "DELETE"  # (old pings go in any case)
        ]
        assert after == [], after  # told by the gateway, the keeper does not try to show it there at all
    fake_discord.take_violations("log")


async def test_a_deletion_the_bot_missed_is_found_when_the_game_is_next_shown(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    """The channels went while the bot did not hear of it (offline, an event lost). The next time the keeper shows
    a game there (here, a restart's backlog), Discord says the channel is unknown: the game is closed, and the keeper
    stops. A game closed by the sweeper days later in a deleted channel is not retried forever either."""
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        bot = bot_of(fake_discord)
        games = [game for game, _ in await duels(fake_discord, 2)]
        channels = [await channel_of(fake_discord, game) for game in games]
        await bot.keeper.settle()
        # the first game's last change saved and not shown yet when the bot stopped (killed, say)
        await bot.store._db.write_raw(
            lambda conn: conn.execute("UPDATE games SET rev = rev + 1 WHERE id = ?", (games[0],))
        )
    for channel in channels:
        fake_discord.world.delete_channel(channel, tell_the_bot=False)
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        bot = bot_of(fake_discord)
        sweeper = bot.get_cog("Sweeper")
        assert sweeper is not None
        record = await closed(bot, games[0])  # the restart's backlog shows it: Discord says Unknown Channel
        assert record.close_reason == "channel"
        await sweeper.sweep_once(time.time() + 30 * 86_400)
        record = await closed(bot, games[1])
        assert record.close_reason == "idle"
        await bot.keeper.settle(timeout=10)
        for game in games:
            record = await bot.store.get_game(game)
            assert record is not None and not record.is_behind and not bot.keeper.schedule.pending(game)
    fake_discord.take_violations("log")


async def test_a_reminder_that_finds_its_channel_gone_closes_that_game_and_the_others_are_reminded(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    """Two games idle long enough for a turn reminder; the first one's channel was deleted while the bot was away.
    Its reminder finds the channel gone: that game is closed (the others' reminders still go in the same pass)."""
    async with fake_discord.run_bot(lambda: toy_bot(db_url, turn_reminder_minutes=30, abandon_after_hours=24)):
        bot = bot_of(fake_discord)
        games = [game for game, _ in await duels(fake_discord, 2)]
        channels = [await channel_of(fake_discord, game) for game in games]
        await bot.keeper.settle()
        fake_discord.world.delete_channel(channels[0], tell_the_bot=False)
        sweeper = bot.get_cog("Sweeper")
        assert sweeper is not None
        await sweeper.sweep_once(time.time() + 3600)
        record = await closed(bot, games[0])
        assert record.close_reason == "channel"
        assert [m for m in fake_discord.messages_in(channels[1]) if "it is your turn in Pebbles" in m.text]
        await bot.keeper.settle(timeout=10)
    fake_discord.take_violations("log")
