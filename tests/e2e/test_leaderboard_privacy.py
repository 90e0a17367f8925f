"""Leaderboards and a person's data, through the fake Discord, in English, French and Italian: duels rated as they
end, `/sketch leaderboard` as a private picture (public when asked, in the server's language), Yōkai's records per
level, `/privacy` with its Delete my data button behind a confirmation (open games closed, no trace left in any
table), and a server forgotten once the bot was removed from it for longer than the grace period."""

from __future__ import annotations

import io
import time
from pathlib import Path

import pytest
from PIL import Image

from bot.store import GameStatus, ResultInput
from bot.text.common import text
from fakediscord.accounts import FakeMember
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from tests.botkit import bot_of, fast_bot, game_id
from tests.store.traces import traces

NAME = "Quilla Zephyr"


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


async def resigned_duel(fake: FakeDiscord, host: FakeMember, guest: FakeMember, loser: FakeMember) -> None:
    """`host` invites `guest` to Yokai Sketch, `guest` accepts, `loser` resigns (a rated result)."""
    lobby = await (await fake.slash("sketch start", user=host, options={"opponent": guest})).response()
    await (await fake.click(lobby, custom_id=accept(lobby), user=guest)).response()
    confirm = await (await fake.slash("sketch resign", user=loser)).response()
    await (await fake.click(confirm, custom_id=yes(confirm), user=loser)).response()


def accept(lobby: FakeMessage) -> str:
    return next(cid for cid in lobby.custom_ids if cid.split(":")[3] == "accept")


def yes(message: FakeMessage) -> str:
    return next(cid for cid in message.custom_ids if cid.split(":")[3].endswith("_yes"))


def picture(message: FakeMessage) -> tuple[Image.Image, str]:
    found = message.attachment("leaderboard.png")
    image = Image.open(io.BytesIO(found.data))
    return image, found.description or ""


@pytest.mark.parametrize("locale", ["en-US", "fr", "it"])
async def test_a_leaderboard_then_delete_my_data(fake_discord: FakeDiscord, db_url: str, locale: str) -> None:
    ana = fake_discord.member("Ana", locale=locale)
    quilla = fake_discord.member(NAME, locale=locale)
    cy = fake_discord.member("Cy", locale=locale)
    async with fake_discord.run_bot(lambda: fast_bot(db_url)):
        bot = bot_of(fake_discord)
        await resigned_duel(fake_discord, ana, quilla, quilla)
        await resigned_duel(fake_discord, quilla, ana, quilla)
        await resigned_duel(fake_discord, cy, ana, cy)

        board = await (await fake_discord.slash("sketch leaderboard", user=quilla)).response()
        assert board.ephemeral and board.visible_to is quilla
        image, alt = picture(board)
        assert image.width == 420 and image.height > 100
        rows = alt.splitlines()
        assert rows[0] == text("leaderboard.title", locale, game="Yokai Sketch")
        counted = text("leaderboard.players", locale, count=3)
        assert rows[1] == f"{text('scope.server', locale)} · {text('period.all', locale)} · {counted}"
        assert [r.split(" · ")[1] for r in rows[2:]] == ["Ana", "Cy", NAME]  # 2 wins 1 loss, 1 loss, 2 losses
        assert rows[-1].startswith("3 · ") and rows[-1].endswith("0-0-2")

        shown = await (
            await fake_discord.slash(
                "sketch leaderboard", user=cy, options={"scope": "global", "period": "week", "public": True}
            )
        ).response()
        assert not shown.ephemeral and shown in fake_discord.messages_in()
        assert picture(shown)[1].startswith(text("leaderboard.title", "en", game="Yokai Sketch"))  # the server's

        # An open game with Quilla when she asks to be forgotten: it ends, as abandoned.
        lobby = await (await fake_discord.slash("sketch start", user=cy, options={"opponent": quilla})).response()
        await (await fake_discord.click(lobby, custom_id=accept(lobby), user=quilla)).response()
        open_game = await game_id(fake_discord)

        info = await (await fake_discord.slash("privacy", user=quilla)).response()
        assert info.ephemeral and info.visible_to is quilla
        assert text("privacy.title", locale) in info.text and text("privacy.how", locale) in info.text
        ask = await (await fake_discord.click(info, label=text("privacy.delete", locale), user=quilla)).response()
        assert ask.ephemeral and text("privacy.confirm", locale) in ask.text
        no = next(cid for cid in ask.custom_ids if cid.split(":")[3] == "delete_no")
        kept = await (await fake_discord.click(ask, custom_id=no, user=quilla)).response()
        assert text("privacy.kept_back", locale) in kept.text
        assert await traces(bot.store, quilla.id, NAME)  # nothing was deleted

        info = await (await fake_discord.slash("privacy", user=quilla)).response()
        ask = await (await fake_discord.click(info, label=text("privacy.delete", locale), user=quilla)).response()
        sealed = next(cid for cid in ask.custom_ids if "delete_yes" in cid)
        for forged in (sealed.rsplit(":", 1)[0] + ":0123456789abcdef", sealed):  # a made-up seal; another's
            clicker = quilla if forged != sealed else cy
            refused = await (
                await fake_discord.forge_component(ask, {"custom_id": forged, "component_type": 2}, user=clicker)
            ).response()
            assert refused.ephemeral and text("privacy.expired", locale) in refused.text
        assert await traces(bot.store, quilla.id, NAME) and await traces(bot.store, cy.id, "Cy")
        done = await (await fake_discord.click(ask, custom_id=yes(ask), user=quilla)).response()
        assert done.ephemeral and text("privacy.done", locale, games=3) in done.text

        record = await bot.store.get_game(open_game)
        assert record is not None and record.status is GameStatus.ABANDONED and record.close_reason == "deleted"
        await bot.keeper.settle(open_game)
        notice = text("closed.deleted", "en", game="Yokai Sketch")
        assert any(notice in m.text for m in fake_discord.messages_in())
        assert await traces(bot.store, quilla.id, NAME) == []

        after = await (await fake_discord.slash("sketch leaderboard", user=ana)).response()
        assert [r.split(" · ")[1] for r in picture(after)[1].splitlines()[2:]] == ["Ana", "Cy"]
        again = await (await fake_discord.slash("privacy", user=quilla)).response()
        assert text("privacy.kept", locale, games=0, open=0, results=0, ratings=0) in again.text


