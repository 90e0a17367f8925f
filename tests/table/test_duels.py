"""A duel on the generic table: invite and accept or decline, CPU opponents (also after a restart), resigning,
the reveal, and the results with their winners."""

from __future__ import annotations

import pytest

from fakediscord.harness import FakeDiscord
from tests.table.helpers import board, bot_of, game_id, take, to_move
from tests.toy.engine import PebblesConfig
from tests.toy.table import toy_bot


async def test_an_invited_member_accepts_and_the_game_is_played_to_its_reveal(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    ana, ben, cy = fake_discord.member("Ana"), fake_discord.member("Ben"), fake_discord.member("Cy")
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        lobby = await (
            await fake_discord.slash("pebbles start", user=ana, options={"opponent": ben, "pile": 5})
        ).response()
        assert f"<@{ben.id}>" in lobby.text and lobby.button("Accept") and lobby.button("Decline")
        refused = await (await fake_discord.click(lobby, label="Accept", user=cy)).response()
        assert refused.ephemeral and "waiting for the player who was invited" in refused.text
        await (await fake_discord.click(lobby, label="Accept", user=ben)).response()
        assert lobby.buttons == [] and "has started" in lobby.text
        game = await game_id(fake_discord)
        ping = await fake_discord.wait_for_message(where=lambda m: "your turn to take" in m.text)
        while (mover := await to_move(fake_discord, game, [ana, ben])) is not None:
            await take(fake_discord, game, mover, 1)
        reveal = await fake_discord.wait_for_message(where=lambda m: "Bonus cards" in m.text)
        final = await board(fake_discord, game)
        assert "is over" in final.text and final.buttons == [] and reveal.id > ping.id
        bot = bot_of(fake_discord)
        stats = [await bot.store.player_stats("pebbles", m.id) for m in (ana, ben)]
        assert sum(s.won for s in stats) >= 1 and all(s.played == 1 for s in stats)


async def test_the_invited_member_declines(fake_discord: FakeDiscord, db_url: str) -> None:
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        lobby = await (await fake_discord.slash("pebbles start", user=ana, options={"opponent": ben})).response()
        no = await (await fake_discord.click(lobby, label="Decline", user=ana)).response()
        assert no.ephemeral and "waiting for the player who was invited" in no.text  # only Ben declines
        await (await fake_discord.click(lobby, label="Decline", user=ben)).response()
        assert lobby.buttons == [] and "declined" in lobby.text
        assert await bot_of(fake_discord).sessions.in_channel(fake_discord.channel.id) is None
        itself = await (await fake_discord.slash("pebbles start", user=ana, options={"opponent": ana})).response()
        assert itself.ephemeral and "Invite someone else" in itself.text


async def test_against_the_cpu_the_game_starts_at_once_and_the_cpu_plays_its_turns(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        started = await (
            await fake_discord.slash("pebbles start", user=ana, options={"cpu": "hard", "pile": 9})
        ).response()
        assert "has started" in started.text and "Bot (hard)" in started.text
        game = await game_id(fake_discord)
        bot = bot_of(fake_discord)
        while True:
            await bot.cpu.settle(game)
            if (mover := await to_move(fake_discord, game, [ana])) is None:
                break
            await take(fake_discord, game, mover, 1)
        record = await bot.store.get_game(game)
        assert record is not None and record.status.value == "finished"
        actions = (await bot.store.load_game(game)).actions
        assert {a.seat for a in actions} == {0, 1}  # both played; the CPU's moves are in the log like anyone's
        pings = [m for m in fake_discord.messages_in() if "your turn to take" in m.text]
        assert all(f"<@{ana.id}>" in m.text for m in pings)  # the CPU is never pinged


async def test_a_cpu_turn_due_when_the_bot_stopped_is_played_after_the_restart(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(lambda: toy_bot(db_url, cpu_delay_seconds=60)):  # the CPU never gets to it
        await (await fake_discord.slash("pebbles start", user=ana, options={"cpu": "easy"})).response()
        game = await game_id(fake_discord)
        bot = bot_of(fake_discord)
        if (mover := await to_move(fake_discord, game, [ana])) is not None:
            await take(fake_discord, game, mover, 2)
        record = await bot.store.get_game(game)
        assert record is not None and record.players[record.to_move or 0].is_cpu
        version = record.version
        before = fake_discord.last_message()
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        bot = bot_of(fake_discord)
        ping = await fake_discord.wait_for_message(where=lambda m: f"<@{ana.id}>, your turn" in m.text, after=before)
        record = await bot.store.get_game(game)
        assert record is not None and record.version == version + 1 and record.to_move == 0 and ping


async def test_resigning_gives_the_game_to_the_other_side(fake_discord: FakeDiscord, db_url: str) -> None:
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        lobby = await (await fake_discord.slash("pebbles start", user=ana, options={"opponent": ben})).response()
        await (await fake_discord.click(lobby, label="Accept", user=ben)).response()
        game = await game_id(fake_discord)
        confirm = await (await fake_discord.slash("pebbles resign", user=ben)).response()
        assert confirm.ephemeral and "Your opponent wins" in confirm.text
        await (await fake_discord.click(confirm, label="Yes", user=ben)).response()
        assert "You resigned" in confirm.text
        await fake_discord.wait_for_message(where=lambda m: "resigned" in m.text and not m.ephemeral)
        bot = bot_of(fake_discord)
        assert (await bot.store.player_stats("pebbles", ana.id)).won == 1
        assert (await bot.store.player_stats("pebbles", ben.id)).won == 0
        assert (await board(fake_discord, game)).buttons == []


async def test_a_one_time_post_is_posted_once_even_across_a_restart(fake_discord: FakeDiscord, db_url: str) -> None:
    """A game's keyed one-time posts (here: the pile runs low) go out once, whatever edits and restarts follow."""
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")

    def lows() -> int:
        return sum("running low" in m.text for m in fake_discord.messages_in())

    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        lobby = await (
            await fake_discord.slash("pebbles start", user=ana, options={"opponent": ben, "pile": 9})
        ).response()
        await (await fake_discord.click(lobby, label="Accept", user=ben)).response()
        game = await game_id(fake_discord)
        while lows() == 0:
            mover = await to_move(fake_discord, game, [ana, ben])
            assert mover is not None
            await take(fake_discord, game, mover, 1)
            await bot_of(fake_discord).keeper.settle(game)
        mover = await to_move(fake_discord, game, [ana, ben])
        assert mover is not None
        await take(fake_discord, game, mover, 1)
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        mover = await to_move(fake_discord, game, [ana, ben])
        assert mover is not None
        await take(fake_discord, game, mover, 1)
        await bot_of(fake_discord).keeper.settle(game)
        assert lows() == 1


async def test_a_cpu_game_whose_cpu_could_not_be_seated_leaves_nothing(
    fake_discord: FakeDiscord, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seating the CPU failed in the answer to /start: nothing of the table stays (issue 21), and /start again works."""
    from bot.sessions import Sessions

    real = Sessions.add_cpu
    calls = []

    async def failing_once(self: Sessions, game_id: int, level: str, name: str) -> object:
        calls.append(level)
        if len(calls) == 1:
            raise RuntimeError("a bug right here")
        return await real(self, game_id, level, name)

    monkeypatch.setattr(Sessions, "add_cpu", failing_once)
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        apology = await (
            await fake_discord.slash("pebbles start", user=ana, options={"cpu": "hard", "pile": 9})
        ).response()
        assert apology.ephemeral
        bot = bot_of(fake_discord)
        await bot.keeper.settle()
        assert [m for m in fake_discord.messages_in() if not m.ephemeral] == []
        assert await bot.sessions.in_channel(fake_discord.channel.id) is None
        started = await (
            await fake_discord.slash("pebbles start", user=ana, options={"cpu": "hard", "pile": 9})
        ).response()
        assert "has started" in started.text and "Bot (hard)" in started.text and calls == ["hard", "hard"]
        assert {v.kind for v in fake_discord.take_violations()} == {"log"}  # the failure, logged as it should


async def test_a_cpu_game_cut_off_before_it_started_is_shown_and_its_start_seats_the_cpu(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    """The bot stopped between saving a CPU game's lobby and seating the Bot (what a kill leaves): at start-up the
    keeper posts the lobby in the channel, and the host's Start seats the CPU asked for and starts the game."""
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        bot = bot_of(fake_discord)
        config = PebblesConfig(pile=9)
        live = await bot.sessions.open_lobby(
            "pebbles",
            guild_id=fake_discord.guild.id,
            channel_id=fake_discord.channel.id,
            host_id=ana.id,
            host_name="Ana",
            config=config,
            cpu="hard",
        )
        assert await bot.keeper.backlog() >= 1  # as at start-up
        await bot.keeper.settle()
        [lobby] = [m for m in fake_discord.messages_in() if any(c.endswith(":start") for c in m.custom_ids)]
        started = await (await fake_discord.click(lobby, label="Start", user=ana)).response()
        assert "has started" in started.text and "Bot (hard)" in started.text
        record = await bot.store.get_game(live.id)
        assert record is not None and record.status.value == "active" and record.players[1].cpu == "hard"


async def test_an_accept_cut_off_between_seat_and_start_is_finished_by_accepting_again(
    fake_discord: FakeDiscord, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The invited member was seated but the game did not start (the bot failed or stopped right there): Accept
    again starts it, instead of answering "you are already seated" forever."""
    from bot.sessions import Sessions

    real = Sessions.start
    calls = []

    async def failing_once(self: Sessions, game_id: int, user_id: int | None, **options: object) -> object:
        calls.append(game_id)
        if len(calls) == 1:
            raise RuntimeError("the bot stopped here")
        return await real(self, game_id, user_id, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(Sessions, "start", failing_once)
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        lobby = await (
            await fake_discord.slash("pebbles start", user=ana, options={"opponent": ben, "pile": 5})
        ).response()
        apology = await (await fake_discord.click(lobby, label="Accept", user=ben)).response()
        assert apology.ephemeral
        await (await fake_discord.click(lobby, label="Accept", user=ben)).response()
        assert lobby.buttons == [] and "has started" in lobby.text
        game = await game_id(fake_discord)
        record = await bot_of(fake_discord).store.get_game(game)
        assert record is not None and record.status.value == "active" and len(record.players) == 2
        assert {v.kind for v in fake_discord.take_violations()} == {"log"}  # the failure, logged as it should
