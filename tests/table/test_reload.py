"""`reload_extension` of a game's cog: what the cog registered in the table's shared registries (the router's verbs,
the keeper's public UIs, the bot's tables, the sessions' change listeners) is replaced, not doubled, and a game
started before the reload goes on with the new cog."""

from __future__ import annotations

from fakediscord.harness import FakeDiscord
from tests.table.helpers import bot_of, game_id, take, to_move
from tests.toy.table import toy_bot


async def test_a_game_cog_reloads_cleanly_and_its_game_goes_on(fake_discord: FakeDiscord, db_url: str) -> None:
    ana, ben = fake_discord.member("Ana"), fake_discord.member("Ben")
    async with fake_discord.run_bot(lambda: toy_bot(db_url)):
        lobby = await (
            await fake_discord.slash("pebbles start", user=ana, options={"opponent": ben, "pile": 6})
        ).response()
        await (await fake_discord.click(lobby, label="Accept", user=ben)).response()
        game = await game_id(fake_discord)
        bot = bot_of(fake_discord)
        old = bot.tables["pebbles"]
        listeners = len(bot.sessions.listeners)
        verbs = sorted(verb for kind, verb in bot.router.handlers if kind == "pebbles")

        await bot.unload_extension("tests.toy.cog")
        assert "pebbles" not in bot.tables and "pebbles" not in bot.keeper.uis
        assert not any(kind == "pebbles" for kind, _ in bot.router.handlers)
        assert len(bot.sessions.listeners) == listeners - 1
        await bot.load_extension("tests.toy.cog")

        new = bot.tables["pebbles"]
        assert new is not old and bot.keeper.uis["pebbles"] is new
        assert len(bot.sessions.listeners) == listeners
        assert sorted(verb for kind, verb in bot.router.handlers if kind == "pebbles") == verbs
        assert all(getattr(h, "__self__", None) is not old for h in bot.router.handlers.values())

        await bot.reload_extension("tests.toy.cog")
        assert len(bot.sessions.listeners) == listeners
        while (mover := await to_move(fake_discord, game, [ana, ben])) is not None:
            await take(fake_discord, game, mover, 1)
        await fake_discord.wait_for_message(where=lambda m: "Bonus cards" in m.text)
