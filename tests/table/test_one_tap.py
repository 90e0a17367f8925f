"""Issue 16, fewer taps: the turn ping carries the turn's button; a duel's open hand is brought up to date when the
turn comes back (and against the CPU the person looking at it is not pinged after every CPU move); a board that lags
behind the saved game never blames the player."""

from __future__ import annotations

from fakediscord.harness import FakeDiscord
from tests.table.helpers import board, bot_of, game_id, take, to_move
from tests.toy.table import toy_bot


async def test_the_turn_ping_carries_the_turn_s_button(fake_discord: FakeDiscord, db_url: str) -> None:
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        lobby = await (await fake_discord.slash("pebbles start", user=ana, options={"opponent": ben})).response()
        await (await fake_discord.click(lobby, label="Accept", user=ben)).response()
        game = await game_id(fake_discord)
        mover = await to_move(fake_discord, game, [ana, ben])
        assert mover is not None
        ping = await fake_discord.wait_for_message(where=lambda m: "your turn to take" in m.text)
        assert f"<@{mover.id}>" in ping.text and ping.button("My hand")
        hand = await (await fake_discord.click(ping, label="My hand", user=mover)).response()
        assert hand.ephemeral and "Take how many?" in hand.text and "out of date" not in hand.text


async def test_against_the_cpu_the_open_hand_follows_and_nobody_is_pinged(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    ana = fake_discord.member("Ana")
    async with fake_discord.run_bot(lambda: toy_bot(db_url, cpu_delay_seconds=0.05)):
        started = await (
            # 30 pebbles: three turns each (Ana takes 1, the CPU at most 3) never end the game, so that every turn
            # comes back to her (with 12 the CPU's random takes could end it, and the wait below never ended)
            await fake_discord.slash("pebbles start", user=ana, options={"cpu": "easy", "pile": 30})
        ).response()
        assert "has started" in started.text
        game = await game_id(fake_discord)
        bot = bot_of(fake_discord)
        await bot.keeper.settle(game)
        panel = await (await fake_discord.click(await board(fake_discord, game), label="My hand", user=ana)).response()
        for _ in range(3):
            if await to_move(fake_discord, game, [ana]) is None:
                break
            before = (await bot.store.get_game(game)).version  # type: ignore[union-attr]
            cid = next(c for c in panel.custom_ids if c.split(":")[3] == "take")
            await (await fake_discord.click(panel, cid, user=ana)).response()
            # The CPU answers; the turn comes back to Ana, whose open hand is brought up to date, without a ping.
            drawn_before = f":{before}:"
            await fake_discord.wait_until(
                lambda seen=drawn_before: "Take how many?" in panel.text and seen not in " ".join(panel.custom_ids),
                what="the open hand brought up to date",
                timeout=15.0,
            )
            await bot.keeper.settle(game)
        pings = [m for m in fake_discord.messages_in() if "your turn to take" in m.text and not m.ephemeral]
        assert pings == []


async def test_a_lagging_board_s_button_opens_the_current_panel_without_blame(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        lobby = await (await fake_discord.slash("pebbles start", user=ana, options={"opponent": ben})).response()
        await (await fake_discord.click(lobby, label="Accept", user=ben)).response()
        game = await game_id(fake_discord)
        old_board = await board(fake_discord, game)
        old_ids = list(old_board.custom_ids)
        mover = await to_move(fake_discord, game, [ana, ben])
        assert mover is not None
        await take(fake_discord, game, mover, 1)
        other = ben if mover is ana else ana
        forged = {"custom_id": next(c for c in old_ids if c.endswith(":panel")), "component_type": 2}
        hand = await (await fake_discord.forge_component(old_board, forged, user=other)).response()
        assert hand.ephemeral and "Take how many?" in hand.text and "out of date" not in hand.text


async def test_a_turn_that_comes_back_while_the_last_refresh_waits_for_discord_is_shown_too(
    fake_discord: FakeDiscord, db_url: str
) -> None:
    """Against the CPU, Ana's open hand is brought up to date when the turn comes back. Discord is slow to answer
    one of those edits (done, its answer held back): meanwhile Ana plays again from the hand she sees and the CPU
    answers. That turn's hand is shown as well once the slow edit is answered (it was dropped: a refresh on its way
    made the next one skip, and the hand stayed one turn behind)."""
    ana = fake_discord.member("Ana")
    # the CPU's pause long enough for the hold below to be in place before its move, on a busy machine too
    async with fake_discord.run_bot(lambda: toy_bot(db_url, cpu_delay_seconds=0.6)):
        await (await fake_discord.slash("pebbles start", user=ana, options={"cpu": "easy", "pile": 20})).response()
        game = await game_id(fake_discord)
        bot = bot_of(fake_discord)
        await bot.keeper.settle(game)
        panel = await (await fake_discord.click(await board(fake_discord, game), label="My hand", user=ana)).response()
        if await to_move(fake_discord, game, [ana]) is None:  # the CPU opened: its move first
            await fake_discord.wait_until(lambda: "Take how many?" in panel.text, what="Ana's turn", timeout=15.0)

        def version() -> int:
            record = bot.sessions.cached(game)
            assert record is not None
            return record.record.version

        # Ana plays; the CPU answers, and the edit that brings her hand up to date is done, its answer held back
        cid = next(c for c in panel.custom_ids if c.split(":")[3] == "take")
        await (await fake_discord.click(panel, cid, user=ana)).response()
        held = fake_discord.hold("PATCH", "/webhooks/*/messages/*", after=True)
        await fake_discord.wait_until(held.arrived.is_set, what="the refresh of Ana's hand", timeout=15.0)
        assert "Take how many?" in panel.text
        # meanwhile Ana plays again from the hand she sees, and the CPU answers
        cid = next(c for c in panel.custom_ids if c.split(":")[3] == "take")
        before = version()
        await (await fake_discord.click(panel, cid, user=ana)).response()
        await fake_discord.wait_until(lambda: version() >= before + 2, what="the CPU's answer", timeout=15.0)
        latest = f":{version()}:"
        held.release()
        await fake_discord.wait_until(
            lambda: latest in " ".join(panel.custom_ids), what="the hand of the latest turn", timeout=15.0
        )