async def test_yokai_records_per_level(fake_discord: FakeDiscord, db_url: str) -> None:
    ana, bo = fake_discord.member("Ana"), fake_discord.member("Bo")
    async with fake_discord.run_bot(lambda: fast_bot(db_url)):
        store = bot_of(fake_discord).store
        for channel, (score, tier, turns, won) in enumerate(((9, "glorious", 20, True), (12, "legendary", 26, True))):
            game = await store.create_game(
                "yokai", guild_id=fake_discord.guild.id, channel_id=channel, host_id=ana.id, options={}, host_name="Ana"
            )
            await store.add_player(game.id, bo.id, "Bo")
            await store.start_game(game.id, seed=1, options={})
            result = ResultInput(
                mode="current", level=2, outcome="won", won=won, score=score, tier=tier, details={"turns": turns}
            )
            await store.finish_game(game.id, status=GameStatus.FINISHED, result=result)
        shown = await (await fake_discord.slash("yokai leaderboard", user=bo)).response()
        assert shown.ephemeral
        _, alt = picture(shown)
        assert alt.splitlines()[2] == "2 · Ana, Bo · 12 Legendary · 20 turns · 12 · 20 turns"
        assert alt.splitlines()[1] == "this server · all time · 2 games"
        everywhere = await (
            await fake_discord.slash("yokai leaderboard", user=bo, options={"scope": "global", "period": "week"})
        ).response()
        assert picture(everywhere)[1].splitlines()[1:] == ["every server · last 7 days · 2 games", alt.splitlines()[2]]


async def test_a_server_is_forgotten_after_the_bot_left_it(fake_discord: FakeDiscord, db_url: str) -> None:
    ana, quilla = fake_discord.member("Ana"), fake_discord.member(NAME)
    async with fake_discord.run_bot(lambda: fast_bot(db_url, forget_server_after_days=1)):
        bot = bot_of(fake_discord)
        await resigned_duel(fake_discord, ana, quilla, quilla)
        lobby = await (await fake_discord.slash("sketch start", user=ana, options={"opponent": quilla})).response()
        await (await fake_discord.click(lobby, custom_id=accept(lobby), user=quilla)).response()
        open_game = await game_id(fake_discord)
        guild = fake_discord.guild
        fake_discord.world.remove_bot(guild)
        await fake_discord.wait_until(
            lambda: bot.get_guild(guild.id) is None, timeout=15.0, what="the bot to leave the server"
        )
        sweeper = bot.get_cog("Sweeper")
        assert sweeper is not None
        await sweeper.sweep_once(time.time() + 3600)  # within the grace period: nothing goes
        assert await traces(bot.store, quilla.id, NAME)
        await sweeper.sweep_once(time.time() + 2 * 86_400)
        record = await bot.store.get_game(open_game)
        assert record is not None and record.status is GameStatus.ABANDONED and record.close_reason == "removed"
        # nowhere to show the closed games: the keeper stops trying (it does not retry them for ever)
        await bot.keeper.settle(timeout=10)
        assert [t for t in await traces(bot.store, quilla.id, NAME) if not t.startswith("rating")] == []
        assert await bot.store.standings("sketch", guild_id=guild.id, since=None, user_id=None) == (
            await bot.store.standings("sketch", guild_id=12345, since=None, user_id=None)
        )
